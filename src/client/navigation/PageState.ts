// What the page shows now: decided by the server for the first page and by the browser for every
// client navigation after it (src/shared/resolvePage.ts decides both).
import type { Locale } from '../../shared/locales';
import type { PageKind } from '../../shared/pageKinds';
import { pathFor, type RouteName } from '../../shared/routes';

export interface PageState {
  locale: Locale;
  page: PageKind;
  status: number;
  /** The route that matched, when one did (for the language switch, canonical and hreflang). */
  route: { name: RouteName; params: Record<string, string> } | null;
  pathname: string;
  search: string;
  /** spec 000 §3 site state, §4: the shared page header shows its loading state. */
  pageHeaderLoading: boolean;
  /**
   * What the document head names when the page's data decides it (the title of the event, page or
   * article shown), known before the page renders; with the page's path in each language it
   * exists in (the language switch, hreflang) when that is not the same route in each.
   */
  head?: PageHead | undefined;
}

export interface PageHead {
  title: string;
  description: string;
  alternates?: readonly { locale: Locale; path: string }[] | undefined;
  /** A CMS landing page: parts of the header are hidden (spec 000 §2). */
  landing?: boolean | undefined;
  /** Open Graph and Twitter card data (CMS pages). */
  social?: { title: string; description: string | null; image: string | null; type: string } | null | undefined;
}

/** The head of a page that shows one thing (src/shared/targetRoutes.ts), from what its lookup found. */
export function headOf(target: {
  title: string;
  description: string | null;
  alternates: PageHead['alternates'];
  isLandingPage?: boolean | undefined;
  social?: PageHead['social'];
}): PageHead {
  const head: PageHead = { title: target.title, description: target.description ?? target.title, alternates: target.alternates };
  if (target.isLandingPage) head.landing = true;
  if (target.social)
    head.social = {
      title: target.social.title,
      description: target.social.description,
      image: target.social.image,
      type: target.social.type,
    };
  return head;
}

/**
 * The same page in `locale` (the language switch, hreflang): the path its lookup found for that
 * language, else the same route with the same parameters; null when it does not exist there.
 */
export function pathInLocale(page: PageState, locale: Locale): string | null {
  if (page.head?.alternates) return page.head.alternates.find((url) => url.locale === locale)?.path ?? null;
  return page.route ? pathFor(page.route.name, locale, page.route.params) : null;
}
