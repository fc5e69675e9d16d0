// spec 000 §3 site state "headerOpen", spec 001 §4 "Top alert": while the header is open (the
// mobile menu), the top alert is hidden without storing its cookie, and it returns when the
// header closes. A small store the header writes and the alert reads; on the server it is closed.
import { useEffect, useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isOpen = (): boolean => open;
const closedOnServer = (): boolean => false;

/** The header reports whether it is open now (and closed when it goes away). */
export function useReportHeaderOpen(nowOpen: boolean): void {
  useEffect(() => {
    open = nowOpen;
    for (const listener of listeners) listener();
    return () => {
      open = false;
      for (const listener of listeners) listener();
    };
  }, [nowOpen]);
}

/** Whether the header is open. */
export function useHeaderOpen(): boolean {
  return useSyncExternalStore(subscribe, isOpen, closedOnServer);
}
