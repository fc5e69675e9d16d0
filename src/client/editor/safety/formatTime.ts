// A moment of this session for the editor's safety texts: the time of day, Europe/Berlin (spec 000 §9).
export function formatTime(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(
    new Date(ms),
  );
}
