// spec 000 §8, §9: a code chunk that fails to load reloads the page, at most once per minute, so
// a visitor holding a page of an older release gets the new one, and a chunk that is really
// gone cannot make the page reload forever. The last reload's time lives in the tab's storage.
import { CHUNK_RELOAD_GUARD_MS } from '../../shared/constants';

export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** Whether a reload is allowed now; records the reload when it is. */
export function claimChunkReload(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, now: number): boolean {
  // Without storage the guard cannot hold across the reload: refuse rather than risk a loop.
  if (!storage) return false;
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // Storage refused (private mode, blocked cookies): decide as if nothing was recorded.
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS && now >= last) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  return true;
}

/** The tab's session storage, or undefined where it is not available. */
export function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
