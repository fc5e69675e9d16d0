import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';
import { de, en } from './resources';

function entries(value: object, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, child]): [string, string][] =>
    typeof child === 'string' ? [[`${prefix}${key}`, child]] : entries(child as object, `${prefix}${key}.`),
  );
}
const keys = (value: object) => entries(value).map(([key]) => key);

describe('translations', () => {
  it('have the same keys in German and English and no empty text', () => {
    expect(keys(en).sort()).toEqual(keys(de).sort());
    for (const [key, text] of [...entries(de), ...entries(en)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('keep instances independent per request', () => {
    const german = createI18n('de');
    const english = createI18n('en');
    expect(german.t('nav.events')).toBe('Konzerte');
    expect(english.t('nav.events')).toBe('Concerts');
    expect(english.t('events.resultCount', { count: 1 })).toBe('1 event');
    expect(german.t('events.resultCount', { count: 3 })).toBe('3 Veranstaltungen');
  });
});
