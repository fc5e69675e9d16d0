// The footer's fixed links (spec 001 §2 "Footer": GTC, Imprint, Privacy policy, Cookie settings,
// Whistleblower Protection Act).

/**
 * The external reporting channel under the Whistleblower Protection Act (HinSchG). PLACEHOLDER:
 * the federal external reporting office at the Federal Office of Justice; the orchestra replaces
 * it with its own reporting page (or its internal reporting office) before going live.
 */
export const WHISTLEBLOWER_REPORTING_URL = 'https://www.bundesjustizamt.de/DE/Themen/Buergerdienste/HinSchG/HinSchG_node.html';

/** The site's own routes among the fixed links, in their footer order. */
export const FOOTER_LEGAL_ROUTES = ['terms', 'imprint', 'privacy'] as const;

/** spec 000 §2: a link starting with a single / is the site's own; anything else opens in a new tab. */
export function isInternalHref(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
