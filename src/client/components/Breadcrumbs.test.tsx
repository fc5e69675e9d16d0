import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteTexts, translatorFor } from '../../shared/i18n/createTranslator';
import type { Locale } from '../../shared/locales';
import { BootContext } from '../BootContext';
import { ANONYMOUS_VISITOR, type BootData } from '../BootData';
import { TranslationProvider } from '../i18n';
import { Breadcrumbs } from './Breadcrumbs';

const boot = (locale: Locale): BootData => ({
  locale,
  page: 'events',
  status: 200,
  route: null,
  requestId: 'test',
  pathname: `/${locale}`,
  search: '',
  pageHeaderLoading: false,
  today: '2026-11-23',
  renderedAt: '2026-11-23T10:00:00.000Z',
  origin: 'https://www.example.org',
  assets: { script: '/assets/x.js', style: '/assets/x.css', preload: [], later: [] },
  visitor: ANONYMOUS_VISITOR,
});

const render = (locale: Locale, items: { label: string; path?: string }[]) =>
  renderToStaticMarkup(
    <BootContext.Provider value={boot(locale)}>
      <TranslationProvider i18n={translatorFor(locale)}>
        <Breadcrumbs items={items} />
      </TranslationProvider>
    </BootContext.Provider>,
  );

beforeAll(async () => {
  await Promise.all([loadSiteTexts('de'), loadSiteTexts('en')]);
});

describe('Breadcrumbs', () => {
  it('links every step but the current page, which it marks, in a named navigation', () => {
    const html = render('de', [{ label: 'Startseite', path: '/de' }, { label: 'Konzerte und Karten' }]);
    expect(html).toContain('<nav class="breadcrumbs" aria-label="Brotkrümelnavigation">');
    expect(html).toContain('<li class="breadcrumbs__item"><a href="/de">Startseite</a></li>');
    expect(html).toContain('<li class="breadcrumbs__item"><span aria-current="page">Konzerte und Karten</span></li>');
    expect(html).toContain('"item":"https://www.example.org/de"');
  });

  it('speaks English on English pages and renders nothing for an empty trail', () => {
    expect(render('en', [{ label: 'Home', path: '/en' }, { label: 'Concerts and tickets' }])).toContain('aria-label="Breadcrumb"');
    expect(render('en', [])).toBe('');
  });
});
