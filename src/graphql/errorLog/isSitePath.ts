// spec 000 §8: only the 404s of this site are logged, never arbitrary addresses.
import { MAX_REPORTED_URL } from '../../shared/constants';

/** A path of this site: one leading slash (not //host), no whitespace or control characters. */
export function isSitePath(url: string): boolean {
  return url.length <= MAX_REPORTED_URL && /^\/(?![/\\])[^\s\p{Cc}]*$/u.test(url);
}
