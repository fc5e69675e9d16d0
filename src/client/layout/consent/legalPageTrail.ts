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

function readStored(): string | null | undefined {
  try {
    return window.sessionStorage.getItem(LAST_PAGE_KEY);
  } catch {
    return undefined; // Storage refused (privacy settings): memory only.
  }
}

function store(kind: PageKind): void {
  try {
    window.sessionStorage.setItem(LAST_PAGE_KEY, kind);
  } catch {
    // Storage refused: memory only.
  }
}

/**
 * Records the page shown now; coming from a legal page to another page marks it left.
 *
 * `trailMatters`: the visitor's answer is one the rule asks the trail for (a 'no' to tracking,
 * src/shared/consent.ts). A tab's first use of sessionStorage waits for the browser to hand its
 * storage over (20 ms on a desktop, far more on a phone, issue 20), so storage is touched only
 * where it decides something: on a legal page (the next page of the tab, loaded or not, must know
 * it came from one), on leaving one within the page, and wherever the trail matters. Without an
 * answer the banner shows anyway, and with tracking allowed it never comes back; an answer given
 * later brings the stored trail up to date (storeCurrentPage), so nothing older than it counts then.
 */
export function recordPage(onLegalPage: boolean, trailMatters: boolean): void {
  const current: PageKind = onLegalPage ? 'legal' : 'other';
  let previous: string | null | undefined = lastInMemory;
  const leaving = previous === 'legal' && !onLegalPage;
  if (onLegalPage || leaving || trailMatters) {
    // A page loaded as a document starts without memory: the tab's storage says where it came from.
    previous = readStored() ?? previous;
    store(current);
  }
  lastInMemory = current;
  // Once marked, it stays until the visitor answers (clearLeftLegalPage).
  if (previous === 'legal' && current === 'other') setLeftLegalPage(true);
}

/** The visitor answered: leaving the legal page has been asked about. */
export function clearLeftLegalPage(): void {
  setLeftLegalPage(false);
}

/**
 * An answer was saved (consentStore.ts): the stored trail is brought up to the page shown now, so
 * that no page before the answer counts on a later load, whichever answer it was.
 */
export function storeCurrentPage(): void {
  if (lastInMemory !== null) store(lastInMemory);
}

export function hasLeftLegalPage(): boolean {
  return leftLegalPage;
}

export function subscribeToLegalPageTrail(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
