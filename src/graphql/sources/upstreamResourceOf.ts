// The name an upstream call is counted under in the metrics (GatewayObserver.upstreamCall): the
// endpoint's area, never an id or a slug, so the number of names stays that of the endpoints the
// sources call. `/de/api/events/123/` is `api/events`, `/en/pageeditor-api/page/about/team/` is
// `pageeditor-api/page`, `/pageeditor-api/settings` is `pageeditor-api/settings`.

/** An endpoint's name as the sources spell them (lower case and hyphens); digits would be ids. */
const NAME = /^[a-z][a-z-]{0,39}$/;
/** The upstream's API roots: the endpoint is the segment after them. */
const API_ROOTS: ReadonlySet<string> = new Set(['api', 'pageeditor-api']);
const LOCALES: ReadonlySet<string> = new Set(['de', 'en']);

export function upstreamResourceOf(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments[0] !== undefined && LOCALES.has(segments[0])) segments.shift();
  const [root, endpoint] = segments;
  if (root === undefined || !NAME.test(root)) return 'other';
  if (!API_ROOTS.has(root)) return root;
  return endpoint !== undefined && NAME.test(endpoint) ? `${root}/${endpoint}` : root;
}
