// The cookie manager of the layout (spec 000 §1, §2 "Layouts", §4 "Cookie banner"): the banner
// when the rule of src/shared/consent.ts asks for it, the settings dialog (also opened from
// elsewhere by OPEN_CONSENT_EVENT), and the tag manager once tracking is allowed.
//
// It renders nothing on the server: the page stays the same for everyone (the render result
// cache and the programme's throughput rely on anonymous pages), and the banner, fixed over the
// bottom of the window, appears after hydration without moving anything. So it is a chunk of its
// own, loaded right after hydration (ConsentWithSettings.tsx), no part of the first load.
import { useEffect, useSyncExternalStore } from 'react';
import { ALL_CHOICES, NO_CHOICES, decideConsentBanner, isLegalRoute, type ConsentChoices } from '../../../shared/consent';
import { matchRoute } from '../../../shared/routes';
import { useAppLocation, usePage } from '../../navigation/LocationContext';
import { ConsentBanner } from './ConsentBanner';
import { closeConsentSettings, consentSettingsOpen, consentSettingsOpener, openConsentSettings, subscribeToConsentSettings } from './consentEvents';
import { ConsentSettingsDialog } from './ConsentSettingsDialog';
import { saveConsent, useConsent } from './consentStore';
import { clearLeftLegalPage, hasLeftLegalPage, recordPage, subscribeToLegalPageTrail } from './legalPageTrail';
import { loadTagManager } from './loadTagManager';
import { focusMainContent } from '../../focusMainContent';
import { returnFocus } from '../../returnFocus';

const notLeftOnServer = (): boolean => false;
const closedOnServer = (): boolean => false;

/** The focus goes back where it was, or to the main content when that element has gone. */
function restoreFocus(element: HTMLElement | null): void {
  returnFocus(element, { fallBack: true });
}

export function ConsentManager({ tagManagerId }: { tagManagerId: string | null }) {
  const { locale } = usePage();
  const { pathname } = useAppLocation();
  const consent = useConsent();
  const route = matchRoute(pathname)?.name ?? null;
  const onLegalPage = isLegalRoute(route);
  const leftLegalPage = useSyncExternalStore(subscribeToLegalPageTrail, hasLeftLegalPage, notLeftOnServer);
  const settingsOpen = useSyncExternalStore(subscribeToConsentSettings, consentSettingsOpen, closedOnServer);

  useEffect(() => recordPage(onLegalPage), [onLegalPage]);

  useEffect(() => {
    // spec 000 §4: the tag manager only after consent; a later answer reaches it as an update.
    if (tagManagerId && consent.known) loadTagManager(tagManagerId, consent.choices);
  }, [tagManagerId, consent]);

  const answer = (choices: ConsentChoices) => {
    saveConsent(choices);
    clearLeftLegalPage();
  };
  const answerFromBanner = (choices: ConsentChoices) => {
    answer(choices);
    // The button goes with the banner.
    focusMainContent();
  };

  const bannerShown = consent.known && decideConsentBanner({ consent: consent.consent, route, leftLegalPage });
  return (
    <>
      {bannerShown ? (
        <ConsentBanner
          locale={locale}
          globalPrivacyControl={consent.globalPrivacyControl}
          onAcceptAll={() => answerFromBanner(ALL_CHOICES)}
          onRejectAll={() => answerFromBanner(NO_CHOICES)}
          onSettings={openConsentSettings}
        />
      ) : null}
      {settingsOpen ? (
        <ConsentSettingsDialog
          initial={consent.choices}
          globalPrivacyControl={consent.globalPrivacyControl}
          onSave={answer}
          onClose={() => {
            closeConsentSettings();
            restoreFocus(consentSettingsOpener());
          }}
        />
      ) : null}
    </>
  );
}
