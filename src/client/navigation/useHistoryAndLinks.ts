// The router's listeners on the window and the document: back and forward (popstate), the scroll
// position kept in the history entry, and clicks on links into the site, which become client
// navigations (spec 000 §2 "Navigation behaviour"; decideLinkClick says which).
import { useEffect } from 'react';
import { whenIdle } from '../whenIdle';
import { historyScrollY, rememberScroll } from './historyEntry';
import { decideLinkClick } from './linkTarget';
import type { Go, Navigate } from './navigationTypes';

/** How often (at most) the scroll position is written into the history entry. */
const SCROLL_MEMORY_MS = 150;

export function useHistoryAndLinks(go: Go, navigate: Navigate): void {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // The entry the server's page was loaded into carries no position yet. Written once the
    // browser is idle: reading scrollY here, in hydration's commit, would force a layout of the
    // whole streamed page inside that task (30 ms of a 57 ms task on the ensemble page; issue 20
    // item 5). A client navigation before then writes it itself (go → rememberScroll).
    const cancelFirstMemory = whenIdle(() => {
      if (historyScrollY(window.history.state) === null) rememberScroll();
    });

    const onPopState = (event: PopStateEvent) => {
      const restore = historyScrollY(event.state) ?? 0;
      void go(window.location.href, { fromHistory: true, restoreScrollY: restore });
    };
    let scrollTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (scrollTimer !== undefined) return;
      scrollTimer = setTimeout(() => {
        scrollTimer = undefined;
        rememberScroll();
      }, SCROLL_MEMORY_MS);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor) return;
      const decision = decideLinkClick(
        {
          rawHref: anchor.getAttribute('href'),
          target: anchor.getAttribute('target'),
          download: anchor.hasAttribute('download'),
          forceReload: anchor.hasAttribute('data-reload'),
          button: event.button,
          modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
          defaultPrevented: event.defaultPrevented,
        },
        window.location.origin,
      );
      if (decision.kind === 'browser') return;
      event.preventDefault();
      if (decision.kind === 'hash') navigate(`${window.location.pathname}${window.location.search}${decision.hash}`);
      else navigate(decision.href);
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onClick);
    return () => {
      cancelFirstMemory();
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onClick);
      clearTimeout(scrollTimer);
    };
  }, [go, navigate]);
}
