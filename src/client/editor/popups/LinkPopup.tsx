// The link picker (spec 000 §7 "Admin popups exist for link"; issue 12 part 4): three tabs (WAI-ARIA
// tabs, arrow keys between them): the site's pages, found by their title in German or English
// (Query.editorPages in both languages), the events (the event finder), and an external address
// (https by default, javascript: and data: refused: externalLink). Choosing fills the link field
// with a path of the edited page's language, or the address.
import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../../shared/locales';
import { EditorPopupPagesDocument } from '../../generated/documents/EditorPopupPagesDocument';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import { EventFinder } from './EventFinder';
import { externalLink } from './externalLink';
import { enterList, moveInList } from './moveInList';
import { PopupDialog } from './PopupDialog';

const TABS = ['pages', 'events', 'external'] as const;
type Tab = (typeof TABS)[number];

interface PageEntry {
  id: string;
  titles: Partial<Record<Locale, string>>;
  /** The path in the edited page's language, else in the other one. */
  path: string;
  isOnline: boolean;
}

/** Lower case without accents, so `uber` finds 'Über uns'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function PagesTab({ onChoose }: { onChoose: (path: string) => void }) {
  const t = useEditorT();
  const id = useId();
  const locale = usePage().locale;
  const [words, setWords] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // no-cache: the two languages' lists hold the same pages (same id and type), which a normalised
  // cache would merge into one, the titles of one language overwriting the other's.
  const { data, loading, error } = useQuery(EditorPopupPagesDocument, { fetchPolicy: 'no-cache' });

  const pages = useMemo(() => {
    const byId = new Map<string, PageEntry>();
    for (const language of [locale, locale === 'de' ? 'en' : 'de'] as const) {
      for (const page of data?.[language] ?? []) {
        const entry = byId.get(page.id) ?? { id: page.id, titles: {}, path: page.path, isOnline: page.isOnline };
        entry.titles[language] = page.title;
        byId.set(page.id, entry);
      }
    }
    return [...byId.values()];
  }, [data, locale]);
  const wanted = fold(words.trim());
  const found = wanted === '' ? pages : pages.filter((page) => Object.values(page.titles).some((title) => fold(title).includes(wanted)));

  return (
    <>
      <div className="editor-field">
        <label htmlFor={`${id}-search`} className="editor-field__label">
          {t('editor.popups.searchPages')}
        </label>
        <input
          ref={search}
          id={`${id}-search`}
          type="text"
          value={words}
          aria-describedby={`${id}-help`}
          onChange={(event) => setWords(event.target.value)}
          onKeyDown={(event) => enterList(event, list.current)}
        />
        <p id={`${id}-help`} className="editor-field__help">
          {t('editor.popups.resultsHelp')}
        </p>
      </div>
      <p className="editor-popup__status" role="status" aria-live="polite">
        {loading
          ? t('editor.popups.loading')
          : error
            ? t('editor.popups.loadFailed')
            : t('editor.popups.pagesCount', { count: found.length })}
      </p>
      <ul ref={list} className="editor-popup__results" aria-label={t('editor.popups.tabPages')}>
        {found.map((page) => (
          <li key={page.id}>
            <button
              type="button"
              className="editor-popup__result"
              data-result
              onKeyDown={(event) => moveInList(event, list.current, search.current)}
              onClick={() => onChoose(page.path)}
            >
              <span className="editor-popup__result-title">
                {page.titles.de ? <span lang="de">{page.titles.de}</span> : null}
                {page.titles.de && page.titles.en ? ' / ' : null}
                {page.titles.en ? <span lang="en">{page.titles.en}</span> : null}
              </span>
              <span className="editor-popup__result-meta">
                {page.path}
                {page.isOnline ? '' : ` · ${t('editor.popups.offline')}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function ExternalTab({ initial, onChoose }: { initial: string; onChoose: (url: string) => void }) {
  const t = useEditorT();
  const id = useId();
  const [text, setText] = useState(/^https?:/i.test(initial) ? initial : '');
  const [problem, setProblem] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      className="editor-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const url = externalLink(text);
        if (url === null) {
          setProblem(true);
          input.current?.focus();
          return;
        }
        onChoose(url);
      }}
    >
      <div className="editor-field">
        <label htmlFor={`${id}-url`} className="editor-field__label">
          {t('editor.popups.externalUrl')}
        </label>
        <input
          ref={input}
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={text}
          aria-invalid={problem || undefined}
          aria-describedby={`${problem ? `${id}-error ` : ''}${id}-help`}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(false);
          }}
        />
        {problem ? (
          <p id={`${id}-error`} className="editor-field__error">
            {t('editor.popups.externalInvalid')}
          </p>
        ) : null}
        <p id={`${id}-help`} className="editor-field__help">
          {t('editor.popups.externalHelp')}
        </p>
      </div>
      <div className="editor-dialog__actions">
        <button type="submit" className="editor-form__button editor-form__button--primary">
          {t('editor.popups.useLink')}
        </button>
      </div>
    </form>
  );
}

export function LinkPopup({ value, onChoose, onClose }: { value: string; onChoose: (link: string) => void; onClose: () => void }) {
  const t = useEditorT();
  const id = useId();
  const [tab, setTab] = useState<Tab>(/^https?:/i.test(value) ? 'external' : 'pages');
  const tabList = useRef<HTMLDivElement>(null);
  const labels: Record<Tab, string> = {
    pages: t('editor.popups.tabPages'),
    events: t('editor.popups.tabEvents'),
    external: t('editor.popups.tabExternal'),
  };

  // The arrow keys, Home and End go from the tab that has the focus (WAI-ARIA tabs with automatic
  // activation). Every tab is always rendered, so the focus moves at once, before the next key
  // press: moved a frame later, a quick Tab would reach the panel and then be pulled back.
  const onTabKey = (event: KeyboardEvent, from: Tab) => {
    const index = TABS.indexOf(from);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabList.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-tab-${next}`)}`)?.focus();
  };

  return (
    <PopupDialog title={t('editor.popups.linkTitle')} onClose={onClose} initialFocus='[role="tab"][aria-selected="true"]'>
      {(close) => {
        const choose = (link: string) => {
          onChoose(link);
          close();
        };
        return (
          <>
            <div ref={tabList} role="tablist" aria-label={t('editor.popups.tabs')} className="editor-popup__tabs">
              {TABS.map((name) => (
                <button
                  key={name}
                  id={`${id}-tab-${name}`}
                  type="button"
                  role="tab"
                  className="editor-popup__tab"
                  aria-selected={tab === name}
                  aria-controls={tab === name ? `${id}-panel-${name}` : undefined}
                  tabIndex={tab === name ? 0 : -1}
                  onKeyDown={(event) => onTabKey(event, name)}
                  onClick={() => setTab(name)}
                >
                  {labels[name]}
                </button>
              ))}
            </div>
            <div id={`${id}-panel-${tab}`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="editor-popup__panel">
              {tab === 'pages' ? (
                <PagesTab onChoose={choose} />
              ) : tab === 'events' ? (
                <EventFinder onChoose={(event) => choose(event.path)} />
              ) : (
                <ExternalTab initial={value} onChoose={choose} />
              )}
            </div>
          </>
        );
      }}
    </PopupDialog>
  );
}
