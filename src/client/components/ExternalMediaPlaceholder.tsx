// The two-click placeholder of the external-media group (spec 000 §1): an embed of another
// provider (video, audio, form) is rendered only when the visitor allows it, once or always
// ('always' stores the external-media consent). Until then nothing of the provider loads: not
// even on the server, which does not know the visitor's answer.
import { useRef, useState, type ReactNode } from 'react';
import { saveConsent, useConsent } from '../layout/consent/consentStore';
import { useT } from '../i18n';

export interface ExternalMediaPlaceholderProps {
  /** The provider's name as visitors know it ('YouTube', 'SoundCloud', 'HubSpot'). */
  provider: string;
  /** The embed, rendered only when allowed. */
  children: ReactNode;
}

export function ExternalMediaPlaceholder({ provider, children }: ExternalMediaPlaceholderProps) {
  const t = useT();
  const { known, choices } = useConsent();
  const [loadedOnce, setLoadedOnce] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const allowed = loadedOnce || (known && choices.externalMedia);

  // The buttons leave with the placeholder: the focus stays on the embed's frame.
  const keepFocus = () => frame.current?.focus();
  const loadOnce = () => {
    setLoadedOnce(true);
    keepFocus();
  };
  const alwaysAllow = () => {
    saveConsent({ ...choices, externalMedia: true });
    keepFocus();
  };

  return (
    <div ref={frame} className="external-media" role="group" aria-label={t('consent.placeholderLabel', { provider })} tabIndex={-1}>
      {allowed ? (
        children
      ) : (
        <div className="external-media__placeholder">
          <p className="external-media__provider">{provider}</p>
          <p className="external-media__text">{t('consent.placeholderText', { provider })}</p>
          <div className="external-media__actions">
            <button type="button" className="consent-button consent-button--strong" onClick={loadOnce}>
              {t('consent.loadOnce')}
            </button>
            <button type="button" className="consent-button" onClick={alwaysAllow}>
              {t('consent.alwaysAllow')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
