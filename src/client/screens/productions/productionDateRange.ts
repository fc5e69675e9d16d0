// The date range of a production on its card (spec 001 §2 "Productions"): one day, or first to last.
import { berlinDayOf, formatShortDate } from '../../../shared/dateFormats';
import type { Locale } from '../../../shared/locales';

export function productionDateRange(
  startsAt: string | null | undefined,
  endsAt: string | null | undefined,
  locale: Locale,
): { from: string; to: string | null } | null {
  if (!startsAt) return null;
  const first = berlinDayOf(startsAt);
  const last = endsAt ? berlinDayOf(endsAt) : first;
  return { from: formatShortDate(first, locale), to: last === first ? null : formatShortDate(last, locale) };
}
