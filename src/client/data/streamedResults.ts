// How the results a server render used reach the browser's store: each one an inline script in
// the HTML stream (written before the Suspense boundary that used it is revealed), pushing
// `[key, result]` onto a global array. Scripts that run before the entry has loaded leave their
// pair in the array; the entry takes them all and then takes each new one as it is pushed.
import { escapeJsonForScript, serializeForScript } from '../../shared/serializeForScript';
import type { QueryResult, QueryStore } from './QueryStore';

const GLOBAL = '__pageData';

interface Pushable {
  push(pair: [string, QueryResult]): unknown;
}

/** The script's text for one result; `resultJson` is the result's JSON (possibly remembered text, shared/knownJson). */
export function streamedResultScript(key: string, resultJson: string): string {
  return `(self.${GLOBAL}=self.${GLOBAL}||[]).push([${serializeForScript(key)},${escapeJsonForScript(resultJson)}])`;
}

/** Fills the store with what the page's scripts pushed so far, and with every later push. */
export function receiveStreamedResults(store: QueryStore, scope: Record<string, unknown> = globalThis): void {
  const pushed = scope[GLOBAL];
  if (Array.isArray(pushed)) for (const [key, result] of pushed as [string, QueryResult][]) store.set(key, result, true);
  const receiver: Pushable = {
    push: ([key, result]) => store.set(key, result, true),
  };
  scope[GLOBAL] = receiver;
}
