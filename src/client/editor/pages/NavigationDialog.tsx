// 'Menu and footer' (issue 12 part 6; spec 000 §3 navigation): the navigation of the page's
// language as two ordered lists, the menu with its sub-entries and the footer. Entries move up and
// down among their siblings by buttons (the focus stays on the moved entry's button, a polite live
// region says where it is now), are removed, and pages of the site are added to the menu (at the
// top level or below an entry) or the footer (NavAddForm.tsx); these changes: useNavEntryActions.ts.
// Saved as a whole with the revision it was read at: when someone else changed the navigation
// since, the gateway refuses (CONFLICT) and the dialog offers to reload or to keep its lists.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorNavigationDocument } from '../../generated/documents/EditorNavigationDocument';
import { EditorPageListDocument } from '../../generated/documents/EditorPageListDocument';
import { EditorUpdateNavigationDocument } from '../../generated/documents/EditorUpdateNavigationDocument';
import { SiteNavigationDocument } from '../../generated/documents/SiteNavigationDocument';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import { useEditorSession } from '../EditorSession';
import { DialogDismissButton, EditorDialog } from '../forms/EditorDialog';
import { useEditorForm } from '../forms/useEditorForm';
import { useModal } from '../modules/useModal';
import { ConflictNotice } from './ConflictNotice';
import { NavAddForm } from './NavAddForm';
import { entryAt, fromFooter, fromMenu, toFooterInput, toMenuInput, type EntryPath, type NavEntry } from './navigationModel';
import type { PageOption } from './pageForm';
import { saveWithConflict, type Conflict } from './saveWithConflict';
import { useNavEntryActions, type NavAreaName } from './useNavEntryActions';

interface Lists {
  menu: NavEntry[];
  footer: NavEntry[];
  revision: number;
}

/** The gateway's messages by the entry's path (menu.0.children.1.url), said with the entry's title. */
function entryMessages(lists: Lists, fieldErrors: Record<string, string[]>): string[] {
  return Object.entries(fieldErrors).map(([path, texts]) => {
    const [area, ...rest] = path.split('.');
    const indexes = rest.filter((part) => /^\d+$/.test(part)).map(Number);
    const entry = area === 'menu' || area === 'footer' ? entryAt(lists[area], indexes) : undefined;
    return entry ? `${entry.title}: ${texts.join(' ')}` : texts.join(' ');
  });
}

export function NavigationDialog({ onClose }: { onClose: () => void }) {
  const t = useEditorT();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const ref = useModal();
  // The lists are the form's values; the gateway's messages are a list of their own (by entry).
  const form = useEditorForm<Lists, never, Conflict>({ initial: { menu: [], footer: [], revision: 0 }, order: [] });
  const { id, values: lists } = form;
  const [loaded, setLoaded] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [pages, setPages] = useState<PageOption[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [messages, setMessages] = useState<string[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const read = async (): Promise<Lists | null> => {
    const result = await session.read(() =>
      client.query({ query: EditorNavigationDocument, variables: { locale }, fetchPolicy: 'no-cache' }),
    );
    const navigation = result?.data?.navigation;
    return navigation ? { menu: fromMenu(navigation.menu), footer: fromFooter(navigation.footer), revision: navigation.revision } : null;
  };

  useEffect(() => {
    let live = true;
    void (async () => {
      const [state, list] = await Promise.all([
        read(),
        session.read(() => client.query({ query: EditorPageListDocument, variables: { locale }, fetchPolicy: 'no-cache' })),
      ]);
      if (!live) return;
      setPages(list?.data?.editorPages ?? []);
      if (state) form.setValues(state);
      setLoaded(state !== null);
      setLoadFailed(state === null);
      heading.current?.focus();
    })();
    return () => {
      live = false;
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- read once per opening
  }, []);

  const { move, remove, add } = useNavEntryActions({ lists, setLists: form.setValues, dialog: ref, heading, announce: setAnnouncement });

  const save = () => {
    if (!loaded) return;
    void form.submit([], async () => {
      setMessages(null);
      const { menu, footer, revision } = lists;
      const result = await saveWithConflict(
        session,
        () =>
          client.mutate({
            mutation: EditorUpdateNavigationDocument,
            variables: { locale, menu: toMenuInput(menu), footer: toFooterInput(footer), revision },
          }),
        t('editor.pages.navSaved'),
      );
      if (result.ok) {
        ref.current?.close();
        await client.refetchQueries({ include: [SiteNavigationDocument] });
      } else if (result.conflict) form.setConflict(result.conflict);
      else if (result.fieldErrors) {
        setMessages(entryMessages(lists, result.fieldErrors));
        requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[data-form-error]')?.focus());
      }
    });
  };

  const reload = async (keepTyped: boolean) => {
    const state = await read();
    // Not read: the choice stays offered (the session said why with its 'error' alert).
    if (!state) return;
    form.setConflict(null);
    // Keep: the lists stay as they are here, and the next save replaces the other change knowingly.
    form.setValues((current) => (keepTyped ? { ...current, revision: state.revision } : state));
    setAnnouncement(keepTyped ? t('editor.pages.conflictKept') : t('editor.pages.navReloaded'));
    heading.current?.focus();
  };

  const area = (name: NavAreaName, label: string) => (
    <NavArea
      id={`${id}-${name}`}
      label={label}
      entries={lists[name]}
      onMove={(...step) => move(name, ...step)}
      onRemove={(...step) => remove(name, ...step)}
    />
  );

  return (
    <EditorDialog
      modal={ref}
      className="editor-dialog--form editor-dialog--wide"
      titleId={`${id}-title`}
      title={t('editor.pages.navTitle', { language: t(`editor.pages.languages.${page.locale}`) })}
      headingProps={{ ref: heading, tabIndex: -1 }}
      onClose={onClose}
      data-page-dialog="navigation"
    >
      <p className="editor-dialog__intro">{t('editor.pages.navIntro')}</p>
      <p className="editor-visually-hidden" role="status" aria-live="polite" data-nav-announcement>
        {announcement}
      </p>
      {loadFailed ? <p role="alert">{t('editor.pages.loadFailed')}</p> : null}
      {!loaded && !loadFailed ? <p role="status">{t('editor.pages.loading')}</p> : null}
      {form.conflict ? (
        <ConflictNotice message={form.conflict.message} onReload={() => void reload(false)} onKeep={() => void reload(true)} />
      ) : null}
      {messages ? <NavMessages messages={messages} /> : null}
      {loaded ? (
        <div className="editor-nav">
          {area('menu', t('editor.pages.navMenu'))}
          {area('footer', t('editor.pages.navFooter'))}
          <NavAddForm pages={pages} menu={lists.menu} onAdd={add} onAnnounce={setAnnouncement} />
        </div>
      ) : null}
      <div className="editor-dialog__actions editor-dialog__actions--spaced">
        <button
          type="button"
          className="editor-form__button editor-form__button--primary"
          aria-disabled={form.busy || !loaded || undefined}
          onClick={save}
        >
          {t('editor.save')}
        </button>
        <DialogDismissButton modal={ref}>{t('editor.cancel')}</DialogDismissButton>
      </div>
    </EditorDialog>
  );
}

/** The gateway's messages for the entries: the form's message, then one line each. */
function NavMessages({ messages }: { messages: readonly string[] }) {
  const t = useEditorT();
  return (
    <div className="editor-form__error" role="alert" tabIndex={-1} data-form-error>
      <p>{t('editor.formErrors')}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** The menu or the footer: its heading and its list (or that it is empty). */
function NavArea({ id, label, entries, onMove, onRemove }: { id: string; label: string } & Omit<NavListProps, 'path' | 'labelledBy'>) {
  const t = useEditorT();
  return (
    <section className="editor-nav__area" aria-labelledby={id}>
      <h3 id={id} className="editor-nav__heading">
        {label}
      </h3>
      {entries.length === 0 ? (
        <p>{t('editor.pages.navEmpty')}</p>
      ) : (
        <NavList entries={entries} path={[]} labelledBy={id} onMove={onMove} onRemove={onRemove} />
      )}
    </section>
  );
}

interface NavListProps {
  entries: readonly NavEntry[];
  path: EntryPath;
  labelledBy?: string;
  onMove: (entry: NavEntry, path: EntryPath, delta: -1 | 1) => void;
  onRemove: (entry: NavEntry, path: EntryPath) => void;
}

/** One list of entries (a sub-list inside its entry), each with its Up, Down and Remove buttons. */
function NavList({ entries, path, labelledBy, onMove, onRemove }: NavListProps) {
  const t = useEditorT();
  return (
    <ol className="editor-nav__list" aria-labelledby={labelledBy}>
      {entries.map((entry, index) => {
        const here = [...path, index];
        const moveButton = (action: 'up' | 'down', disabled: boolean) => (
          <button
            type="button"
            className="editor-tools__button"
            data-nav-key={entry.key}
            data-nav-action={action}
            aria-disabled={disabled || undefined}
            aria-label={t(action === 'up' ? 'editor.pages.navUp' : 'editor.pages.navDown', { title: entry.title })}
            onClick={() => onMove(entry, here, action === 'up' ? -1 : 1)}
          >
            <span aria-hidden="true">{action === 'up' ? '↑' : '↓'}</span>
          </button>
        );
        return (
          <li key={entry.key} className="editor-nav__item">
            <div className="editor-nav__row">
              <span className="editor-nav__label">
                <span className="editor-nav__title">{entry.title}</span> <span className="editor-nav__url">{entry.url}</span>
              </span>
              <span className="editor-nav__buttons">
                {moveButton('up', index === 0)}
                {moveButton('down', index === entries.length - 1)}
                <button
                  type="button"
                  className="editor-tools__button editor-tools__button--danger"
                  aria-label={t('editor.pages.navRemove', { title: entry.title })}
                  onClick={() => onRemove(entry, here)}
                >
                  {t('editor.pages.remove')}
                </button>
              </span>
            </div>
            {entry.children.length > 0 ? <NavList entries={entry.children} path={here} onMove={onMove} onRemove={onRemove} /> : null}
          </li>
        );
      })}
    </ol>
  );
}
