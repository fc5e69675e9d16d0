// An external address typed into the link picker (spec 000 §1: links default to https; issue 12:
// no javascript: or data: URLs): the address to store, or null when it is not a web address.
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function externalLink(input: string): string | null {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return null;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  // No scheme (or a host with a port, `example.org:8080`): https is the default.
  const candidate = scheme === undefined || /^[a-z0-9.-]+:\d+/i.test(text) ? `https://${text.replace(/^\/\//, '')}` : text;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$|^localhost$/i.test(url.hostname)) return null;
  return url.toString();
}
