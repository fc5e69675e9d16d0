// The route table of spec 000 §2: every route of every page type (src/shared/pageTypes/), with its
// German and English path, matched in the order the page types are listed.
import { LOCALES, isLocale, type Locale } from './locales';
import type { RouteDefinition, RouteParams } from './pageTypes/pageType';
import { PAGE_TYPES, type RouteName } from './pageTypes/pageTypes';

export type { RouteName } from './pageTypes/pageTypes';
export type { RouteParams } from './pageTypes/pageType';

/** Order matters: the first match wins, the catch-all CMS page comes last (spec 000 §2). */
export const ROUTES: readonly (RouteDefinition & { name: RouteName })[] = PAGE_TYPES.flatMap<RouteDefinition & { name: RouteName }>(
  (type) => type.routes,
);

export interface RouteMatch {
  name: RouteName;
  locale: Locale;
  params: RouteParams;
}

interface CompiledPattern {
  name: RouteName;
  locale: Locale;
  regex: RegExp;
  keys: string[];
}

function compile(pattern: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').slice(1)) {
    if (segment === '*') {
      keys.push('rest');
      source += '/(.+)';
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      keys.push(key);
      const value = key === 'id' ? '(\\d+)' : '([^/]+)';
      source += optional ? `(?:/${value})?` : `/${value}`;
    } else {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
  }
  return { regex: new RegExp(`^${source}$`), keys };
}

const COMPILED: CompiledPattern[] = ROUTES.flatMap((route) =>
  LOCALES.map((locale) => ({ name: route.name, locale, ...compile(route.paths[locale]) })),
);

/** Finds the route for a path (no query, no trailing slash). Percent-encoded params are decoded. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const candidate of COMPILED) {
    const found = candidate.regex.exec(pathname);
    if (!found) continue;
    const params: RouteParams = {};
    let valid = true;
    candidate.keys.forEach((key, index) => {
      const raw = found[index + 1];
      if (raw === undefined) return;
      try {
        params[key] = decodeURIComponent(raw);
      } catch {
        valid = false;
      }
    });
    if (valid) return { name: candidate.name, locale: candidate.locale, params };
  }
  return null;
}

/** The locale a path belongs to (its first segment), or null outside the localised site. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/** Builds the path of a route in a locale; missing optional params are left out. */
export function pathFor(name: RouteName, locale: Locale, params: RouteParams = {}): string {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  const segments: string[] = [];
  for (const segment of route.paths[locale].split('/').slice(1)) {
    if (segment === '*') {
      const rest = params.rest;
      if (rest === undefined) throw new Error(`Route ${name} needs the rest of the path`);
      segments.push(rest.split('/').map(encodeURIComponent).join('/'));
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined) {
        if (optional) continue;
        throw new Error(`Route ${name} needs the parameter ${key}`);
      }
      segments.push(encodeURIComponent(value));
    } else {
      segments.push(segment);
    }
  }
  return `/${segments.join('/')}`;
}
