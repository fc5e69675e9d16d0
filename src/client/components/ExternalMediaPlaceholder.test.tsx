import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteTexts, translatorFor } from '../../shared/i18n/createTranslator';
import { TranslationProvider } from '../i18n';
import { ExternalMediaPlaceholder } from './ExternalMediaPlaceholder';

const render = (locale: 'de' | 'en') =>
  renderToStaticMarkup(
    <TranslationProvider i18n={translatorFor(locale)}>
      <ExternalMediaPlaceholder provider="YouTube">
        <iframe title="Video" src="https://www.youtube-nocookie.com/embed/x" />
      </ExternalMediaPlaceholder>
    </TranslationProvider>,
  );

// Pages load their language's texts before they render (createTranslator.ts).
beforeAll(async () => {
  await Promise.all([loadSiteTexts('de'), loadSiteTexts('en')]);
});

describe('ExternalMediaPlaceholder', () => {
  it('renders the placeholder on the server, never the embed (the visitor’s answer is not known there)', () => {
    const html = render('de');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('aria-label="Externer Inhalt von YouTube"');
    expect(html).toContain('Hier wird ein Inhalt von YouTube angezeigt.');
    expect(html).toContain('>Einmal laden</button>');
    expect(html).toContain('>Externe Medien immer erlauben</button>');
  });

  it('speaks English on English pages', () => {
    const html = render('en');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Content from YouTube is shown here.');
    expect(html).toContain('>Load once</button>');
    expect(html).toContain('>Always allow external media</button>');
  });
});
