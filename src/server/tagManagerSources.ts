// Where the tag manager's measurement goes once a visitor allows tracking (spec 000 §4; Google's
// guide "Use Tag Manager with a Content Security Policy", Google Analytics 4 section). The visitor
// may answer on any page without a reload, so the site's CSP allows these hosts on every page;
// ConsentManager (src/client/layout/consent) is what keeps the tag manager away until consent.
// script-src is not widened: gtm.js and the scripts it adds run by the page's nonce.
export const TAG_MANAGER_IMG_SOURCES: readonly string[] = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
export const TAG_MANAGER_CONNECT_SOURCES: readonly string[] = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
