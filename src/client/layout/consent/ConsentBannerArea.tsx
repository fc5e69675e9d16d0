// The cookie banner's place in the layout (spec 000 §1, §2 "Layouts", §4 "Cookie banner"): shown by
// the rule of src/shared/consent.ts, decided on the server from the page request's consent cookie
// (boot data) and again in the browser with the same cookie, so the banner is painted with the
// page and nothing appears or moves after hydration (issue 20). Part of the first load (the banner
// and its answers are small); the settings dialog and the tag manager stay in the consent
// manager's chunk (ConsentManager.tsx), which the banner's 'Settings' reaches through
// consentEvents.ts, so a click before that chunk has loaded is kept.
import { useEffect, useSyncExternalStore } from 'react';
import { ALL_CHOICES, NO_CHOICES, decideConsentBanner, isLegalRoute, type ConsentChoices } from '../../../shared/consent';
import { matchRoute } from '../../../shared/routes';
import { focusMainContent } from '../../focusMainContent';
import { useAppLocation, usePage } from '../../navigation/LocationContext';
import { ConsentBanner } from './ConsentBanner';
import { openConsentSettings } from './consentEvents';
import { saveConsent, useRequestConsent } from './consentStore';
import { clearLeftLegalPage, hasLeftLegalPage, recordPage, subscribeToLegalPageTrail } from './legalPageTrail';

// The tab's trail is the browser's (sessionStorage): the server renders a first page as not left.
const notLeftOnServer = (): boolean => false;

export function ConsentBannerArea() {
  const { locale } = usePage();
  const { pathname } = useAppLocation();
  const consent = useRequestConsent();
  const route = matchRoute(pathname)?.name ?? null;
  const onLegalPage = isLegalRoute(route);
  const leftLegalPage = useSyncExternalStore(subscribeToLegalPageTrail, hasLeftLegalPage, notLeftOnServer);

  // The trail decides only after a 'no' to tracking (decideConsentBanner); recordPage touches the
  // tab's storage only where it can decide something. In a task of its own: a tab's first use of
  // sessionStorage waits for the browser to hand it over, which made the effects after hydration
  // one long task.
  const trailMatters = consent.consent !== null && !consent.consent.choices.tracking;
  useEffect(() => {
    const timer = setTimeout(() => recordPage(onLegalPage, trailMatters), 0);
    return () => clearTimeout(timer);
  }, [onLegalPage, trailMatters]);

  const answer = (choices: ConsentChoices) => {
    saveConsent(choices);
    clearLeftLegalPage();
    // The button goes with the banner.
    focusMainContent();
  };

  if (!decideConsentBanner({ consent: consent.consent, route, leftLegalPage })) return null;
  return (
    <ConsentBanner
      locale={locale}
      globalPrivacyControl={consent.globalPrivacyControl}
      onAcceptAll={() => answer(ALL_CHOICES)}
      onRejectAll={() => answer(NO_CHOICES)}
      onSettings={openConsentSettings}
    />
  );
}
