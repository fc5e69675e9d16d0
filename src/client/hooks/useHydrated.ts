// false on the server and while hydrating, true right after: for what only the browser may
// know (the visitor's cookies and account), so hydration renders exactly what the server sent.
import { useSyncExternalStore } from 'react';

const NEVER_CHANGES = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(NEVER_CHANGES, inBrowser, onServer);
}
