// Calendar days as the URLs and forms carry them (spec 000 §5, spec 001 §2): DD-MM-YYYY checked
// and turned into YYYY-MM-DD and back. No time zone and no names: the router and the filters'
// URL rules (eventQuery.ts, productionQuery.ts, validation.ts) load with the first page, and
// this is all they need of dates (dateFormats.ts writes dates for the screens).

/** Whether `year` is a leap year of the proleptic Gregorian calendar (year 0 included). */
function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** The days of a month (1 to 12) of the Gregorian calendar, for any year: Date.UTC would read 0-99 as 1900-1999. */
function daysInMonthOf(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** A calendar day YYYY-MM-DD as numbers, or null unless it names a real day (years 0000 to 9999). */
export function calendarParts(isoDay: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonthOf(year, month) ? { year, month, day } : null;
}

/**
 * spec 000 §5: a date string in DD-MM-YYYY must be two digits, two digits, four digits and a
 * valid date. spec 001 §2: the URL carries it day first, reversed internally to YYYY-MM-DD.
 * Every day of a four-digit year starts at a Berlin midnight that exists (the clocks change at
 * 02:00 and 03:00), so validity is the Gregorian calendar's alone.
 */
export function dmyToIso(value: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  return calendarParts(iso) ? iso : null;
}

export function isoToDmy(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}-${month}-${year}`;
}
