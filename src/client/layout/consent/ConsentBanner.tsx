// The first question (spec 000 §4 "Cookie banner"): a non-modal region fixed to the bottom of the
// window. It traps nobody: the page stays usable, and it comes early in the focus order (after
// the skip link, spec 000 §2 layout order). While it shows, the page reserves its height at the
// bottom (scroll padding), so a focused element is scrolled above it, not under it (WCAG 2.4.11).
import { useId, useRef } from 'react';
import { pathFor } from '../../../shared/routes';
import type { Locale } from '../../../shared/locales';
import { useT } from '../../i18n';
import { useMeasuredHeight } from '../../hooks/useMeasuredHeight';

export interface ConsentBannerProps {
  locale: Locale;
  globalPrivacyControl: boolean;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onSettings: () => void;
}

export function ConsentBanner({ locale, globalPrivacyControl, onAcceptAll, onRejectAll, onSettings }: ConsentBannerProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);

  useMeasuredHeight(ref, '--consent-banner-height');

  return (
    <section ref={ref} className="consent-banner" aria-labelledby={titleId}>
      <div className="consent-banner__inner">
        <h2 id={titleId} className="consent-banner__title">
          {t('consent.bannerTitle')}
        </h2>
        <p className="consent-banner__text">
          {t('consent.bannerText')} <a href={pathFor('privacy', locale)}>{t('consent.privacyLink')}</a>.
        </p>
        {globalPrivacyControl ? <p className="consent-banner__gpc">{t('consent.gpcNotice')}</p> : null}
        <div className="consent-banner__actions">
          <button type="button" className="consent-button consent-button--strong" onClick={onAcceptAll}>
            {t('consent.acceptAll')}
          </button>
          <button type="button" className="consent-button consent-button--strong" onClick={onRejectAll}>
            {t('consent.rejectAll')}
          </button>
          <button type="button" className="consent-button" onClick={onSettings}>
            {t('consent.settings')}
          </button>
        </div>
      </div>
    </section>
  );
}
