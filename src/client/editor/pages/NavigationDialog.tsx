// 'Menu and footer' (issue 12 part 6; spec 000 §3 navigation): the navigation of the page's
// language as two ordered lists, the menu with its sub-entries and the footer. Entries move up and
// down among their siblings by buttons (the focus stays on the moved entry's button, a polite live
// region says where it is now), are removed, and pages of the site are added to the menu (at the
// top level or below an entry) or the footer. Saved as a whole with the revision it was read at:
// when someone else changed the navigation since, the gateway refuses (CONFLICT) and the dialog
// offers to reload or to keep its lists.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorNavigationDocument } from '../../generated/documents/EditorNavigationDocument';
import { EditorPageListDocument } from '../../generated/documents/EditorPageListDocument';
import { EditorUpdateNavigationDocument } from '../../generated/documents/EditorUpdateNavigationDocument';
import { SiteNavigationDocument } from '../../generated/documents/SiteNavigationDocument';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import { useEditorSession } from '../EditorSession';
import { useModal } from '../modules/useModal';
import { ConflictNotice } from './ConflictNotice';
import { appendEntry, entryAt, fromFooter, fromMenu, moveEntry, newKey, parentsFor, pathOfKey, removeEntry, toFooterInput, toMenuInput, type EntryPath, type NavEntry } from './navigationModel';
import type { PageOption } from './pageForm';
import { saveWithConflict, type Conflict } from './saveWithConflict';

type Area = 'menu' | 'footer';
type Action = 'up' | 'down' | 'remove';

interface Lists {
  menu: NavEntry[];
  footer: NavEntry[];
  revision: number;
}

export function NavigationDialog({ onClose }: { onClose: () => void }) {
  const t = useEditorT();
  const id = useId();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const ref = useModal();
  const [lists, setLists] = useState<Lists | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [pages, setPages] = useState<PageOption[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [formError, setFormError] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [addPage, setAddPage] = useState('');
  const [addTitle, setAddTitle] = useState('');
  const [addWhere, setAddWhere] = useState('menu');
  const [addError, setAddError] = useState<string | null>(null);
  /** After a move, the button that keeps the focus (the moved entry's). */
  const focusNext = useRef<{ key: string; action: Action } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const read = async (): Promise<Lists | null> => {
    const result = await session.read(() => client.query({ query: EditorNavigationDocument, variables: { locale }, fetchPolicy: 'no-cache' }));
    const navigation = result?.data?.navigation;
    return navigation ? { menu: fromMenu(navigation.menu), footer: fromFooter(navigation.footer), revision: navigation.revision } : null;
  };

  useEffect(() => {
    let live = true;
    void (async () => {
      const [state, list] = await Promise.all([read(), session.read(() => client.query({ query: EditorPageListDocument, variables: { locale }, fetchPolicy: 'no-cache' }))]);
      if (!live) return;
      setPages(list?.data?.editorPages ?? []);
      if (state) setLists(state);
      else setLoadFailed(true);
      heading.current?.focus();
    })();
    return () => {
      live = false;
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- read once per opening
  }, []);

  useLayoutEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    const button = ref.current?.querySelector<HTMLElement>(`[data-nav-key="${next.key}"][data-nav-action="${next.action}"]`);
    // A removed entry's button is gone: the list's heading takes the focus.
    (button ?? heading.current)?.focus();
  });

  const update = (area: Area, change: (entries: NavEntry[]) => NavEntry[]) => setLists((current) => (current ? { ...current, [area]: change(current[area]) } : current));

  const move = (area: Area, entry: NavEntry, path: EntryPath, delta: -1 | 1) => {
    if (!lists) return;
    const siblings = path.length === 1 ? lists[area] : (entryAt(lists[area], path.slice(0, -1))?.children ?? []);
    const index = path.at(-1) ?? 0;
    const target = index + delta;
    if (target < 0 || target >= siblings.length) return;
    update(area, (entries) => moveEntry(entries, path, delta));
    focusNext.current = { key: entry.key, action: delta < 0 ? 'up' : 'down' };
    setAnnouncement(t('editor.pages.navMoved', { title: entry.title, position: target + 1, count: siblings.length }));
  };

  const remove = (area: Area, entry: NavEntry, path: EntryPath) => {
    update(area, (entries) => removeEntry(entries, path));
    focusNext.current = { key: '', action: 'remove' };
    setAnnouncement(t('editor.pages.navRemoved', { title: entry.title }));
  };

  const add = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = pages.find((entry) => entry.id === addPage);
    if (!chosen || !lists) {
      setAddError(t('editor.validation.required'));
      requestAnimationFrame(() => document.getElementById(`${id}-add-page`)?.focus());
      return;
    }
    setAddError(null);
    const entry: NavEntry = { key: newKey(), title: addTitle.trim() === '' ? chosen.title : addTitle.trim(), url: chosen.path, hasTabNavigation: false, children: [] };
    if (addWhere === 'footer') update('footer', (entries) => [...entries, entry]);
    else {
      const parentKey = addWhere === 'menu' ? null : addWhere;
      update('menu', (entries) => {
        const parentPath = parentKey === null ? [] : pathOfKey(entries, parentKey);
        return parentPath === undefined ? entries : appendEntry(entries, parentPath, entry);
      });
    }
    setAddPage('');
    setAddTitle('');
    setAnnouncement(t('editor.pages.navAdded', { title: entry.title, where: whereLabel(addWhere) }));
  };

  const save = async () => {
    if (!lists || busy) return;
    setBusy(true);
    setConflict(null);
    setFormError(null);
    const { menu, footer, revision } = lists;
    const result = await saveWithConflict(
      session,
      () => client.mutate({ mutation: EditorUpdateNavigationDocument, variables: { locale, menu: toMenuInput(menu), footer: toFooterInput(footer), revision } }),
      t('editor.pages.navSaved'),
    );
    setBusy(false);
    if (result.ok) {
      ref.current?.close();
      await client.refetchQueries({ include: [SiteNavigationDocument] });
      return;
    }
    if (result.conflict) setConflict(result.conflict);
    else if (result.fieldErrors) {
      // Messages by the entry's path (menu.0.children.1.url): said with the entry's title.
      const messages = Object.entries(result.fieldErrors).map(([path, texts]) => {
        const [area, ...rest] = path.split('.');
        const indexes = rest.filter((part) => /^\d+$/.test(part)).map(Number);
        const entry = area === 'menu' || area === 'footer' ? entryAt(lists[area], indexes) : undefined;
        return entry ? `${entry.title}: ${texts.join(' ')}` : texts.join(' ');
      });
      setFormError(messages);
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[data-form-error]')?.focus());
    }
  };

  const reload = async (keepTyped: boolean) => {
    const state = await read();
    // Not read: the choice stays offered (the session said why with its 'error' alert).
    if (!state) return;
    setConflict(null);
    // Keep: the lists stay as they are here, and the next save replaces the other change knowingly.
    setLists((current) => (keepTyped && current ? { ...current, revision: state.revision } : state));
    setAnnouncement(keepTyped ? t('editor.pages.conflictKept') : t('editor.pages.navReloaded'));
    heading.current?.focus();
  };

  const whereLabel = (where: string): string => {
    if (where === 'menu') return t('editor.pages.navMenu');
    if (where === 'footer') return t('editor.pages.navFooter');
    const parent = lists ? parentsFor(lists.menu).find((candidate) => candidate.entry.key === where) : undefined;
    return t('editor.pages.navBelow', { title: parent?.entry.title ?? '' });
  };

  const renderList = (area: Area, entries: readonly NavEntry[], path: EntryPath, labelledBy?: string) => (
    <ol className="editor-nav__list" aria-labelledby={labelledBy}>
      {entries.map((entry, index) => {
        const here = [...path, index];
        const first = index === 0;
        const last = index === entries.length - 1;
        return (
          <li key={entry.key} className="editor-nav__item">
            <div className="editor-nav__row">
              <span className="editor-nav__label">
                <span className="editor-nav__title">{entry.title}</span> <span className="editor-nav__url">{entry.url}</span>
              </span>
              <span className="editor-nav__buttons">
                <button
                  type="button"
                  className="editor-tools__button"
                  data-nav-key={entry.key}
                  data-nav-action="up"
                  aria-disabled={first || undefined}
                  aria-label={t('editor.pages.navUp', { title: entry.title })}
                  onClick={() => move(area, entry, here, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="editor-tools__button"
                  data-nav-key={entry.key}
                  data-nav-action="down"
                  aria-disabled={last || undefined}
                  aria-label={t('editor.pages.navDown', { title: entry.title })}
                  onClick={() => move(area, entry, here, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button type="button" className="editor-tools__button editor-tools__button--danger" aria-label={t('editor.pages.navRemove', { title: entry.title })} onClick={() => remove(area, entry, here)}>
                  {t('editor.pages.remove')}
                </button>
              </span>
            </div>
            {entry.children.length > 0 ? renderList(area, entry.children, here) : null}
          </li>
        );
      })}
    </ol>
  );

  const parents = lists ? parentsFor(lists.menu) : [];
  return (
    <dialog ref={ref} className="editor-dialog editor-dialog--form editor-dialog--wide" aria-labelledby={`${id}-title`} onClose={onClose} data-page-dialog="navigation">
      <div className="editor-dialog__header">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="editor-dialog__title">
          {t('editor.pages.navTitle', { language: t(`editor.pages.languages.${page.locale}`) })}
        </h2>
        <button type="button" className="editor-dialog__close" aria-label={t('editor.close')} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="editor-dialog__intro">{t('editor.pages.navIntro')}</p>
      <p className="editor-visually-hidden" role="status" aria-live="polite" data-nav-announcement>
        {announcement}
      </p>
      {loadFailed ? <p role="alert">{t('editor.pages.loadFailed')}</p> : null}
      {!lists && !loadFailed ? <p role="status">{t('editor.pages.loading')}</p> : null}
      {conflict ? <ConflictNotice message={conflict.message} onReload={() => void reload(false)} onKeep={() => void reload(true)} /> : null}
      {formError ? (
        <div className="editor-form__error" role="alert" tabIndex={-1} data-form-error>
          <p>{t('editor.formErrors')}</p>
          <ul>
            {formError.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {lists ? (
        <div className="editor-nav">
          <section className="editor-nav__area" aria-labelledby={`${id}-menu`}>
            <h3 id={`${id}-menu`} className="editor-nav__heading">
              {t('editor.pages.navMenu')}
            </h3>
            {lists.menu.length === 0 ? <p>{t('editor.pages.navEmpty')}</p> : renderList('menu', lists.menu, [], `${id}-menu`)}
          </section>
          <section className="editor-nav__area" aria-labelledby={`${id}-footer`}>
            <h3 id={`${id}-footer`} className="editor-nav__heading">
              {t('editor.pages.navFooter')}
            </h3>
            {lists.footer.length === 0 ? <p>{t('editor.pages.navEmpty')}</p> : renderList('footer', lists.footer, [], `${id}-footer`)}
          </section>
          <form className="editor-form editor-nav__add" noValidate onSubmit={add} aria-labelledby={`${id}-add`}>
            <h3 id={`${id}-add`} className="editor-nav__heading">
              {t('editor.pages.navAdd')}
            </h3>
            <div className="editor-field">
              <label htmlFor={`${id}-add-page`} className="editor-field__label">
                {t('editor.pages.navPage')}
                <span className="editor-field__required"> {t('editor.required')}</span>
              </label>
              <select
                id={`${id}-add-page`}
                value={addPage}
                aria-required
                aria-invalid={addError ? true : undefined}
                aria-describedby={addError ? `${id}-add-page-error` : undefined}
                onChange={(event) => setAddPage(event.target.value)}
              >
                <option value="">{t('editor.pages.choosePage')}</option>
                {pages.map((option) => (
                  <option key={option.id} value={option.id}>
                    {`${option.title} (${option.path})`}
                  </option>
                ))}
              </select>
              {addError ? (
                <p id={`${id}-add-page-error`} className="editor-field__error">
                  {addError}
                </p>
              ) : null}
            </div>
            <div className="editor-field">
              <label htmlFor={`${id}-add-title`} className="editor-field__label">
                {t('editor.pages.navLabel')}
              </label>
              <input id={`${id}-add-title`} type="text" value={addTitle} aria-describedby={`${id}-add-title-help`} onChange={(event) => setAddTitle(event.target.value)} />
              <p id={`${id}-add-title-help`} className="editor-field__help">
                {t('editor.pages.navLabelHelp')}
              </p>
            </div>
            <div className="editor-field">
              <label htmlFor={`${id}-add-where`} className="editor-field__label">
                {t('editor.pages.navWhere')}
              </label>
              <select id={`${id}-add-where`} value={addWhere} onChange={(event) => setAddWhere(event.target.value)}>
                <option value="menu">{t('editor.pages.navMenuTop')}</option>
                {parents.map(({ entry, path }) => (
                  <option key={entry.key} value={entry.key}>
                    {`${'– '.repeat(path.length)}${t('editor.pages.navBelow', { title: entry.title })}`}
                  </option>
                ))}
                <option value="footer">{t('editor.pages.navFooter')}</option>
              </select>
            </div>
            <div className="editor-dialog__actions">
              <button type="submit" className="editor-form__button">
                {t('editor.pages.navAddButton')}
              </button>
            </div>
          </form>
        </div>
      ) : null}
      <div className="editor-dialog__actions editor-dialog__actions--spaced">
        <button type="button" className="editor-form__button editor-form__button--primary" aria-disabled={busy || !lists || undefined} onClick={() => void save()}>
          {t('editor.save')}
        </button>
        <button type="button" className="editor-form__button" onClick={() => ref.current?.close()}>
          {t('editor.cancel')}
        </button>
      </div>
    </dialog>
  );
}
