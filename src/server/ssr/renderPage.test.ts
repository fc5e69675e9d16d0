import { beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_VISITOR, type BootData } from '../../client/BootData';
import { loadSiteTexts, translatorFor } from '../../shared/i18n/createTranslator';
import type { Locale } from '../../shared/locales';
import { shellErrorDocument, shellWaitLeft } from './renderPage';

function boot(locale: Locale): BootData {
  return {
    locale,
    page: 'events',
    status: 200,
    route: null,
    requestId: 'test-request',
    pathname: `/${locale}`,
    search: '',
    pageHeaderLoading: true,
    today: '2026-03-01',
    renderedAt: '2026-03-01T12:00:00.000Z',
    origin: 'http://localhost',
    assets: { script: '/a.js', style: '/a.css', preload: [], later: [] },
    visitor: ANONYMOUS_VISITOR,
  };
}

// Pages load their language's texts before they render (createTranslator.ts).
beforeAll(async () => {
  await Promise.all([loadSiteTexts('de'), loadSiteTexts('en')]);
});

describe('the document sent when even the page shell cannot render', () => {
  it('speaks the page’s language, from the shared tables', () => {
    const german = shellErrorDocument(boot('de'), translatorFor('de'));
    const english = shellErrorDocument(boot('en'), translatorFor('en'));
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<title>Fehler 500</title>');
    expect(german).toContain('<h1>Es ist ein unbekannter Fehler aufgetreten</h1>');
    expect(german).toContain('<a href="/de">Zur Startseite</a>');
    expect(english).toContain('<title>Error 500</title>');
    expect(english).toContain('<h1>An unknown error occurred</h1>');
    expect(english).toContain('<a href="/en">Go to the start page</a>');
  });
});

describe('the shell wait, a deadline after the request (RENDER_SHELL_WAIT_MS)', () => {
  it('waits only for what is left of it when the shell is ready', () => {
    expect(shellWaitLeft(15, 1000, 1004)).toBe(11);
    expect(shellWaitLeft(15, 1000, 1000)).toBe(15);
  });

  it('sends at once a shell ready after the deadline, and with no wait configured', () => {
    expect(shellWaitLeft(15, 1000, 1015)).toBe(0);
    expect(shellWaitLeft(15, 1000, 1300)).toBe(0);
    expect(shellWaitLeft(0, 1000, 1000)).toBe(0);
  });
});
