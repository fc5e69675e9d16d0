// spec 000 §2 "Search": the site search is marked up as a site-search action whose target takes
// q: schema.org WebSite with a SearchAction (JSON-LD). schema.org's urlTemplate is an RFC 6570
// template, and its consumers resolve it as a full URL: it is absolute when the page's origin is
// known (from the request), else a path on this site.
import { BRAND } from '../../shared/constants';
import type { Locale } from '../../shared/locales';
import { pathFor } from '../../shared/routes';

const SEARCH_TERM_PLACEHOLDER = 'search_term_string';

export function searchActionJsonLd(locale: Locale, origin: string | undefined): Record<string, unknown> {
  const base = origin ?? '';
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: BRAND,
    url: `${base}${pathFor('home', locale)}`,
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base}${pathFor('search', locale)}?q={${SEARCH_TERM_PLACEHOLDER}}` },
      'query-input': `required name=${SEARCH_TERM_PLACEHOLDER}`,
    },
  };
}
