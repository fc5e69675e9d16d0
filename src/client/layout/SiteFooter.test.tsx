import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteTexts, translatorFor } from '../../shared/i18n/createTranslator';
import type { Locale } from '../../shared/locales';
import { BootContext } from '../BootContext';
import { ANONYMOUS_VISITOR, pageStateOf, type BootData } from '../BootData';
import { TranslationProvider } from '../i18n';
import { PageContext } from '../navigation/LocationContext';
import { FooterLink, SiteFooter } from './SiteFooter';

const boot = (locale: Locale, status: number): BootData => ({
  locale,
  page: 'offline',
  status,
  route: null,
  requestId: 'test',
  pathname: `/${locale}`,
  search: '',
  pageHeaderLoading: false,
  today: '2026-11-23',
  renderedAt: '2026-11-23T10:00:00.000Z',
  origin: 'http://localhost',
  assets: { script: '/assets/x.js', style: '/assets/x.css', preload: [], later: [] },
  visitor: ANONYMOUS_VISITOR,
});

const render = (locale: Locale, node: ReactNode, status = 503) =>
  renderToStaticMarkup(
    <BootContext.Provider value={boot(locale, status)}>
      <PageContext.Provider value={pageStateOf(boot(locale, status))}>
        <TranslationProvider i18n={translatorFor(locale)}>{node}</TranslationProvider>
      </PageContext.Provider>
    </BootContext.Provider>,
  );

// Pages load their language's texts before they render (createTranslator.ts).
beforeAll(async () => {
  await Promise.all([loadSiteTexts('de'), loadSiteTexts('en')]);
});

describe('FooterLink', () => {
  it('keeps a site path in the tab and opens anything else in a new tab, saying so', () => {
    expect(render('de', <FooterLink url="/de/kontakt">Kontakt</FooterLink>)).toBe('<a href="/de/kontakt">Kontakt</a>');
    expect(render('de', <FooterLink url="https://example.org/">Extern</FooterLink>)).toBe(
      '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">Extern<span class="visually-hidden"> (öffnet in neuem Tab)</span></a>',
    );
    // A protocol-relative URL is another host.
    expect(render('en', <FooterLink url="//example.org/x">X</FooterLink>)).toContain('target="_blank"');
  });
});

describe('SiteFooter on the offline page', () => {
  it('shows the fixed links, the cookie settings button and the copyright, and asks for no data', () => {
    const german = render('de', <SiteFooter locale="de" year={2026} />);
    expect(german).toContain('<a href="/de/agb">AGB</a>');
    expect(german).toContain('<a href="/de/impressum">Impressum</a>');
    expect(german).toContain('<a href="/de/datenschutz">Datenschutz</a>');
    expect(german).toContain('<button type="button" class="site-footer__link-button">Cookie-Einstellungen</button>');
    expect(german).toContain('Hinweisgeberschutzgesetz<span class="visually-hidden"> (öffnet in neuem Tab)</span>');
    expect(german).toContain('© 2026 Aurelia Philharmonie');
    // Without an Apollo client a query would throw: none is made.
    expect(german).not.toContain('site-footer__html');
    const english = render('en', <SiteFooter locale="en" year={2026} />);
    expect(english).toContain('<a href="/en/agb">GTC</a>');
    expect(english).toContain('Privacy policy');
    expect(english).toContain('© 2026 Aurelia Philharmonic');
  });
});
