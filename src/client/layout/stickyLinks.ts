// The extra sticky links of the sticky navigation (spec 001 §4 "Sticky nav", §9; spec 000 §3
// site state "sticky list"): a screen names them (a CMS page's sticky link modules, its sticky
// hero button and sticky anchor list) while it is shown; the sticky navigation lists them once
// the visitor has scrolled past half the window height. The server renders none.
import { useEffect, useSyncExternalStore } from 'react';

export interface StickyLink {
  /** Stable key (the module's id). */
  key: string;
  text: string;
  url: string;
}

let current: readonly StickyLink[] = [];
const listeners = new Set<() => void>();

function publish(links: readonly StickyLink[]): void {
  current = links;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: readonly StickyLink[] = [];

/** The sticky links of the page shown (none on the server and while hydrating). */
export function useStickyLinks(): readonly StickyLink[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => NONE,
  );
}

/** Offers `links` while the calling screen is shown; `signature` changes when they do. */
export function useOfferStickyLinks(links: readonly StickyLink[]): void {
  const signature = links.map((link) => `${link.key}\u0000${link.text}\u0000${link.url}`).join('\u0001');
  useEffect(() => {
    if (signature === '') return undefined;
    publish(links);
    return () => publish(NONE);
    // The links are read when their signature changes, not on every render's new array.
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- signature stands for links
  }, [signature]);
}
