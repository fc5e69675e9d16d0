// The schedule dialog's form as a pure model (issue 22 item 7): what to do (online or offline)
// and when, a day and a time on Berlin's wall clock (spec 000 §9: Europe/Berlin), checked before
// anything is sent; the gateway's messages by argument back onto the form's fields.
import { berlinFieldsOf, berlinInstantOf, berlinIsoOf, nextFullHour } from '../../../shared/editor/scheduleTime';
import type { ScheduledPageAction } from '../../generated/operations';

export interface ScheduleFormValues {
  action: ScheduledPageAction;
  /** YYYY-MM-DD, as a date input gives it. */
  day: string;
  /** HH:MM, as a time input gives it. */
  time: string;
}

/** `when`: the day and time together (in the past, skipped by the clocks, refused by the upstream). */
export type ScheduleField = 'action' | 'day' | 'time' | 'when';
export type ScheduleViolation = 'required' | 'dayInvalid' | 'timeInvalid' | 'past' | 'skipped';

/** The order the fields are shown in: the first with a problem takes the focus. */
export const SCHEDULE_FIELD_ORDER: readonly ScheduleField[] = ['action', 'day', 'time', 'when'];

/** What the form offers first: the opposite of the page's state, at the next full hour. */
export function initialScheduleForm(now: Date, pageOnline: boolean | undefined): ScheduleFormValues {
  return { action: pageOnline ? 'OFFLINE' : 'ONLINE', ...berlinFieldsOf(nextFullHour(now)) };
}

export type ScheduleCheck = { ok: true; dueAt: string } | { ok: false; problems: [ScheduleField, ScheduleViolation][] };

/** The form's own checks; `now` is the browser's clock (the upstream checks again with its own). */
export function checkScheduleForm(values: ScheduleFormValues, now: Date): ScheduleCheck {
  const problems: [ScheduleField, ScheduleViolation][] = [];
  const day = values.day.trim();
  const time = values.time.trim();
  if (day === '') problems.push(['day', 'required']);
  else if (berlinInstantOf(day, '00:00').kind === 'invalid') problems.push(['day', 'dayInvalid']);
  if (time === '') problems.push(['time', 'required']);
  else if (berlinInstantOf('2001-01-01', time).kind === 'invalid') problems.push(['time', 'timeInvalid']);
  if (problems.length > 0) return { ok: false, problems };
  const when = berlinInstantOf(day, time);
  if (when.kind === 'skipped') return { ok: false, problems: [['when', 'skipped']] };
  if (when.kind !== 'instant') return { ok: false, problems: [['day', 'dayInvalid']] };
  if (when.instant.getTime() <= now.getTime()) return { ok: false, problems: [['when', 'past']] };
  return { ok: true, dueAt: berlinIsoOf(when.instant) };
}

/** The gateway's messages by argument (fieldErrors): dueAt and action on their fields, the rest for the form. */
export function scheduleFieldErrors(fieldErrors: Record<string, string[]>): {
  byField: Partial<Record<ScheduleField, string>>;
  rest: string[];
} {
  const byField: Partial<Record<ScheduleField, string>> = {};
  const rest: string[] = [];
  for (const [argument, messages] of Object.entries(fieldErrors)) {
    const field: ScheduleField | undefined = argument === 'dueAt' ? 'when' : argument === 'action' ? 'action' : undefined;
    if (field) byField[field] = messages.join(' ');
    else rest.push(...messages);
  }
  return { byField, rest };
}
