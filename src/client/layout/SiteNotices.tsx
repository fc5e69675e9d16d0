// spec 000 §8: notices with a reload button for no JavaScript, an unsupported browser, low
// bandwidth and weak hardware (rules: src/shared/notices.ts). They sit in one polite live region
// right after the skip link, in the visitor's language, each with 'Reload page' and a close button.
//
// How each is found, under a CSP that allows no inline script without the response's nonce:
// - no JavaScript: a <noscript> notice, with a link to the same page for the reload.
// - unsupported browser: two ways. A browser too old to run our module bundle at all cannot run
//   any check of ours; for it the server's HTML carries the notice, shown by CSS alone where
//   `aspect-ratio` is unknown (browsers older than ES2022 support, about 2021: styles/layout/footer-errors.css),
//   with a reload link that needs no script. A browser that runs the bundle but lacks fetch,
//   IntersectionObserver or the ES2022 built-ins gets the notice from the check after hydration.
// - low bandwidth and weak hardware: the Network Information API and navigator.hardwareConcurrency
//   / deviceMemory, read after hydration (the server cannot know them), so nothing is rendered
//   for them until then and hydration matches. They come over the top of the window (the live
//   region is fixed there, styles/layout/footer-errors.css), so their appearance moves nothing (issue 20).
// A closed notice stays closed for the tab's session (sessionStorage).
import { useRef, useState, useSyncExternalStore } from 'react';
import { decideNotices, type BrowserCapabilities, type NoticeKind } from '../../shared/notices';
import { useAppLocation } from '../navigation/LocationContext';
import { useT } from '../i18n';
import { focusMainContent } from '../focusMainContent';
import { useMeasuredHeight } from '../hooks/useMeasuredHeight';

const DISMISSED_KEY = 'site-notices-dismissed';

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** What this browser offers; read in the browser only. */
function readCapabilities(): BrowserCapabilities {
  const nav = navigator as Navigator & { connection?: NetworkInformationLike; deviceMemory?: number };
  return {
    fetch: typeof window.fetch === 'function',
    intersectionObserver: typeof window.IntersectionObserver === 'function',
    es2022: typeof Object.hasOwn === 'function' && typeof Array.prototype.at === 'function' && typeof window.structuredClone === 'function',
    effectiveType: nav.connection?.effectiveType,
    saveData: nav.connection?.saveData,
    hardwareConcurrency: nav.hardwareConcurrency,
    deviceMemory: nav.deviceMemory,
  };
}

function readDismissed(): NoticeKind[] {
  try {
    const raw = window.sessionStorage.getItem(DISMISSED_KEY);
    return raw ? (raw.split(',') as NoticeKind[]) : [];
  } catch {
    return [];
  }
}

function rememberDismissed(kinds: readonly NoticeKind[]): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, kinds.join(','));
  } catch {
    // Storage refused (private mode): the notice is closed for this page only.
  }
}

const TEXTS = {
  unsupportedBrowser: 'notices.unsupportedBrowser',
  lowBandwidth: 'notices.lowBandwidth',
  weakHardware: 'notices.weakHardware',
} as const satisfies Record<NoticeKind, string>;

function Notice({ kind, onDismiss }: { kind: NoticeKind; onDismiss: () => void }) {
  const t = useT();
  return (
    <div className="site-notice" data-notice={kind}>
      <p className="site-notice__text">{t(TEXTS[kind])}</p>
      <div className="site-notice__actions">
        <button type="button" className="site-notice__reload" onClick={() => window.location.reload()}>
          {t('notices.reload')}
        </button>
        <button type="button" className="site-notice__dismiss" onClick={onDismiss}>
          {t('notices.dismiss')}
        </button>
      </div>
    </div>
  );
}

/** The browser's answer never changes while the page lives: read once, as a stable string. */
let detected: string | undefined;
const NEVER_CHANGES = () => () => {};
const readDetected = (): string => (detected ??= decideNotices(readCapabilities()).join(','));
const unknownOnServer = (): null => null;

export function SiteNotices() {
  const t = useT();
  const { pathname, search } = useAppLocation();
  const here = `${pathname}${search}`;
  // Decided after hydration: the server (and hydration) see null and show none of them.
  const found = useSyncExternalStore(NEVER_CHANGES, readDetected, unknownOnServer);
  const [closedHere, setClosedHere] = useState<NoticeKind[]>([]);
  // Over the top of the window: what gets the focus is scrolled clear of it (styles/base.css).
  const region = useRef<HTMLDivElement>(null);
  useMeasuredHeight(region, '--site-notices-height');
  const shown = found
    ? (found.split(',') as NoticeKind[]).filter((kind) => !closedHere.includes(kind) && !readDismissed().includes(kind))
    : [];
  const dismiss = (kind: NoticeKind) => {
    setClosedHere((current) => [...current, kind]);
    rememberDismissed([...readDismissed(), kind]);
    // The button goes with the notice: the page's main content takes the focus.
    focusMainContent();
  };
  return (
    <>
      <noscript>
        <div className="site-notice site-notice--static">
          <p className="site-notice__text">
            {t('notices.noScript')} <a href={here}>{t('notices.noScriptReload')}</a>
          </p>
        </div>
      </noscript>
      {/* Shown by CSS alone in browsers too old to run the bundle (styles/layout/footer-errors.css). */}
      <div className="site-notice site-notice--static site-notice--legacy" data-notice="legacyBrowser">
        <p className="site-notice__text">
          {t('notices.unsupportedBrowser')} <a href={here}>{t('notices.reload')}</a>
        </p>
      </div>
      <div ref={region} className="site-notices" aria-live="polite">
        {shown.map((kind) => (
          <Notice key={kind} kind={kind} onDismiss={() => dismiss(kind)} />
        ))}
      </div>
    </>
  );
}
