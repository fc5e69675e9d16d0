// Where a date's 'Add to calendar' file is (src/server/eventCalendarRoute.ts serves it).
import type { Locale } from '../locales';
import { pathFor } from '../routes';

export const CALENDAR_FILE = 'calendar.ics';

export function eventCalendarPath(locale: Locale, slug: string, id: string): string {
  return `${pathFor('eventDetail', locale, { slug, id })}/${CALENDAR_FILE}`;
}
