// The names of days and months as German and British English dates write them in the site's
// Intl (ICU/CLDR), written out so that the server and every browser write the same text (a
// browser with older locale data would otherwise differ from the server's render at hydration)
// and no Intl formatter is built during a page's load (berlinClock.ts says why);
// berlinClock.test.ts compares them with the runtime's Intl.
import type { Locale } from './locales';

interface CalendarNames {
  /** Sunday first. */
  weekdays: readonly string[];
  /** Sunday first, as a date writes them in short ('Do.', 'Thu'). */
  weekdaysShort: readonly string[];
  months: readonly string[];
  /** As a date with its day writes them in short ('Okt.', 'März', 'Sept'). */
  monthsShort: readonly string[];
}

export const CALENDAR_NAMES: Record<Locale, CalendarNames> = {
  de: {
    weekdays: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
    weekdaysShort: ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'],
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    monthsShort: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  },
  en: {
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  },
};
