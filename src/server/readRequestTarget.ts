// The path and query of a page request, read without trusting the request line: a target a
// URL parser would read as another host ('//evil.com', '/\\evil.com'), one with a backslash in
// its path, or one whose path escapes cannot be decoded is refused (a 400 page, never a throw).

export interface RequestTarget {
  /** As a WHATWG URL parser normalises it (dot segments resolved, unsafe characters escaped). */
  pathname: string;
  /** '' or '?…', as the URL parser writes it. */
  search: string;
}

const BASE = 'http://site.invalid';

export function readRequestTarget(target: string): RequestTarget | null {
  const queryStart = target.indexOf('?');
  const rawPath = queryStart >= 0 ? target.slice(0, queryStart) : target;
  // Browsers read a backslash as a slash: '/\evil.com' is '//evil.com', another host.
  if (!rawPath.startsWith('/') || rawPath.startsWith('//') || rawPath.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  return { pathname: url.pathname, search: url.search };
}
