import { describe, expect, it } from 'vitest';
import { fromGraphQLLocale, toGraphQLLocale } from './graphqlLocale';
import { LOCALES } from './locales';

describe('GraphQL locale', () => {
  it('maps each site locale to its enum value and back', () => {
    expect(toGraphQLLocale('de')).toBe('DE');
    expect(toGraphQLLocale('en')).toBe('EN');
    expect(fromGraphQLLocale('DE')).toBe('de');
    expect(fromGraphQLLocale('EN')).toBe('en');
    for (const locale of LOCALES) expect(fromGraphQLLocale(toGraphQLLocale(locale))).toBe(locale);
  });
});
