// The events screen while its chunk and first data load on a client navigation (spec 000 §2
// "Loading placeholders": event list): the page header's place and the list's skeleton.
import { EventListSkeleton } from './EventListSkeleton';

export function EventsPlaceholder() {
  return (
    <div className="events-screen">
      <div className="page-header" aria-hidden="true">
        <div className="skeleton skeleton--title" />
      </div>
      <div className="filter-bar filter-bar--loading" aria-hidden="true" />
      <EventListSkeleton />
    </div>
  );
}
