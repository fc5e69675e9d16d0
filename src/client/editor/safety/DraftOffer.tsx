// After a reload (or a tab that crashed) with a module form holding unsaved changes, the editor
// offers them back (issue 12 part 5: nothing typed is lost; safety/formDraft.ts): a region under
// the toolbar, announced politely, with 'Restore changes' (the module's form opens with them,
// based on the revision they were typed against, so someone else's change since is still a
// conflict) and 'Discard'.
import { useApolloClient } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import { editorPagePathOf } from '../editorPagePath';
import { ModuleFormDialog, type ModuleFormTarget } from '../modules/ModuleForm';
import { clearDraft, loadDraft, sessionStorageOrNull, type FormDraft } from './formDraft';
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
  const [draft, setDraft] = useState<FormDraft | null>(() => loadDraft(sessionStorageOrNull(), page.pathname));
  const [open, setOpen] = useState<{ target: ModuleFormTarget; draft: FormDraft } | null>(null);
  const [gone, setGone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  if (open) return <ModuleFormDialog target={open.target} draft={open.draft} onClose={() => setOpen(null)} />;
  // The live region stays in the page, so the offer is announced when it appears.
  if (!draft) return <div role="status" className="editor-draft-status" />;

  const restore = async () => {
    const path = editorPagePathOf(page);
    const variables = { locale: toGraphQLLocale(page.locale), path: path ?? '' };
    const data = path === null ? null : (client.readQuery({ query: CmsPageDocument, variables }) ?? (await client.query({ query: CmsPageDocument, variables })).data);
    let target: ModuleFormTarget | null = null;
    if (draft.target.mode === 'create') {
      const { parentId, column } = draft.target;
      const known = data?.page?.sections.some((section) => section.id === parentId) || data?.pageModules?.some((module) => module.id === parentId);
      if (known) target = { mode: 'create', parentId, column };
    } else {
      const { moduleId } = draft.target;
      const module = data?.pageModules?.find((candidate) => candidate.id === moduleId);
      if (module) target = { mode: 'edit', kind: draft.kind, module };
    }
    if (!target) {
      setGone(true);
      requestAnimationFrame(() => heading.current?.focus());
      return;
    }
    setOpen({ target, draft });
    setDraft(null);
  };

  const discard = () => {
    clearDraft(sessionStorageOrNull());
    setDraft(null);
  };

  return (
    <div role="status" className="editor-draft-status">
      <section className="editor-draft" aria-labelledby={`${id}-title`} data-editor-draft="">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="editor-draft__title">
          {t('editor.safety.draftTitle')}
        </h2>
        <p className="editor-draft__text">
          {gone ? t('editor.safety.draftGone') : t('editor.safety.draftText', { kind: t(`editor.kinds.${draft.kind}`), time: formatTime(draft.savedAt, page.locale) })}
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
