// The event finder (spec 000 §7 "event finder"; issue 12 part 4): events by words of their title
// and by date (Query.editorEvents: the site search's events, or the programme from a day on),
// listed with date and venue, the number found announced; the results are a keyboard-navigable
// list of buttons (moveInList). Choosing one hands over the event (its page's path).
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorPopupEventsDocument } from '../../generated/documents/EditorPopupEventsDocument';
import type { EditorPopupEventsQuery } from '../../generated/operations';
import { useEditorT } from '../useEditorT';
import { usePage } from '../../navigation/LocationContext';
import { enterList, moveInList } from './moveInList';

export type FoundEvent = EditorPopupEventsQuery['editorEvents'][number];

/** How long typing rests before the search runs. */
const SEARCH_DELAY_MS = 300;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function formatWhen(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

export function EventFinder({ onChoose }: { onChoose: (event: FoundEvent) => void }) {
  const t = useEditorT();
  const id = useId();
  const locale = usePage().locale;
  const [words, setWords] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [asked, setAsked] = useState({ words: '', from: '', to: '' });
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // Typing asks again after a pause; dates as soon as they are whole.
  useEffect(() => {
    const timer = setTimeout(
      () => setAsked({ words: words.trim(), from: DAY.test(from) ? from : '', to: DAY.test(to) ? to : '' }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [words, from, to]);

  const { data, loading, error } = useQuery(EditorPopupEventsDocument, {
    variables: {
      locale: toGraphQLLocale(locale),
      query: asked.words || null,
      from: asked.from || null,
      to: asked.to && asked.to >= (asked.from || asked.to) ? asked.to : null,
    },
    fetchPolicy: 'network-only',
  });
  const events = data?.editorEvents ?? [];

  return (
    <div className="editor-popup__finder">
      <form
        className="editor-popup__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked({ words: words.trim(), from: DAY.test(from) ? from : '', to: DAY.test(to) ? to : '' });
        }}
      >
        <div className="editor-field editor-popup__words">
          <label htmlFor={`${id}-words`} className="editor-field__label">
            {t('editor.popups.eventWords')}
          </label>
          <input
            ref={search}
            id={`${id}-words`}
            type="text"
            value={words}
            aria-describedby={`${id}-help`}
            onChange={(event) => setWords(event.target.value)}
            onKeyDown={(event) => enterList(event, list.current)}
          />
        </div>
        <div className="editor-field">
          <label htmlFor={`${id}-from`} className="editor-field__label">
            {t('editor.popups.eventFrom')}
          </label>
          <input id={`${id}-from`} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="editor-field">
          <label htmlFor={`${id}-to`} className="editor-field__label">
            {t('editor.popups.eventTo')}
          </label>
          <input id={`${id}-to`} type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
        </div>
        <button type="submit" className="editor-form__button">
          {t('editor.popups.search')}
        </button>
      </form>
      <p id={`${id}-help`} className="editor-field__help">
        {t('editor.popups.resultsHelp')}
      </p>
      <p className="editor-popup__status" role="status" aria-live="polite">
        {loading
          ? t('editor.popups.loading')
          : error
            ? t('editor.popups.loadFailed')
            : t('editor.popups.eventsCount', { count: events.length })}
      </p>
      <ul ref={list} className="editor-popup__results" aria-label={t('editor.popups.tabEvents')}>
        {events.map((hit) => (
          <li key={hit.id}>
            <button
              type="button"
              className="editor-popup__result"
              data-result
              onKeyDown={(event) => moveInList(event, list.current, search.current)}
              onClick={() => onChoose(hit)}
            >
              <span className="editor-popup__result-title">{hit.title}</span>
              <span className="editor-popup__result-meta">
                {formatWhen(hit.startsAt, locale)}
                {hit.venueName ? ` · ${hit.venueName}` : ''}
                {hit.roomName ? ` (${hit.roomName})` : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
