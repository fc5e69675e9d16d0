// A list of search hits: title (a link to the hit's page), what it is, an event's day and time
// (spec 000 §7; formatted in Berlin, 'Uhr' in German, spec 000 §9), and its text. An event that
// is over is marked so: the upstream ranks it below the coming ones, and the mark says why.
import { useId } from 'react';
import { assertUnreachable } from '../../../shared/assertUnreachable';
import { berlinDayOf, formatDayHeading, formatTime, toBerlinIso } from '../../../shared/dateFormats';
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
  const listId = useId();
  return (
    <ol className="search-hits" start={start}>
      {hits.map((hit) => {
        // The gateway decides it (its clock, as for an event's status): no second clock here.
        const pastId = hit.isPast ? `${listId}-past-${hit.kind}-${hit.id}` : undefined;
        return (
          <li className={hit.isPast ? 'search-hit search-hit--past' : 'search-hit'} key={`${hit.kind}-${hit.id}`}>
            <h3 className="search-hit__title">
              {/* The mark is read with the link too, for those who go from link to link. */}
              <a href={hit.url} aria-describedby={pastId}>
                {hit.title}
              </a>
            </h3>
            <p className="search-hit__meta">
              <span className="search-hit__kind">{kindLabel(hit.kind, t)}</span>
              {pastId ? (
                <span className="badge search-hit__past" id={pastId}>
                  {t('search.past')}
                </span>
              ) : null}
              {hit.startsAt ? (
                <time className="search-hit__when" dateTime={toBerlinIso(hit.startsAt)}>
                  {t('search.eventWhen', {
                    day: formatDayHeading(berlinDayOf(hit.startsAt), locale),
                    time: formatTime(hit.startsAt, locale),
                  })}
                </time>
              ) : null}
            </p>
            {hit.text ? <p className="search-hit__text">{hit.text}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
