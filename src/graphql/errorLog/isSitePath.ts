// spec 000 §8: only the 404s of this site are logged, never arbitrary addresses.

/** The upstream keeps at most 2000 characters (src/cms/README.md "Legal pages and error log"). */
export const MAX_REPORTED_URL = 2000;

/** A path of this site: one leading slash (not //host), no whitespace or control characters. */
export function isSitePath(url: string): boolean {
  return url.length <= MAX_REPORTED_URL && /^\/(?![/\\])[^\s\p{Cc}]*$/u.test(url);
}
