// spec 000 §8: notices with a reload button for no JavaScript, an unsupported browser, low
// bandwidth and weak hardware. The rules here are pure (tested in notices.test.ts); the browser
// reads its capabilities once after hydration (src/client/layout/SiteNotices.tsx).

export type NoticeKind = 'unsupportedBrowser' | 'lowBandwidth' | 'weakHardware';

/** What the browser tells about itself (each may be missing: the APIs are not everywhere). */
export interface BrowserCapabilities {
  /** `fetch`, which Apollo's link uses. */
  fetch: boolean;
  /** `IntersectionObserver`, which the infinite scroll and the sticky navigation use. */
  intersectionObserver: boolean;
  /** ES2022 built-ins the bundle may call (`Object.hasOwn`, `Array.prototype.at`, `structuredClone`). */
  es2022: boolean;
  /** Network Information API: 'slow-2g' | '2g' | '3g' | '4g'. */
  effectiveType?: string | undefined;
  /** The visitor asked for reduced data use. */
  saveData?: boolean | undefined;
  /** Logical processors. */
  hardwareConcurrency?: number | undefined;
  /** Device memory in GiB, rounded down to a power of two (Chromium only). */
  deviceMemory?: number | undefined;
}

/** Connections this slow make a page with pictures take tens of seconds. */
const SLOW_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g'];
/** Weak hardware: at most this many logical processors AND at most this much memory (GiB). */
const WEAK_HARDWARE_MAX_CORES = 2;
const WEAK_HARDWARE_MAX_MEMORY_GIB = 1;

/**
 * The notices to show, in this order. Weak hardware needs both numbers to be known and low: a
 * browser that hides its memory (Firefox, Safari) is never called weak on its cores alone.
 */
export function decideNotices(capabilities: BrowserCapabilities): NoticeKind[] {
  const notices: NoticeKind[] = [];
  if (!capabilities.fetch || !capabilities.intersectionObserver || !capabilities.es2022) notices.push('unsupportedBrowser');
  if (
    capabilities.saveData === true ||
    (capabilities.effectiveType !== undefined && SLOW_CONNECTION_TYPES.includes(capabilities.effectiveType))
  ) {
    notices.push('lowBandwidth');
  }
  const { hardwareConcurrency: cores, deviceMemory: memory } = capabilities;
  if (
    cores !== undefined &&
    memory !== undefined &&
    cores > 0 &&
    cores <= WEAK_HARDWARE_MAX_CORES &&
    memory <= WEAK_HARDWARE_MAX_MEMORY_GIB
  )
    notices.push('weakHardware');
  return notices;
}
