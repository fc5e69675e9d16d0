// The comparison of two versions of the page (issue 22 part 5): a modal <dialog> (the focus stays
// inside, Escape closes it, the focus goes back to the button that opened it) listing the page
// block by block — each section and module marked added, removed, changed or unchanged (unchanged
// ones collapsed to one line), a changed block's fields with their old and new values and the
// text's differences inline (<del>/<ins>, struck through and underlined, each with words for
// screen readers) — and 'Restore this block' on changed and removed blocks (restoreBlock.ts).
// Every value is rendered as text by React, never as HTML: what a field holds (markup, a script)
// stays text here (issue 22: XSS payloads stay inert).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { MODULE_FIELDS, MODULE_KINDS } from '../../../shared/editor/moduleFields';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { EditorTextKey } from '../../../shared/i18n/editorTranslator';
import { EditorPageSectionSnapshotsDocument } from '../../generated/documents/EditorPageSectionSnapshotsDocument';
import { usePage } from '../../navigation/LocationContext';
import { useEditorSession } from '../EditorSession';
import { DialogDismissButton, EditorDialog } from '../forms/EditorDialog';
import { useModal } from '../modules/useModal';
import { useEditorT, type EditorTranslate } from '../useEditorT';
import { restoreBlock, type RestoreTarget } from './restoreBlock';
import {
  countStatuses,
  diffPage,
  parseSnapshots,
  type BlockStatus,
  type FieldChange,
  type FieldValue,
  type ModuleDiff,
  type SectionDiff,
} from './versionDiff';
import { diffWords } from './wordDiff';

/** One side of the comparison: a stored version, or the page as it is now (versionId null). */
export interface CompareSide {
  versionId: string | null;
  label: string;
}

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; sections: SectionDiff[] };

const SECTION_FIELDS: Record<string, 'layout' | 'extraClass' | 'image' | 'imageAlt'> = {
  layout: 'layout',
  extra_class: 'extraClass',
  image: 'image',
  image_alt: 'imageAlt',
};

function kindOf(model: string) {
  return MODULE_KINDS.find((kind) => kind === model.toUpperCase()) ?? null;
}

function moduleName(module: ModuleDiff, t: EditorTranslate): string {
  const kind = kindOf(module.model);
  const label = kind ? t(`editor.kinds.${kind}`) : module.model;
  return module.summary ? t('editor.moduleNamed', { kind: label, text: module.summary }) : label;
}

function fieldLabel(field: string, model: string | null, t: EditorTranslate): string {
  if (model === null) {
    const key = SECTION_FIELDS[field];
    return key ? t(`editor.compare.sectionFields.${key}`) : field;
  }
  const kind = kindOf(model);
  const name = kind ? MODULE_FIELDS[kind].fields.find((each) => each.upstream === field)?.name : undefined;
  return name ? t(`editor.fields.${name}` as EditorTextKey) : field;
}

function shown(value: FieldValue, t: EditorTranslate): string {
  if (value === null) return t('editor.compare.empty');
  if (typeof value === 'boolean') return value ? t('editor.compare.yes') : t('editor.compare.no');
  return value;
}

function InlineDiff({ before, after }: { before: string; after: string }) {
  const t = useEditorT();
  return (
    <p className="editor-compare__diff">
      <span className="editor-visually-hidden">{`${t('editor.compare.textChanges')}: `}</span>
      {diffWords(before, after).map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === 'removed')
          return (
            <del key={key} className="editor-compare__del">
              <span className="editor-visually-hidden">{t('editor.compare.removedText')}</span>
              {part.text}
            </del>
          );
        if (part.kind === 'added')
          return (
            <ins key={key} className="editor-compare__ins">
              <span className="editor-visually-hidden">{t('editor.compare.addedText')}</span>
              {part.text}
            </ins>
          );
        return <span key={key}>{part.text}</span>;
      })}
    </p>
  );
}

function Fields({ fields, model, status }: { fields: readonly FieldChange[]; model: string | null; status: BlockStatus }) {
  const t = useEditorT();
  if (fields.length === 0) return null;
  return (
    <dl className="editor-compare__fields">
      {fields.map((change) => (
        <div key={change.field} className="editor-compare__field">
          <dt className="editor-compare__field-name">{fieldLabel(change.field, model, t)}</dt>
          <dd className="editor-compare__field-values">
            {status === 'changed' && typeof change.before === 'string' && typeof change.after === 'string' ? (
              <InlineDiff before={change.before} after={change.after} />
            ) : null}
            {status !== 'added' ? (
              <p className="editor-compare__value">
                <span className="editor-compare__side">{`${t('editor.compare.before')}: `}</span>
                {shown(change.before, t)}
              </p>
            ) : null}
            {status !== 'removed' ? (
              <p className="editor-compare__value">
                <span className="editor-compare__side">{`${t('editor.compare.after')}: `}</span>
                {shown(change.after, t)}
              </p>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Badge({ status, moved }: { status: BlockStatus; moved?: boolean }) {
  const t = useEditorT();
  return (
    <span className={`editor-compare__badge editor-compare__badge--${status}`}>
      {t(`editor.compare.status.${status}`)}
      {moved ? `, ${t('editor.compare.moved')}` : ''}
    </span>
  );
}

interface RestoreProps {
  busy: boolean;
  messages: ReadonlyMap<string, string>;
  onRestore: (key: string, target: RestoreTarget) => void;
}

function RestoreButton({
  name,
  blockKey,
  target,
  restore,
}: {
  name: string;
  blockKey: string;
  target: RestoreTarget;
  restore: RestoreProps;
}) {
  const t = useEditorT();
  const message = restore.messages.get(blockKey);
  return (
    <div className="editor-compare__restore">
      <button
        type="button"
        className="editor-button"
        aria-label={t('editor.compare.restoreBlockLabel', { block: name })}
        aria-disabled={restore.busy ? true : undefined}
        onClick={() => (restore.busy ? undefined : restore.onRestore(blockKey, target))}
      >
        {t('editor.compare.restoreBlock')}
      </button>
      {message ? <p className="editor-compare__problem">{message}</p> : null}
    </div>
  );
}

function ModuleView({
  module,
  section,
  level,
  restore,
}: {
  module: ModuleDiff;
  section: SectionDiff;
  level: 4 | 5 | 6;
  restore: RestoreProps;
}) {
  const t = useEditorT();
  const name = moduleName(module, t);
  const Heading = `h${level}` as const;
  const restorable =
    (module.status === 'changed' || module.status === 'removed') &&
    module.older !== null &&
    !module.elsewhere &&
    section.status !== 'removed';
  return (
    <li className={`editor-compare__block editor-compare__block--${module.status}`}>
      <Heading className="editor-compare__name">
        {name} <Badge status={module.status} moved={module.moved} />
      </Heading>
      {module.status === 'unchanged' ? null : (
        <>
          <Fields fields={module.fields} model={module.model} status={module.status} />
          {module.elsewhere ? <p className="editor-compare__note">{t('editor.compare.elsewhere')}</p> : null}
          {restorable ? (
            <RestoreButton name={name} blockKey={module.key} target={{ kind: 'module', section, module }} restore={restore} />
          ) : null}
          {module.children.length > 0 ? (
            <ul className="editor-compare__modules">
              {module.children.map((child) => (
                <ModuleView
                  key={child.key}
                  module={child}
                  section={section}
                  level={level < 6 ? ((level + 1) as 5 | 6) : 6}
                  restore={restore}
                />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </li>
  );
}

function SectionView({ section, number, restore }: { section: SectionDiff; number: number; restore: RestoreProps }) {
  const t = useEditorT();
  const name = t('editor.compare.section', { number });
  const restorable = (section.status === 'changed' || section.status === 'removed') && section.older !== null;
  return (
    <li className={`editor-compare__block editor-compare__block--section editor-compare__block--${section.status}`}>
      <h3 className="editor-compare__name">
        {name} <Badge status={section.status} />
      </h3>
      {section.status === 'unchanged' ? (
        <p className="editor-compare__note">{t('editor.compare.modules', { count: section.modules.length })}</p>
      ) : (
        <>
          <Fields fields={section.fields} model={null} status={section.status} />
          {restorable ? <RestoreButton name={name} blockKey={section.key} target={{ kind: 'section', section }} restore={restore} /> : null}
          {section.modules.length > 0 ? (
            <ul className="editor-compare__modules">
              {section.modules.map((module) => (
                <ModuleView key={module.key} module={module} section={section} level={4} restore={restore} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </li>
  );
}

export function CompareDialog({
  pageId,
  path,
  older,
  newer,
  onClose,
}: {
  pageId: string;
  path: string;
  older: CompareSide;
  newer: CompareSide;
  onClose: () => void;
}) {
  const t = useEditorT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const ref = useModal('[data-autofocus]');
  const status = useRef<HTMLParagraphElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState('');
  const [messages, setMessages] = useState<ReadonlyMap<string, string>>(new Map());
  // Both sides asked past the cache: the sections of two versions share their ids, and a cache
  // normalising them by id would mix the two.
  const before = useQuery(EditorPageSectionSnapshotsDocument, {
    variables: { locale, path, versionId: older.versionId },
    fetchPolicy: 'no-cache',
  });
  const after = useQuery(EditorPageSectionSnapshotsDocument, {
    variables: { locale, path, versionId: newer.versionId },
    fetchPolicy: 'no-cache',
  });
  const a = before.data?.pageSectionSnapshots;
  const b = after.data?.pageSectionSnapshots;
  const loaded: Loaded =
    a && b
      ? { kind: 'ready', sections: diffPage(parseSnapshots(a), parseSnapshots(b)) }
      : before.loading || after.loading
        ? { kind: 'loading' }
        : { kind: 'failed' };
  const load = async () => {
    await Promise.all([before.refetch(), after.refetch()]);
  };

  const onRestore = (key: string, target: RestoreTarget) => {
    setBusy(true);
    setResult(t('editor.compare.restoring'));
    void (async () => {
      const outcome = await restoreBlock({ client, session, page }, pageId, target, t('editor.compare.restored'));
      const next = new Map(messages);
      if (outcome.ok) {
        next.delete(key);
        setResult(t('editor.compare.restored'));
        // The newer side may be the page now: the comparison shows the block as it is after the restore.
        await load();
      } else {
        const why =
          outcome.reason === 'refused'
            ? [t('editor.compare.restoreFailed'), outcome.message].filter(Boolean).join(' ')
            : t(`editor.compare.${outcome.reason}`);
        next.set(key, why);
        setResult(why);
      }
      setMessages(next);
      setBusy(false);
      // The button pressed may be gone (the block is unchanged now): the focus goes to the result.
      status.current?.focus();
    })();
  };

  const counts = loaded.kind === 'ready' ? countStatuses(loaded.sections) : null;
  return (
    <EditorDialog
      modal={ref}
      className="editor-dialog--wide editor-compare"
      titleId={`${id}-title`}
      title={t('editor.compare.title')}
      headingProps={{ tabIndex: -1, 'data-autofocus': true }}
      closeLabel={t('editor.compare.close')}
      aria-describedby={`${id}-sides`}
      onClose={onClose}
    >
      <p id={`${id}-sides`} className="editor-dialog__intro">
        {t('editor.compare.sides', { older: older.label, newer: newer.label })}
      </p>
      <p className="editor-compare__legend">{t('editor.compare.legend')}</p>
      <p ref={status} className="editor-compare__status" role="status" tabIndex={-1}>
        {loaded.kind === 'loading' ? t('editor.compare.loading') : result}
      </p>
      {loaded.kind === 'failed' ? <p role="alert">{t('editor.compare.loadFailed')}</p> : null}
      {loaded.kind === 'ready' && counts ? (
        <>
          <p className="editor-compare__summary">
            {counts.added + counts.removed + counts.changed === 0 ? t('editor.compare.noChanges') : t('editor.compare.summary', counts)}
          </p>
          <ol className="editor-compare__sections">
            {loaded.sections.map((section, index) => (
              <SectionView key={section.key} section={section} number={index + 1} restore={{ busy, messages, onRestore }} />
            ))}
          </ol>
        </>
      ) : null}
      <div className="editor-dialog__actions editor-dialog__actions--spaced">
        <DialogDismissButton modal={ref}>{t('editor.compare.close')}</DialogDismissButton>
      </div>
    </EditorDialog>
  );
}
