import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteTexts, translatorFor } from '../shared/i18n/createTranslator';
import { TranslationProvider, useT } from './i18n';

function Texts() {
  const t = useT();
  return (
    <p>
      {t('events.soldOut')}|{t('events.resultCount', { count: 1 })}|{t('events.resultCount', { count: 3 })}
    </p>
  );
}

const render = (locale: 'de' | 'en') =>
  renderToStaticMarkup(
    <TranslationProvider i18n={translatorFor(locale)}>
      <Texts />
    </TranslationProvider>,
  );

// Pages load their language's texts before they render (createTranslator.ts).
beforeAll(async () => {
  await Promise.all([loadSiteTexts('de'), loadSiteTexts('en')]);
});

describe('useT', () => {
  it('translates plain texts, plurals and placeholders in the page’s language', () => {
    expect(render('de')).toBe('<p>Ausverkauft|1 Veranstaltung|3 Veranstaltungen</p>');
    expect(render('en')).toBe('<p>Sold out|1 event|3 events</p>');
  });

  it('keeps languages apart when pages in both are rendered in turn (texts are shared between pages)', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(render('en')).toContain('Sold out');
      expect(render('de')).toContain('Ausverkauft');
    }
  });
});
