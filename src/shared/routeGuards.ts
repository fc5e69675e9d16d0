// The route guards of spec 000 §4, run on every navigation (the server's first page and every
// client navigation) in the spec's order: page-header loading, redirect, locale. Pure: the caller
// fetches the redirect records and the current page's siblings, the guards only decide.
import { REDIRECT_STATUS } from './constants';
import { localeOfPath } from './routes';
import type { Locale } from './locales';

/** spec 000 §4: the guards every navigation runs, in this order. */
export const ROUTE_GUARDS = ['pageHeaderLoading', 'redirect', 'locale'] as const;
type RouteGuardName = (typeof ROUTE_GUARDS)[number];

export interface RedirectRecord {
  oldPath: string;
  newPath: string;
}

export interface GuardInput {
  pathname: string;
  search: string;
  /** The upstream's redirect records (spec 000 §3 "Redirect record"). */
  redirects: readonly RedirectRecord[];
  /** The paths of the current page's siblings (spec 000 §3 "Page" siblings); empty without a CMS page. */
  siblingPaths: readonly string[];
}

export type GuardDecision =
  { kind: 'continue'; pageHeaderLoading: boolean; locale: Locale | null } | { kind: 'redirect'; status: number; location: string };

/** An unknown guard name (spec 000 §8: 500 'Unknown middleware {name}'). */
export class RouteGuardError extends Error {
  readonly statusCode = 500;
  constructor(readonly guard: string) {
    super(`Unknown middleware ${guard}`);
    this.name = 'RouteGuardError';
  }
}

function isRouteGuard(name: string): name is RouteGuardName {
  return (ROUTE_GUARDS as readonly string[]).includes(name);
}

/** Runs the named guards in order; the first redirect ends the run. Throws RouteGuardError for an unknown name. */
export function runRouteGuards(names: readonly string[], input: GuardInput): GuardDecision {
  let pageHeaderLoading = false;
  let locale: Locale | null = null;
  for (const name of names) {
    if (!isRouteGuard(name)) throw new RouteGuardError(name);
    switch (name) {
      case 'pageHeaderLoading':
        // spec 000 §4: the page header shows its loading state unless the path is one of the sibling pages'.
        pageHeaderLoading = !input.siblingPaths.includes(input.pathname);
        break;
      case 'redirect': {
        // spec 000 §4: a record whose old_path equals the current path: 301 to its new_path.
        const record = input.redirects.find((candidate) => candidate.oldPath === input.pathname);
        if (record && isSafeSitePath(record.newPath) && record.newPath !== input.pathname) {
          return { kind: 'redirect', status: REDIRECT_STATUS, location: `${record.newPath}${input.search}` };
        }
        break;
      }
      case 'locale':
        // The language of the page follows its path prefix (spec 000 §2: no cookie is used).
        locale = localeOfPath(input.pathname);
        break;
    }
  }
  return { kind: 'continue', pageHeaderLoading, locale };
}

/**
 * A redirect target the site may send a visitor to: a path of this site, or an http(s) URL the
 * editors entered. Never a protocol-relative '//host' or a script URL.
 */
export function isSafeSitePath(target: string): boolean {
  if (target.startsWith('/')) return !target.startsWith('//') && !target.startsWith('/\\');
  return /^https?:\/\/[^\s/]+/i.test(target);
}
