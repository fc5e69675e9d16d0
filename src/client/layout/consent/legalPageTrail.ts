// spec 000 §4: the banner shows again "on leaving a legal page". A visitor leaves one by a full
// page load as well as by a client navigation, so the kind of the last page this tab showed is
// kept in sessionStorage (not a cookie: it never reaches the server, and it serves nothing but
// this rule of the consent itself). Without storage (blocked), the tab's memory does.
//
// A small external store: recordPage() runs in an effect for each page shown, and the banner
// reads hasLeftLegalPage() with useSyncExternalStore. Only the browser writes it.
const LAST_PAGE_KEY = 'consent-last-page';
type PageKind = 'legal' | 'other';

let lastInMemory: PageKind | null = null;
let leftLegalPage = false;
const listeners = new Set<() => void>();

function setLeftLegalPage(value: boolean): void {
  if (leftLegalPage === value) return;
  leftLegalPage = value;
  for (const listener of listeners) listener();
}

/** Records the page shown now; coming from a legal page to another page marks it left. */
export function recordPage(onLegalPage: boolean): void {
  const current: PageKind = onLegalPage ? 'legal' : 'other';
  let previous: string | null = lastInMemory;
  try {
    previous = window.sessionStorage.getItem(LAST_PAGE_KEY);
    window.sessionStorage.setItem(LAST_PAGE_KEY, current);
  } catch {
    // Storage refused (privacy settings): memory only.
  }
  lastInMemory = current;
  // Once marked, it stays until the visitor answers (clearLeftLegalPage).
  if (previous === 'legal' && current === 'other') setLeftLegalPage(true);
}

/** The visitor answered: leaving the legal page has been asked about. */
export function clearLeftLegalPage(): void {
  setLeftLegalPage(false);
}

export function hasLeftLegalPage(): boolean {
  return leftLegalPage;
}

export function subscribeToLegalPageTrail(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
