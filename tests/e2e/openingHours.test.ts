// The header's opening hours for today (spec 001 §4) in a real Chromium, in both languages: after
// hydration the label follows the browser's clock, with the day's hours the gateway gives.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/http';
import { browserSuite } from '../support/browserSuite';

const suite = browserSuite();

interface Range {
  timeFrom: string | null;
  timeTo: string | null;
  closed: boolean;
}

let ranges: Range[] = [];

beforeAll(async () => {
  const answer = await graphql(suite.web.url, '{ openingHoursToday(locale: DE) { effectiveRanges { timeFrom timeTo closed } } }');
  ranges = (answer.json.data as { openingHoursToday: { effectiveRanges: Range[] } }).openingHoursToday.effectiveRanges;
});

/** Today's date in Berlin (the day the server answers for). */
function berlinToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}

/** The label a visitor sees at `clock` (Berlin wall time, today) on `path`. */
async function labelAt(path: string, clock: string, locale: 'de-DE' | 'en-GB'): Promise<string> {
  const context = await suite.browser.newContext({ locale, timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The browser's clock is set; the server renders with the real one, hydration takes that over.
  await page.clock.install({ time: new Date(`${berlinToday()}T${clock}:00${berlinOffset()}`) });
  await page.goto(`${suite.web.url}${path}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  // The label follows the browser's clock once its part has hydrated, which may come after the
  // page's first hydration (it streams in): let the faked clock run until it has.
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  const state = page.locator('.opening-hours__state');
  await expect
    .poll(async () => {
      await page.clock.runFor(250);
      return state.getAttribute('data-minute');
    })
    .toBe(String(hours * 60 + minutes));
  const text = (await state.textContent()) ?? '';
  expect(errors).toEqual([]);
  await context.close();
  return text;
}

/** Berlin's offset from UTC today, as '+01:00' or '+02:00'. */
function berlinOffset(): string {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return (name ?? 'GMT+01:00').slice(3);
}

const open = () => ranges.filter((range) => !range.closed && range.timeFrom && range.timeTo);
const hhmm = (time: string | null) => (time ?? '').slice(0, 5);

describe('opening hours in the header', () => {
  it('say when the house opens before it opens, with "Uhr" in German and without in English', async () => {
    const first = open()[0];
    const german = await labelAt('/de/konzerte', '00:05', 'de-DE');
    const english = await labelAt('/en/concerts', '00:05', 'en-GB');
    if (!first) {
      expect(german).toBe('Geschlossen');
      expect(english).toBe('Closed');
      return;
    }
    expect(german).toBe(`Geöffnet ab ${hhmm(first.timeFrom)} Uhr`);
    expect(english).toBe(`Open from ${hhmm(first.timeFrom)}`);
  });

  it('say closed after the last range has ended', async () => {
    expect(await labelAt('/de/konzerte', '23:59', 'de-DE')).toBe('Geschlossen');
    expect(await labelAt('/en/concerts', '23:59', 'en-GB')).toBe('Closed');
  });

  it('say until when, or all ranges, while open', async () => {
    const spans = open();
    const first = spans[0];
    // A day without hours (Sundays in the seed) is closed at midday too.
    if (!first) {
      expect(await labelAt('/de/konzerte', '12:00', 'de-DE')).toBe('Geschlossen');
      return;
    }
    const inside = hhmm(first.timeFrom);
    const german = await labelAt('/de/konzerte', inside, 'de-DE');
    if (spans.length === 1) expect(german).toBe(`Geöffnet bis ${hhmm(first.timeTo)} Uhr`);
    else expect(german).toMatch(/^Geöffnet \d{2}(:\d{2})?–\d{2}(:\d{2})?(, \d{2}(:\d{2})?–\d{2}(:\d{2})?)+ Uhr$/);
  });
});
