// The opened booking panel into view (spec 001 §4): on opening the focus goes into the panel and,
// after 100 ms, the panel scrolls into view when it overflows the room between the sticky header
// and the bars at the bottom, checked again until the panel's content has arrived
// (followPanelIntoView.ts, a chunk that comes with the panel's, on the first opening or intent).
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { WIDGET_SCROLL_DELAY_MS } from '../../shared/booking';
import type { PanelFollower } from './followPanelIntoView';

export const loadFollower = () => import('./followPanelIntoView');

/** Follows the panel while `open`; the answer is what the panel calls once its content is shown. */
export function usePanelFollower(open: boolean, panelRef: RefObject<HTMLElement | null>): () => void {
  // Whether the panel has shown its content (it keeps it after closing), and the following of
  // the panel into view while it is open.
  const contentShownRef = useRef(false);
  const followerRef = useRef<PanelFollower | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    const panel = panelRef.current;
    if (!panel) return undefined;
    panel.focus({ preventScroll: true });
    const openedAt = performance.now();
    let follower: PanelFollower | null = null;
    let stopped = false;
    loadFollower().then(
      ({ followPanelIntoView }) => {
        if (stopped) return;
        // The spec's 100 ms count from the opening, not from the arrival of this code.
        follower = followPanelIntoView(
          panel,
          Math.max(0, WIDGET_SCROLL_DELAY_MS - (performance.now() - openedAt)),
          contentShownRef.current,
        );
        followerRef.current = follower;
      },
      () => {
        // Without it the panel opens where it is; the visitor scrolls.
      },
    );
    return () => {
      stopped = true;
      follower?.stop();
      followerRef.current = null;
    };
  }, [open, panelRef]);

  return useCallback(() => {
    contentShownRef.current = true;
    followerRef.current?.contentShown();
  }, []);
}
