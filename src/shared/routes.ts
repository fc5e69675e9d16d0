// The route table of spec 000 §2: every screen, with its German and English path.
// A route whose screen is not built yet still belongs here (links and the language switch
// can be computed for it); the server answers 404 for it until its screen exists.
import { LOCALES, isLocale, type Locale } from './locales';

export type RouteName =
  | 'home'
  | 'events'
  | 'eventDetail'
  | 'productions'
  | 'productionDetail'
  | 'seriesDetail'
  | 'magazine'
  | 'magazineTags'
  | 'magazineTag'
  | 'magazineCategory'
  | 'magazineArticle'
  | 'ensemble'
  | 'ensembleDetail'
  | 'venueDetail'
  | 'form'
  | 'search'
  | 'terms'
  | 'privacy'
  | 'imprint'
  | 'userProfile'
  | 'userSettings'
  | 'login'
  | 'watchlist'
  | 'notFound'
  | 'cmsPage';

export interface RouteDefinition {
  name: RouteName;
  /** Path patterns per locale: `:name` is a segment, `:name?` an optional one, `:id` digits only, `*` the rest. */
  paths: Record<Locale, string>;
}

/** Order matters: the first match wins, the catch-all CMS page comes last (spec 000 §2). */
export const ROUTES: readonly RouteDefinition[] = [
  { name: 'home', paths: { de: '/de', en: '/en' } },
  { name: 'events', paths: { de: '/de/konzerte', en: '/en/concerts' } },
  { name: 'eventDetail', paths: { de: '/de/konzerte/:slug/:id', en: '/en/concerts/:slug/:id' } },
  { name: 'productions', paths: { de: '/de/productions', en: '/en/productions' } },
  { name: 'productionDetail', paths: { de: '/de/productions/:slug/:id', en: '/en/productions/:slug/:id' } },
  { name: 'seriesDetail', paths: { de: '/de/abonnements/:slug/:id', en: '/en/subscriptions/:slug/:id' } },
  { name: 'magazine', paths: { de: '/de/orchesterleben', en: '/en/magazine' } },
  { name: 'magazineTags', paths: { de: '/de/orchesterleben/tags', en: '/en/magazine/tags' } },
  { name: 'magazineTag', paths: { de: '/de/orchesterleben/tags/:tag/:id', en: '/en/magazine/tags/:tag/:id' } },
  {
    name: 'magazineCategory',
    paths: { de: '/de/orchesterleben/categories/:category/:id', en: '/en/magazine/categories/:category/:id' },
  },
  { name: 'magazineArticle', paths: { de: '/de/orchesterleben/:slug/:id', en: '/en/magazine/:slug/:id' } },
  { name: 'ensemble', paths: { de: '/de/orchestermitglieder', en: '/en/musicians' } },
  { name: 'ensembleDetail', paths: { de: '/de/orchestermitglieder/:slug/:id', en: '/en/musicians/:slug/:id' } },
  { name: 'venueDetail', paths: { de: '/de/venues/:slug/:id', en: '/en/venues/:slug/:id' } },
  { name: 'form', paths: { de: '/de/forms/:slug/:id', en: '/en/forms/:slug/:id' } },
  { name: 'search', paths: { de: '/de/search/:category?/:page?', en: '/en/search/:category?/:page?' } },
  { name: 'terms', paths: { de: '/de/agb', en: '/en/agb' } },
  { name: 'privacy', paths: { de: '/de/datenschutz', en: '/en/datenschutz' } },
  { name: 'imprint', paths: { de: '/de/impressum', en: '/en/impressum' } },
  // spec 000 §2: /{lang}/user/profile with the localised bases /profil | /profile-en.
  { name: 'userProfile', paths: { de: '/de/user/profil', en: '/en/user/profile-en' } },
  { name: 'userSettings', paths: { de: '/de/user/einstellungen', en: '/en/user/settings' } },
  // Not in the spec's table: the visitor's login, where the header's My Account and the user pages lead.
  { name: 'login', paths: { de: '/de/user/anmelden', en: '/en/user/login' } },
  // Issue 10: the header's Favorites, a watchlist kept in the visitor's browser.
  { name: 'watchlist', paths: { de: '/de/merkliste', en: '/en/watchlist' } },
  { name: 'notFound', paths: { de: '/de/404', en: '/en/404' } },
  { name: 'cmsPage', paths: { de: '/de/*', en: '/en/*' } },
];

/** Screens that exist today; every other route answers 404 until its screen is built. */
export const BUILT_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'cmsPage',
  'events',
  'eventDetail',
  'productions',
  'productionDetail',
  'seriesDetail',
  'ensemble',
  'ensembleDetail',
  'venueDetail',
  'magazine',
  'magazineTags',
  'magazineTag',
  'magazineCategory',
  'magazineArticle',
  'search',
  'terms',
  'privacy',
  'imprint',
  'watchlist',
  'form',
  'userProfile',
  'userSettings',
  'login',
  'notFound',
]);

export type RouteParams = Record<string, string>;

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
