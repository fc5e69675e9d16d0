// A list of search hits: title (a link to the hit's page), what it is, an event's day and time
// (spec 000 §7; formatted in Berlin, 'Uhr' in German, spec 000 §9), and its text.
import { assertUnreachable } from '../../../shared/assertUnreachable';
import { berlinDayOf, formatDayHeading, formatTime, toBerlinIso } from '../../../shared/intlDates';
import type { Locale } from '../../../shared/locales';
import type { SearchKind, SearchResultsQuery } from '../../generated/operations';
import { useT, type Translate } from '../../i18n';

export type SearchHitData = SearchResultsQuery['searchEvents']['items'][number];

function kindLabel(kind: SearchKind, t: Translate): string {
  switch (kind) {
    case 'EVENT':
      return t('search.kind.event');
    case 'PRODUCTION':
      return t('search.kind.production');
    case 'ARTICLE':
      return t('search.kind.article');
    case 'PERSON':
      return t('search.kind.person');
    case 'VENUE':
      return t('search.kind.venue');
    case 'PAGE':
      return t('search.kind.page');
    default:
      return assertUnreachable(kind);
  }
}

export function SearchHitList({ hits, locale, start }: { hits: readonly SearchHitData[]; locale: Locale; start: number }) {
  const t = useT();
  return (
    <ol className="search-hits" start={start}>
      {hits.map((hit) => (
        <li className="search-hit" key={`${hit.kind}-${hit.id}`}>
          <h3 className="search-hit__title">
            <a href={hit.url}>{hit.title}</a>
          </h3>
          <p className="search-hit__meta">
            <span className="search-hit__kind">{kindLabel(hit.kind, t)}</span>
            {hit.startsAt ? (
              <time className="search-hit__when" dateTime={toBerlinIso(hit.startsAt)}>
                {t('search.eventWhen', { day: formatDayHeading(berlinDayOf(hit.startsAt), locale), time: formatTime(hit.startsAt, locale) })}
              </time>
            ) : null}
          </p>
          {hit.text ? <p className="search-hit__text">{hit.text}</p> : null}
        </li>
      ))}
    </ol>
  );
}
