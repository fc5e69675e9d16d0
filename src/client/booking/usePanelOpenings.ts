// The booking panel across openings (spec 001 §4, §9): every opening after the first reads the
// event again (live availability); 250 ms after closing, `onClosed` resets what the panel shows.
import { useEffect, useRef } from 'react';
import { WIDGET_CLOSE_DELAY_MS } from '../../shared/booking';

export function usePanelOpenings(open: boolean, refetch: () => Promise<unknown>, onClosed: () => void): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    const reopened = open && !wasOpen.current;
    wasOpen.current = open;
    if (open) {
      if (reopened) void refetch().catch(() => undefined);
      return undefined;
    }
    const timer = window.setTimeout(onClosed, WIDGET_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, refetch, onClosed]);
}
