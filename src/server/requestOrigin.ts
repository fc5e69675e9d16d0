// The origin a visitor used for this page (scheme and host), for absolute URLs in the page's
// markup (the site-search action, spec 000 §2). The Host header is the client's to choose: only
// a plain host name or IP literal with an optional port is taken; anything else gives none.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function requestOrigin(protocol: string, host: string | undefined): string | undefined {
  if (protocol !== 'http' && protocol !== 'https') return undefined;
  if (!host || host.length > 255 || !HOST.test(host)) return undefined;
  return `${protocol}://${host.toLowerCase()}`;
}
