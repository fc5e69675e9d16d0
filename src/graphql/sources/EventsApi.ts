// The events area of the upstream: programme, teasers and filter options (spec 001 §7).
import type { Locale } from '../../shared/locales';
import {
  calendarPayload,
  eventPagePayload,
  filterOptionsPayload,
  teasersPayload,
  type EventPagePayload,
  type FilterOptionPayload,
  type TeaserPayload,
} from './payloads';
import { eventDetailPagePayload, type EventDetailPagePayload } from './eventDetailPayloads';
import { UpstreamError } from './UpstreamError';
import type { UpstreamHttp } from './UpstreamHttp';

export type FilterOptionKind = 'room' | 'type' | 'tag' | 'series' | 'genre';

/** spec 001 §7: the option list behind each filter key. */
const OPTION_PATHS: Record<FilterOptionKind, string> = {
  room: 'api/rooms/',
  type: 'api/exhibition-types/',
  tag: 'api/event-tags/',
  series: 'api/series/',
  genre: 'api/genres/',
};

export interface EventListQuery {
  locale: Locale;
  room?: string | undefined;
  type?: string | undefined;
  tag?: string | undefined;
  series?: string | undefined;
  genre?: string | undefined;
  /** YYYY-MM-DD */
  date?: string | undefined;
  page: number;
  pageSize: number;
}

/** spec 001 §7: the filter keys and the first day, as the events and calendar calls take them. */
function filterParams(query: Omit<EventListQuery, 'page' | 'pageSize'>) {
  return { room: query.room, type: query.type, tag: query.tag, series: query.series, genre: query.genre, date: query.date };
}

export class EventsApi {
  constructor(private readonly http: UpstreamHttp) {}

  async events(query: EventListQuery): Promise<EventPagePayload> {
    const path = `/${query.locale}/api/events/`;
    return this.http.getDecoded(eventPagePayload, path, { ...filterParams(query), page: query.page, page_size: query.pageSize });
  }

  /**
   * One event with its seat groups, prices and timeslots and its detail page's content (the dates
   * of its programme, works, contributors, …); null when the upstream knows no such event.
   */
  async event(id: string, locale: Locale): Promise<EventDetailPagePayload | null> {
    const path = `/${locale}/api/events/${encodeURIComponent(id)}/`;
    try {
      return await this.http.getDecoded(eventDetailPagePayload, path);
    } catch (error) {
      if (error instanceof UpstreamError && error.failure === 'not_found') return null;
      throw error;
    }
  }

  /**
   * The same detail read live, never from the shared cache: the seats and timeslots the booking
   * widget offers and the cart checks must not be older than the last add to cart in any process.
   */
  async eventLive(id: string, locale: Locale): Promise<EventDetailPagePayload | null> {
    const path = `/${locale}/api/events/${encodeURIComponent(id)}/`;
    try {
      return await this.http.getDecoded(eventDetailPagePayload, path, {}, { live: true });
    } catch (error) {
      if (error instanceof UpstreamError && error.failure === 'not_found') return null;
      throw error;
    }
  }

  /** spec 001 §7: the days from `date` on that have events matching the filter. */
  async calendar(query: Omit<EventListQuery, 'page' | 'pageSize'>): Promise<string[]> {
    const path = `/${query.locale}/api/calendar/`;
    return this.http.getDecoded(calendarPayload, path, filterParams(query));
  }

  async teasers(locale: Locale): Promise<TeaserPayload[]> {
    const path = `/${locale}/api/teasers/`;
    return this.http.getDecoded(teasersPayload, path);
  }

  async filterOptions(kind: FilterOptionKind, locale: Locale): Promise<FilterOptionPayload[]> {
    const path = `/${locale}/${OPTION_PATHS[kind]}`;
    return this.http.getDecoded(filterOptionsPayload, path);
  }
}
