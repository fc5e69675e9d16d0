// After a reload, a crashed or closed tab or an expired session with module forms holding unsaved
// changes, the editor offers them back (issue 12 part 5, issue 22 part 4: nothing typed is lost;
// the drafts are in IndexedDB, safety/draftStore.ts): a region under the toolbar, announced
// politely, the newest first, with 'Restore changes' (a module's values go back into its block:
// selected, its fields in the panel, the page showing them; a new module's form opens in its
// dialog; both based on the revision they were typed against, so someone else's change since is
// still a conflict) and 'Discard'. Then the next draft, if any.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import { editorPagePathOf } from '../editorPagePath';
import { ModuleFormDialog, type ModuleFormTarget } from '../modules/ModuleForm';
import type { FormDraft } from './formDraft';
import { deleteDraft, draftsOf } from './draftStore';
import { keepDraft, showModuleUnsaved } from '../blocks/unsaved';
import { selectBlock } from '../blocks/selection';
import { previewModuleOf } from '../modules/moduleKindOf';
import { formatTime } from './formatTime';

export function DraftOffer() {
  // Each page its own offer: a client navigation brings another page's draft, if any.
  return <DraftOfferForPage key={usePage().pathname} />;
}

function DraftOfferForPage() {
  const t = useEditorT();
  const id = useId();
  const client = useApolloClient();
  const page = usePage();
  const [drafts, setDrafts] = useState<FormDraft[]>([]);
  const draft = drafts[0] ?? null;
  useEffect(() => {
    let live = true;
    void draftsOf(page.pathname).then((found) => {
      if (live) setDrafts(found);
    });
    return () => {
      live = false;
    };
  }, [page.pathname]);
  const next = () => setDrafts((list) => list.slice(1));
  const [open, setOpen] = useState<{ target: ModuleFormTarget; draft: FormDraft } | null>(null);
  const [gone, setGone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  if (open) return <ModuleFormDialog target={open.target} draft={open.draft} onClose={() => setOpen(null)} />;
  // The live region stays in the page, so the offer is announced when it appears.
  if (!draft) return <div role="status" className="editor-draft-status" />;

  const restore = async () => {
    const path = editorPagePathOf(page);
    const variables = { locale: toGraphQLLocale(page.locale), path: path ?? '' };
    const data =
      path === null
        ? null
        : (client.readQuery({ query: CmsPageDocument, variables }) ?? (await client.query({ query: CmsPageDocument, variables })).data);
    let target: ModuleFormTarget | null = null;
    if (draft.target.mode === 'create') {
      const { parentId, column } = draft.target;
      const known =
        data?.page?.sections.some((section) => section.id === parentId) || data?.pageModules?.some((module) => module.id === parentId);
      if (known) target = { mode: 'create', parentId, column };
    } else {
      const { moduleId } = draft.target;
      const module = data?.pageModules?.find((candidate) => candidate.id === moduleId);
      if (module) {
        // Back into its block: the panel opens with the values, the page shows them.
        keepDraft(module.id, draft);
        showModuleUnsaved(module.id, previewModuleOf(draft.kind, module, draft.values));
        selectBlock({ kind: 'module', id: module.id }, { focusPanel: true });
        next();
        return;
      }
    }
    if (!target) {
      setGone(true);
      requestAnimationFrame(() => heading.current?.focus());
      return;
    }
    setOpen({ target, draft });
    next();
  };

  const discard = () => {
    void deleteDraft(draft.page, draft.target);
    setGone(false);
    next();
  };

  return (
    <div role="status" className="editor-draft-status">
      <section className="editor-draft" aria-labelledby={`${id}-title`} data-editor-draft="">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="editor-draft__title">
          {t('editor.safety.draftTitle')}
        </h2>
        <p className="editor-draft__text">
          {gone
            ? t('editor.safety.draftGone')
            : t('editor.safety.draftText', { kind: t(`editor.kinds.${draft.kind}`), time: formatTime(draft.savedAt, page.locale) })}
        </p>
        <div className="editor-draft__actions">
          {gone ? null : (
            <button type="button" className="editor-button" onClick={() => void restore()}>
              {t('editor.safety.draftRestore')}
            </button>
          )}
          <button type="button" className="editor-button" onClick={discard}>
            {t('editor.safety.draftDiscard')}
          </button>
        </div>
      </section>
    </div>
  );
}
