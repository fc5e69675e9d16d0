import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteTexts, translatorFor } from '../../../shared/i18n/createTranslator';
import type { Locale } from '../../../shared/locales';
import { TranslationProvider } from '../../i18n';
import { DefaultErrorContent, ErrorPageBoundary } from './ErrorScreen';

const inLanguage = (locale: Locale, node: ReactNode) =>
  renderToStaticMarkup(<TranslationProvider i18n={translatorFor(locale)}>{node}</TranslationProvider>);

function Fails(): never {
  throw new Error('the error page broke');
}

// Pages load their language's texts before they render (createTranslator.ts).
beforeAll(async () => {
  await Promise.all([loadSiteTexts('de'), loadSiteTexts('en')]);
});

describe('DefaultErrorContent', () => {
  it('shows the status with its text and the link button home (spec 000 §8)', () => {
    const german = inLanguage('de', <DefaultErrorContent kind="notFound" status={404} locale="de" />);
    expect(german).toContain('Fehler 404');
    expect(german).toContain('<h1>Diese Seite konnte nicht gefunden werden</h1>');
    expect(german).toContain('<a class="button" href="/de">Zur Startseite</a>');
    const english = inLanguage('en', <DefaultErrorContent kind="notFound" status={404} locale="en" />);
    expect(english).toContain('<a class="button" href="/en">To the homepage</a>');
  });

  it('says an unknown error occurred for a status without a text of its own', () => {
    const german = inLanguage('de', <DefaultErrorContent kind="serverError" status={500} locale="de" />);
    expect(german).toContain('Fehler 500');
    expect(german).toContain('<h1>Es ist ein unbekannter Fehler aufgetreten</h1>');
    expect(inLanguage('en', <DefaultErrorContent kind="serverError" status={500} locale="en" />)).toContain(
      '<h1>An unknown error occurred</h1>',
    );
  });
});

describe('ErrorPageBoundary', () => {
  it('takes a failure of what is inside as its state', () => {
    expect(ErrorPageBoundary.getDerivedStateFromError()).toEqual({ failed: true });
  });

  it('shows what it wraps until then, and after a failure the message with a link home (spec 000 §8)', () => {
    expect(
      inLanguage(
        'de',
        <ErrorPageBoundary locale="de">
          <p>Inhalt</p>
        </ErrorPageBoundary>,
      ),
    ).toBe('<p>Inhalt</p>');
    for (const [locale, message, home] of [
      ['de', 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', '<a class="button" href="/de">Zur Startseite</a>'],
      ['en', 'An error occurred while showing the error page', '<a class="button" href="/en">To the homepage</a>'],
    ] as const) {
      const boundary = new ErrorPageBoundary({ locale, children: <Fails /> });
      boundary.state = ErrorPageBoundary.getDerivedStateFromError();
      const html = inLanguage(locale, boundary.render());
      expect(html).toContain(`<h1>${message}</h1>`);
      expect(html).toContain(home);
      expect(html).not.toContain('the error page broke');
    }
  });
});
