// When a date of an event is (its day in lines, its time) and where it moved from: the parts the
// event page's and the production page's date lists share.
import { toBerlinIso } from '../../../shared/dateFormats';
import { formatDetailTime, formatWithPattern } from '../../../shared/eventDetail/detailFormats';
import type { Locale } from '../../../shared/locales';
import { useT } from '../../i18n';
import type { DetailFormats, EventDate } from './eventDate';

export interface DateTexts {
  /** The day in lines, as the date format lays it out. */
  day: string[];
  time: string;
  /** Day and time in one line, for the list item's name. */
  spoken: string;
}

export function dateTextsOf(startsAt: string, formats: Pick<DetailFormats, 'dateFormat' | 'timeFormat'>, locale: Locale): DateTexts {
  const day = formatWithPattern(startsAt, formats.dateFormat, locale);
  const time = formatDetailTime(startsAt, formats.timeFormat, locale);
  return { day, time, spoken: `${day.join(' ')}, ${time}` };
}

export function EventDateWhen({ startsAt, texts }: { startsAt: string; texts: DateTexts }) {
  return (
    <div className="event-date__when">
      <time dateTime={toBerlinIso(startsAt)} className="event-date__day">
        {texts.day.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </time>
      <span className="event-date__time">{texts.time}</span>
    </div>
  );
}

/** A rescheduled date says the day it was first planned for. */
export function MovedFrom({ date, locale }: { date: Pick<EventDate, 'status' | 'previousStartsAt'>; locale: Locale }) {
  const t = useT();
  if (date.status !== 'RESCHEDULED' || !date.previousStartsAt) return null;
  return (
    <p className="event-date__moved">
      {t('eventDetail.previousDate', { date: formatWithPattern(date.previousStartsAt, 'D.MM.YYYY', locale).join(' ') })}
    </p>
  );
}
