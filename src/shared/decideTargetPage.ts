// A page that shows one thing, once the thing is known (spec 000 §2, §4, §9): nothing there is the
// 404 page; a path other than the thing's own in the page's language (an old or wrong slug)
// answers 301 to it, the query kept; anything else renders. Pure: the server decides the first
// page with it before any byte, the router every client navigation (which replaces the URL).
import { REDIRECT_STATUS } from './constants';

export type TargetPageDecision = { kind: 'render' } | { kind: 'notFound' } | { kind: 'redirect'; status: number; location: string };

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function decideTargetPage(pathname: string, search: string, target: { canonicalPath: string } | null): TargetPageDecision {
  if (!target) return { kind: 'notFound' };
  // Compared decoded: a browser may spell the same slug with other percent-escapes.
  if (decoded(pathname) === decoded(target.canonicalPath)) return { kind: 'render' };
  return { kind: 'redirect', status: REDIRECT_STATUS, location: `${target.canonicalPath}${search}` };
}
