import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { isTargetRouteName } from '../targetRoutes';
import { pageTypeOfKind, pageTypeOfRoute } from './pageTypeOf';
import { PAGE_TYPES } from './pageTypes';

describe('the list of page types', () => {
  it('names every route and every screen once', () => {
    const routeNames = ROUTES.map((route) => route.name);
    expect(new Set(routeNames).size).toBe(routeNames.length);
    const kinds = PAGE_TYPES.map((type) => type.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('keeps the catch-all route of the CMS pages last, so that no other route is shadowed by it', () => {
    const catchAll = ROUTES.filter((route) => Object.values(route.paths).some((path) => path.endsWith('/*')));
    expect(catchAll.map((route) => route.name)).toEqual(['cmsPage']);
    expect(ROUTES.at(-1)?.name).toBe('cmsPage');
  });

  it('finds a page type by its routes and by its screen', () => {
    expect(pageTypeOfRoute('magazineTag').kind).toBe('magazine');
    expect(pageTypeOfRoute('imprint').kind).toBe('legal');
    expect(pageTypeOfRoute('home').kind).toBe('cmsPage');
    expect(pageTypeOfKind('userProfile')?.needsLogin).toBe(true);
    // The pages outside the route table have no page type.
    expect(pageTypeOfKind('webshopCart')).toBeUndefined();
  });

  it('looks up the thing of detail routes before their page is decided, and of no list', () => {
    expect(isTargetRouteName('eventDetail')).toBe(true);
    expect(isTargetRouteName('magazineCategory')).toBe(true);
    expect(isTargetRouteName('terms')).toBe(true);
    expect(isTargetRouteName('events')).toBe(false);
    expect(isTargetRouteName('magazine')).toBe(false);
    expect(isTargetRouteName('search')).toBe(false);
  });
});
