// Which clicks on links become client navigations (spec 000 §2 "Navigation behaviour"): a link
// starting with / is internal, any other is external; hash links scroll within the page. Pure,
// so the rule is tested without a browser.
import { localeOfPath } from '../../shared/routes';
import { isShopPath } from '../../shared/shopPaths';

export interface LinkClick {
  /** The raw `href` attribute as the author wrote it. */
  rawHref: string | null;
  /** The link's `target` attribute. */
  target: string | null;
  download: boolean;
  /** `data-reload` on the link: always a document load. */
  forceReload: boolean;
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
}

export type LinkDecision = { kind: 'browser' } | { kind: 'navigate'; href: string } | { kind: 'hash'; hash: string };

/**
 * Paths the app renders: everything under a language prefix, and the webshop's paths (spec 000
 * §2, src/shared/shopPaths.ts). /graphql, /media and the upstream's own /shop pages are not.
 */
export function isAppPath(pathname: string): boolean {
  return localeOfPath(pathname) !== null || isShopPath(pathname);
}

/** Decides what a click on a link does; `origin` is the page's own origin. */
export function decideLinkClick(click: LinkClick, origin: string): LinkDecision {
  const { rawHref } = click;
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download || click.forceReload) return { kind: 'browser' };
  if (click.target && click.target !== '_self') return { kind: 'browser' };
  if (!rawHref) return { kind: 'browser' };
  if (rawHref.startsWith('#')) return rawHref.length > 1 ? { kind: 'hash', hash: rawHref } : { kind: 'browser' };
  // spec 000 §2: a link starting with / is internal ('//host' is another site).
  if (!rawHref.startsWith('/') || rawHref.startsWith('//') || rawHref.startsWith('/\\')) return { kind: 'browser' };
  let url: URL;
  try {
    url = new URL(rawHref, origin);
  } catch {
    return { kind: 'browser' };
  }
  if (url.origin !== origin || !isAppPath(url.pathname)) return { kind: 'browser' };
  return { kind: 'navigate', href: `${url.pathname}${url.search}${url.hash}` };
}
