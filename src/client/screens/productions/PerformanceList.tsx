// Events as the programme's compact rows (style2), each under its day (the row names the time only): the
// performances of a production and the concerts of a subscription series.
import { berlinDayOf, formatDayHeading } from '../../../shared/dateFormats';
import type { Locale } from '../../../shared/locales';
import { EventCard } from '../events/EventCard';
import type { EventItemData } from '../events/operations';

export function PerformanceList({ events, locale }: { events: readonly EventItemData[]; locale: Locale }) {
  return (
    <ol className="performance-list">
      {events.map((event) => {
        const day = berlinDayOf(event.startsAt);
        return (
          <li key={event.id} className="performance-list__item">
            <p className="performance-list__day">
              <time dateTime={day}>{formatDayHeading(day, locale)}</time>
            </p>
            <EventCard event={event} locale={locale} itemStyle="STYLE2" />
          </li>
        );
      })}
    </ol>
  );
}
