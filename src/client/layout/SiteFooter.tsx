// The footer (spec 001 §2 "Footer"; spec 000 §3 "Site settings record"): the site settings' HTML
// above it, the footer navigation (internal links in the site, external ones in a new tab), the
// fixed links (GTC, Imprint, Privacy policy, Cookie settings, Whistleblower Protection Act), the
// orchestra's brand with the partners' logos, and the lower bar with the copyright and its HTML.
// The HTML blocks arrive sanitised from the gateway; this bundle carries no sanitiser.
import { Suspense, type ReactNode } from 'react';
import { FOOTER_LEGAL_ROUTES, isInternalHref, WHISTLEBLOWER_REPORTING_URL } from '../../shared/footerLinks';
import type { Locale } from '../../shared/locales';
import { pathFor } from '../../shared/routes';
import { usePage } from '../navigation/LocationContext';
import { ErrorBoundary } from '../ErrorBoundary';
import { useT } from '../i18n';
import { openConsentSettings } from './consent/consentEvents';
import { HtmlBlock } from './HtmlBlock';
import { useSiteNavigation } from './useSiteNavigation';

const LEGAL_LABELS = { terms: 'footer.terms', imprint: 'footer.imprint', privacy: 'footer.privacy' } as const;

/** A link that leaves the site opens in a new tab, and says so to screen readers. */
export function FooterLink({ url, children }: { url: string; children: string }) {
  const t = useT();
  if (isInternalHref(url)) return <a href={url}>{children}</a>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('site.newTab')}</span>
    </a>
  );
}

/** The footer navigation from the CMS; links the fixed list below already has are left out. */
function FooterNavigation({ locale }: { locale: Locale }) {
  const t = useT();
  const fixed = new Set<string>(FOOTER_LEGAL_ROUTES.map((route) => pathFor(route, locale)));
  const links = useSiteNavigation().navigation.footer.filter((link) => !fixed.has(link.url));
  if (links.length === 0) return null;
  return (
    <nav className="site-footer__nav" aria-label={t('footer.navigation')}>
      <ul>
        {links.map((link) => (
          <li key={`${link.url} ${link.title}`}>
            <FooterLink url={link.url}>{link.title}</FooterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterHtml({ block, className }: { block: 'htmlFooterTop' | 'htmlFooterBottom' | 'htmlFooterLogos'; className: string }) {
  const html = useSiteNavigation().siteSettings[block];
  return html ? <HtmlBlock html={html} className={className} /> : null;
}

/** A part that needs the footer's data: nothing while it loads or when the call failed (reported once, by the navigation). */
function WithFooterData({ children, report = false }: { children: ReactNode; report?: boolean }) {
  return (
    <ErrorBoundary fallback={() => null} callKind="chromeCall" report={report}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function SiteFooter({ locale, year }: { locale: Locale; year: number }) {
  const t = useT();
  // The offline page (503) asks the upstream for nothing: it may be what is down.
  const withData = usePage().status < 500;
  return (
    <footer className="site-footer">
      {withData ? (
        <WithFooterData>
          <FooterHtml block="htmlFooterTop" className="site-footer__html site-footer__html--top" />
        </WithFooterData>
      ) : null}
      <div className="site-footer__inner">
        <div className="site-footer__brand-column">
          <a className="site-footer__brand" href={pathFor('home', locale)}>
            {t('site.brand')}
          </a>
          {withData ? (
            <WithFooterData>
              <FooterHtml block="htmlFooterLogos" className="site-footer__html site-footer__logos" />
            </WithFooterData>
          ) : null}
        </div>
        {withData ? (
          <WithFooterData report>
            <FooterNavigation locale={locale} />
          </WithFooterData>
        ) : null}
        <nav className="site-footer__nav site-footer__nav--legal" aria-label={t('footer.legalNavigation')}>
          <ul>
            {FOOTER_LEGAL_ROUTES.map((route) => (
              <li key={route}>
                <a href={pathFor(route, locale)}>{t(LEGAL_LABELS[route])}</a>
              </li>
            ))}
            <li>
              <button type="button" className="site-footer__link-button" onClick={openConsentSettings}>
                {t('footer.cookieSettings')}
              </button>
            </li>
            <li>
              <FooterLink url={WHISTLEBLOWER_REPORTING_URL}>{t('footer.whistleblower')}</FooterLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__bar">
        <div className="site-footer__bar-inner">
          <p className="site-footer__copyright">{t('footer.copyright', { year })}</p>
          {withData ? (
            <WithFooterData>
              <FooterHtml block="htmlFooterBottom" className="site-footer__html site-footer__html--bottom" />
            </WithFooterData>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
