// The programme list: day groups with teasers merged in, infinite scroll and the empty states
// of spec 001 §2 and §8. Suspends until the first page has arrived.
import { useEffect } from 'react';
import { useT } from '../../i18n';
import type { EventItemStyle } from '../../generated/operations';
import { formatDayHeading } from '../../../shared/dateFormats';
import { groupProgrammeByDay } from '../../../shared/groupProgrammeByDay';
import type { Locale } from '../../../shared/locales';
import { EventCard } from './EventCard';
import type { ProgrammeVariables } from './operations';
import { TeaserCard } from './TeaserCard';
import { useInfiniteScroll } from './useInfiniteScroll';
import { useProgrammeQuery } from './useProgrammeQuery';

export interface EventListProps {
  locale: Locale;
  variables: ProgrammeVariables;
  /** Bumped by 'Try again' so a failed load is fetched anew. */
  attempt: number;
  /** A room, type, tag, series or genre filter is set (teasers are hidden then, spec 001 §2). */
  filterActive: boolean;
  /** Any filter or a date other than today is chosen (the empty result then offers a reset). */
  selectionActive: boolean;
  onReset: () => void;
  /** spec 001 §2: how the items are drawn (the design settings' event style). */
  itemStyle: EventItemStyle;
  /** Called once the first page is shown, with the number of matching events. */
  onShown: (count: number) => void;
}

export function EventList({ locale, variables, attempt, filterActive, selectionActive, onReset, itemStyle, onShown }: EventListProps) {
  const t = useT();
  const { events, teasers, loadMore, loadingMore, loadMoreFailed } = useProgrammeQuery(variables, attempt);
  const { totalCount } = events;
  useEffect(() => onShown(totalCount), [onShown, totalCount]);
  const sentinel = useInfiniteScroll(events.hasNextPage && !loadingMore && !loadMoreFailed, () => void loadMore());

  if (events.items.length === 0) {
    return selectionActive ? (
      <div className="empty-result" role="status">
        <p className="empty-result__title">{t('events.emptyTitle')}</p>
        <p>{t('events.emptyHint')}</p>
        <button type="button" className="button" onClick={onReset}>
          {t('events.resetFilters')}
        </button>
      </div>
    ) : (
      <p className="no-event" role="status">
        {t('events.noEvent')}
      </p>
    );
  }

  const groups = groupProgrammeByDay(events.items, teasers, {
    fromDay: variables.from,
    hasNextPage: events.hasNextPage,
    filterActive,
  });
  // The first picture drawn (style2's events have none; its teasers do) is the page's LCP
  // element: asked for first, from the server's HTML (ResponsivePicture's `priority`).
  const firstPictured = groups
    .flatMap((group) => group.entries)
    .find((entry) => Boolean(entry.item.image) && (entry.kind === 'teaser' || itemStyle !== 'STYLE2'));

  return (
    <div className={`event-list event-list--${itemStyle.toLowerCase()}`} data-testid="event-list" data-item-style={itemStyle.toLowerCase()}>
      <p className="event-list__count">{t('events.resultCount', { count: events.totalCount })}</p>
      {groups.map((group) => (
        <section className="day-group" key={group.day} aria-labelledby={`day-${group.day}`}>
          <h2 className="day-group__heading" id={`day-${group.day}`}>
            {formatDayHeading(group.day, locale)}
          </h2>
          <ul className="day-group__entries">
            {group.entries.map((entry) => (
              <li key={`${entry.kind}-${entry.item.id}`} className={`day-group__entry day-group__entry--${entry.kind}`}>
                {entry.kind === 'event' ? (
                  <EventCard event={entry.item} locale={locale} itemStyle={itemStyle} priority={entry === firstPictured} />
                ) : (
                  <TeaserCard teaser={entry.item} itemStyle={itemStyle} priority={entry === firstPictured} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div ref={sentinel} className="event-list__sentinel" data-testid="event-list-sentinel" aria-hidden="true" />
      <div className="event-list__more" aria-live="polite">
        {loadingMore ? <p role="status">{t('events.loadingMore')}</p> : null}
        {loadMoreFailed ? (
          <p role="alert">
            {t('events.loadError')}{' '}
            <button type="button" className="button button--secondary" onClick={() => void loadMore()}>
              {t('events.retry')}
            </button>
          </p>
        ) : null}
        {events.hasNextPage && !loadMoreFailed ? (
          // The same action for keyboard and assistive technology users who do not scroll. It
          // stays while the next page loads (busy, not removed): a focused button that vanished
          // would drop the keyboard's place to the top of the document.
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={loadingMore}
            onClick={() => {
              if (!loadingMore) void loadMore();
            }}
          >
            {t('events.loadMore')}
          </button>
        ) : null}
        {!events.hasNextPage ? <p className="event-list__end">{t('events.allLoaded')}</p> : null}
      </div>
    </div>
  );
}
