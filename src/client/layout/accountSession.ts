// Whether this page has seen the visitor log in. The account item of the top navigation asks who
// the visitor is only when there is someone to ask about: the request had a session cookie
// (BootData.visitor.session), or a login form of this page succeeded since (the editor hub logs in
// without loading another document). Without either, the visitor is not logged in, and the item
// is the login link, rendered by the server like the rest of the header (TopNavigation.tsx).
import { useSyncExternalStore } from 'react';

let signedIn = false;
const listeners = new Set<() => void>();

/** A login of this page succeeded (LoginForm.tsx). */
export function markSignedIn(): void {
  if (signedIn) return;
  signedIn = true;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const current = () => signedIn;
const notOnServer = () => false;

export function useSignedInHere(): boolean {
  return useSyncExternalStore(subscribe, current, notOnServer);
}
