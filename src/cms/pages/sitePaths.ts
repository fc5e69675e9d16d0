// What the editor accepts as a link target (README "Page editor": navigation, redirects, deleting
// a page): a path of this site with its language prefix, or an https URL. Never `javascript:`,
// `data:`, a protocol-relative `//host`, or anything with quotes, angle brackets or spaces, so a
// stored value stays inert wherever it is written out.
import { LOCALES, type Locale } from '../../shared/locales';

const SEGMENT = '[A-Za-z0-9._~%+-]+';
const SITE_PATH = new RegExp(`^/(${LOCALES.join('|')})(?:/${SEGMENT})*$`);
const HTTPS_URL =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?(?:\/[A-Za-z0-9._~%!$&'()*+,;=:@/-]*)?(?:\?[A-Za-z0-9._~%!$&()*+,;=:@/?-]*)?(?:#[A-Za-z0-9._~%!$&()*+,;=:@/?-]*)?$/i;
const MAX_URL_LENGTH = 500;

/** The language of a site path (`/de`, `/de/...`), or undefined when it is none. */
export function sitePathLocale(value: string): Locale | undefined {
  if (value.length > MAX_URL_LENGTH) return undefined;
  const match = SITE_PATH.exec(value);
  if (!match || value.includes('//') || /(^|\/)\.\.?(\/|$)/.test(value)) return undefined;
  return match[1] as Locale;
}

export function isHttpsUrl(value: string): boolean {
  return value.length <= MAX_URL_LENGTH && HTTPS_URL.test(value) && !/["'<>\s`\\]/.test(value);
}

export const SITE_PATH_MESSAGE = 'Enter a path of this site starting with /de or /en.';
export const LANG_PATH_MESSAGE = (lang: Locale): string => `Enter a path of this site starting with /${lang}.`;
export const LINK_MESSAGE = (lang: Locale): string => `Enter a path of this site starting with /${lang}, or an https:// URL.`;
