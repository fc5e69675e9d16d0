// The top alert's dismissal (spec 001 §4 "Top alert", §9 cookies): the first breaking-news item
// is shown once loaded unless the visitor closed that very alert; closing stores its id.

/** spec 001 §9: the alert dismissal cookie. */
export const TOP_ALERT_COOKIE = 'top-alert-noeku';

/** How long a dismissal is kept (the spec names none): a year, like a consent choice. */
export const TOP_ALERT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * spec 001 §4: shown if no dismissal cookie exists, or if the cookie holds a numeric id different
 * from the current alert's id (so a new alert shows again). Any other value keeps it hidden.
 */
export function decideTopAlertShown(cookieValue: string | undefined, alertId: string): boolean {
  if (cookieValue === undefined) return true;
  return /^\d+$/.test(cookieValue) && cookieValue !== alertId;
}

/** The value of cookie `name` in a `document.cookie` string, undecoded; undefined when absent. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
