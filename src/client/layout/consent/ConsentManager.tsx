// The cookie manager of the layout (spec 000 §1, §2 "Layouts", §4 "Cookie banner"): the settings
// dialog (opened by the banner's 'Settings', the footer's 'Cookie settings' or OPEN_CONSENT_EVENT
// from elsewhere), and the tag manager once tracking is allowed. The banner itself is rendered
// with the page (ConsentBannerArea.tsx).
//
// It renders nothing on the server (the dialog opens on request only, the tag manager is the
// browser's), so it is a chunk of its own, loaded right after hydration (ConsentWithSettings.tsx),
// no part of the first load.
import { useEffect, useSyncExternalStore } from 'react';
import type { ConsentChoices } from '../../../shared/consent';
import { closeConsentSettings, consentSettingsOpen, consentSettingsOpener, subscribeToConsentSettings } from './consentEvents';
import { ConsentSettingsDialog } from './ConsentSettingsDialog';
import { saveConsent, useConsent } from './consentStore';
import { clearLeftLegalPage } from './legalPageTrail';
import { loadTagManager } from './loadTagManager';
import { returnFocus } from '../../returnFocus';

const closedOnServer = (): boolean => false;

/** The focus goes back where it was, or to the main content when that element has gone. */
function restoreFocus(element: HTMLElement | null): void {
  returnFocus(element, { fallBack: true });
}

export function ConsentManager({ tagManagerId }: { tagManagerId: string | null }) {
  const consent = useConsent();
  const settingsOpen = useSyncExternalStore(subscribeToConsentSettings, consentSettingsOpen, closedOnServer);

  useEffect(() => {
    // spec 000 §4: the tag manager only after consent; a later answer reaches it as an update.
    if (tagManagerId && consent.known) loadTagManager(tagManagerId, consent.choices);
  }, [tagManagerId, consent]);

  const answer = (choices: ConsentChoices) => {
    saveConsent(choices);
    clearLeftLegalPage();
  };
  return (
    <>
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
