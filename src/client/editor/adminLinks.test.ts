import { describe, expect, it } from 'vitest';
import { adminRecordOf, adminRecordUrl } from './adminLinks';

describe('adminRecordOf', () => {
  it.each([
    ['eventDetail', 'EVENT'],
    ['magazineArticle', 'ARTICLE'],
    ['venueDetail', 'VENUE'],
    ['ensembleDetail', 'PERSON'],
    ['productionDetail', 'PRODUCTION'],
    ['seriesDetail', 'SERIES'],
    ['form', 'FORM'],
  ] as const)('names the record a %s screen shows as %s', (name, entity) => {
    expect(adminRecordOf({ route: { name, params: { slug: 'x', id: '42' } } })).toEqual({ entity, id: '42' });
  });

  it('names none on other screens, without a route, or without a numeric id', () => {
    expect(adminRecordOf({ route: { name: 'events', params: {} } })).toBeNull();
    expect(adminRecordOf({ route: { name: 'cmsPage', params: { rest: 'ueber-uns' } } })).toBeNull();
    expect(adminRecordOf({ route: { name: 'magazineTag', params: { tag: 'x', id: '3' } } })).toBeNull();
    expect(adminRecordOf({ route: null })).toBeNull();
    expect(adminRecordOf({ route: { name: 'eventDetail', params: { slug: 'x' } } })).toBeNull();
    expect(adminRecordOf({ route: { name: 'eventDetail', params: { slug: 'x', id: '1/../2' } } })).toBeNull();
  });
});

describe('adminRecordUrl', () => {
  it('appends the id and a slash to the entity’s URL', () => {
    expect(adminRecordUrl('https://verwaltung.example/admin/events/', '17')).toBe('https://verwaltung.example/admin/events/17/');
    expect(adminRecordUrl('http://127.0.0.1:8000/cms/admin/persons', '3')).toBe('http://127.0.0.1:8000/cms/admin/persons/3/');
    expect(adminRecordUrl('https://verwaltung.example/admin/forms/?lang=de', '5')).toBe(
      'https://verwaltung.example/admin/forms/5/?lang=de',
    );
  });

  it('gives nothing for an address that is not http(s)', () => {
    expect(adminRecordUrl('javascript:alert(1)//', '1')).toBeNull();
    expect(adminRecordUrl('/admin/events/', '1')).toBeNull();
    expect(adminRecordUrl('', '1')).toBeNull();
  });
});
