// What POST page/{id}/schedule/ takes (src/cms/README.md "Scheduled page changes"; issue 22 item
// 7): the action, online or offline (spec 000 §3 "Page" is_online), and the instant it is due, an
// ISO 8601 date and time with its UTC offset (README "Dates and times"; a time without one would
// mean a different instant in every time zone). The instant must lie ahead of the upstream's clock
// (the one the scheduler follows) and at most MAX_AHEAD_YEARS after it. Pure: the route passes
// the body and "now".
import { DateTime } from 'luxon';

const SCHEDULE_ACTIONS = ['online', 'offline'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** Further ahead than this is a typo (year 2062 for 2026), not a plan. */
const MAX_AHEAD_YEARS = 5;

export const SCHEDULE_MESSAGES = {
  required: 'This field is required!',
  action: `Select one of: ${SCHEDULE_ACTIONS.join(', ')}.`,
  dueFormat: 'Enter a valid date and time with its UTC offset, e.g. 2026-12-01T10:00:00+01:00.',
  duePast: 'The time must be in the future.',
  dueTooFar: `The time must be at most ${MAX_AHEAD_YEARS} years ahead.`,
  unknownField: 'Unknown field.',
} as const;

/** Date, time (seconds and up to microseconds optional) and Z or a UTC offset the world uses (±14:00 at most). */
const DUE_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-](?:0\d|1[0-4]):[0-5]\d)$/;

interface ScheduleRequest {
  action: ScheduleAction;
  dueAt: Date;
}

export type ScheduleParse = { ok: true; value: ScheduleRequest } | { ok: false; errors: Record<string, string[]> };

export function isScheduleAction(value: unknown): value is ScheduleAction {
  return typeof value === 'string' && (SCHEDULE_ACTIONS as readonly string[]).includes(value);
}

/**
 * An instant written as DUE_AT describes it, to the whole second (the API writes instants without
 * fractions, README "Dates and times"), or undefined (2026-02-30, 25:00, +24:00 and the like).
 */
export function parseDueAt(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !DUE_AT.test(value)) return undefined;
  const parsed = DateTime.fromISO(value, { setZone: true });
  return parsed.isValid ? new Date(Math.floor(parsed.toMillis() / 1000) * 1000) : undefined;
}

/** The body's action and due time, or every problem by field. */
export function parseScheduleBody(body: Record<string, unknown>, now: Date): ScheduleParse {
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(body)) if (key !== 'action' && key !== 'due_at') errors[key] = [SCHEDULE_MESSAGES.unknownField];

  const action = body.action;
  if (action === undefined || action === null || action === '') errors.action = [SCHEDULE_MESSAGES.required];
  else if (!isScheduleAction(action)) errors.action = [SCHEDULE_MESSAGES.action];

  const rawDue = body.due_at;
  let dueAt: Date | undefined;
  if (rawDue === undefined || rawDue === null || rawDue === '') errors.due_at = [SCHEDULE_MESSAGES.required];
  else {
    dueAt = parseDueAt(rawDue);
    if (!dueAt) errors.due_at = [SCHEDULE_MESSAGES.dueFormat];
    else if (dueAt.getTime() <= now.getTime()) errors.due_at = [SCHEDULE_MESSAGES.duePast];
    else if (dueAt.getTime() > DateTime.fromJSDate(now).plus({ years: MAX_AHEAD_YEARS }).toMillis())
      errors.due_at = [SCHEDULE_MESSAGES.dueTooFar];
  }

  if (Object.keys(errors).length > 0 || !dueAt || !isScheduleAction(action)) return { ok: false, errors };
  return { ok: true, value: { action, dueAt } };
}
