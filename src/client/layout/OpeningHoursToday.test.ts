import { describe, expect, it } from 'vitest';
import { createI18n } from '../../shared/i18n/createI18n';
import type { Locale } from '../../shared/locales';
import { minutesOf, type MinuteRange } from '../../shared/openingHours';
import type { Translate } from '../i18n';
import { labelText } from './OpeningHoursToday';

function translate(locale: Locale): Translate {
  const t = createI18n(locale).getFixedT(locale);
  return (key, values) => (values ? t(key, values) : t(key));
}

const minute = (clock: string) => minutesOf(clock) ?? -1;
const range = (from: string, to: string): MinuteRange => ({ from: minute(from), to: minute(to) });

describe('the opening-hours label’s words (spec 001 §4, §5)', () => {
  it('puts "Uhr" after German times and nothing after English ones', () => {
    expect(labelText({ kind: 'openFrom', from: minute('09:30') }, translate('de'))).toBe('Geöffnet ab 09:30 Uhr');
    expect(labelText({ kind: 'openFrom', from: minute('09:30') }, translate('en'))).toBe('Open from 09:30');
    expect(labelText({ kind: 'openUntil', to: minute('18:00') }, translate('de'))).toBe('Geöffnet bis 18:00 Uhr');
    expect(labelText({ kind: 'openUntil', to: minute('18:00') }, translate('en'))).toBe('Open until 18:00');
  });

  it('lists several ranges with ":00" dropped, "Uhr" once at the end', () => {
    const label = { kind: 'openRanges', ranges: [range('10:00', '13:00'), range('15:00', '19:30')] } as const;
    expect(labelText(label, translate('de'))).toBe('Geöffnet 10–13, 15–19:30 Uhr');
    expect(labelText(label, translate('en'))).toBe('Open 10–13, 15–19:30');
  });

  it('says closed', () => {
    expect(labelText({ kind: 'closed', text: null, linkUrl: null }, translate('de'))).toBe('Geschlossen');
    expect(labelText({ kind: 'closed', text: null, linkUrl: null }, translate('en'))).toBe('Closed');
  });
});
