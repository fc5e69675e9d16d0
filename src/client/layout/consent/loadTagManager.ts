// The tag manager (spec 000 §3 design settings "cookies (tag manager id)"), loaded only once the
// visitor allowed tracking (spec 000 §4). Google's usual snippet is an inline script, which our
// CSP forbids; this module does its work instead: consent-mode defaults (all denied) first, then
// the visitor's answer, then gtm.js as a script carrying the page's nonce (Tag Manager passes
// that nonce on to the scripts it adds).
import type { ConsentChoices } from '../../../shared/consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';
const SCRIPT_MARK = 'data-tag-manager';

type ConsentModeValue = 'granted' | 'denied';
export type ConsentMode = Record<'ad_storage' | 'analytics_storage' | 'ad_user_data' | 'ad_personalization', ConsentModeValue>;

/** Google consent mode before any answer counts: everything denied. */
export const CONSENT_MODE_DEFAULTS: Readonly<ConsentMode> = Object.freeze({
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
});

/** Our groups in consent-mode terms: analytics is the tracking group, the ad signals marketing. */
export function consentModeOf(choices: ConsentChoices): ConsentMode {
  const ads: ConsentModeValue = choices.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    analytics_storage: choices.tracking ? 'granted' : 'denied',
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

/** A container id as Tag Manager issues them; anything else from the settings is not loaded. */
export function isTagManagerId(id: string): boolean {
  return /^GTM-[A-Z0-9]{1,16}$/.test(id);
}

function dataLayerOf(win: Window): unknown[] {
  win.dataLayer ??= [];
  return win.dataLayer;
}

/** gtag() on this window's dataLayer: Tag Manager reads a command only as an Arguments object, not as an array. */
function gtagOf(win: Window): (...command: unknown[]) => void {
  const dataLayer = dataLayerOf(win);
  return function gtag(..._command: unknown[]): void {
    // The Arguments object itself, not the rest array: that is what Google's gtag() pushes.
    dataLayer.push(arguments);
  };
}

/** The nonce of the page's own scripts (React's bootstrap module carries it). */
function pageNonce(doc: Document): string | undefined {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[nonce]')) {
    // Browsers hide the attribute's value once parsed; the property keeps it.
    if (script.nonce) return script.nonce;
  }
  return undefined;
}

export type TagManagerResult = 'loaded' | 'updated' | 'refused';

/**
 * Loads the tag manager for `id` if the visitor allowed tracking, or, when it is already loaded,
 * passes the new answer on as a consent-mode update.
 */
export function loadTagManager(id: string, choices: ConsentChoices, doc: Document = document, win: Window = window): TagManagerResult {
  const loaded = doc.querySelector(`script[${SCRIPT_MARK}]`) !== null;
  const gtag = gtagOf(win);
  if (loaded) {
    gtag('consent', 'update', consentModeOf(choices));
    return 'updated';
  }
  if (!choices.tracking || !isTagManagerId(id)) return 'refused';
  gtag('consent', 'default', { ...CONSENT_MODE_DEFAULTS });
  gtag('consent', 'update', consentModeOf(choices));
  dataLayerOf(win).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(id)}`;
  const nonce = pageNonce(doc);
  if (nonce) script.nonce = nonce;
  script.setAttribute(SCRIPT_MARK, id);
  doc.head.append(script);
  return 'loaded';
}
