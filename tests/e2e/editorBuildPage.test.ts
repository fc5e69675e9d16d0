// A page built from nothing in the in-page editor, in Chromium (issue 12's required test; spec 000
// §3 "Editor content modules", §5, §7): staff (logged in, tests/support/editorKit.ts) open an empty page made
// for this test (deleted at the end), add six sections, one of each column preset, and fill their
// columns through the editor's forms and popups with one module of every kind of MODULE_KINDS
// (the teaser item as an item of a teaser list, media from the image picker's library, the venue
// from its picker, embeds from the allowed hosts). A visitor in a fresh context (consent without
// external media: embeds show their two-click placeholder) sees the published page: the sections
// with their preset classes in order and a visible trace of every module kind.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { MODULE_KINDS, type EditorModuleKind } from '../../src/shared/editor/moduleFields';
import { browserSuite } from '../support/browserSuite';
import { editorContexts, gql, shot } from '../support/editorKit';

const suite = browserSuite();
const PATH = `e2e-build-${Date.now().toString(36)}`;
const contexts = editorContexts(suite);
let createdPageId: string | null = null;
let staffPage: Page | null = null;

afterAll(async () => {
  if (staffPage && createdPageId)
    await gql(staffPage, 'mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id: createdPageId });
  await contexts.closeAll();
});

/** Waits for what the network brings (two cores shared by several test runs: seconds, not one). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

const form = (page: Page): Locator => page.locator('dialog.editor-dialog--form[open]');
const popup = (page: Page): Locator => page.locator('dialog.editor-popup[open]');

/** The six presets (spec 000 §3) as the add-section dialog names them and the page's class says them. */
const PRESETS = ['100', '67-33', '33-67', '50-50', '33-33-33', '25-50-25'] as const;

/** Which kinds go into which column of which section: every column gets at least one. */
const LAYOUT: readonly (readonly (readonly EditorModuleKind[])[])[] = [
  [['HERO_MEDIA', 'HEADLINE', 'TEXT']],
  [
    ['IMAGE', 'TWO_COLUMNS'],
    ['LINK', 'QUOTE'],
  ],
  [
    ['VENUE', 'VENUE_LIST'],
    ['FULL_TEASER', 'TEASER_LIST'],
  ],
  [
    ['VIDEO', 'SELF_HOSTED_VIDEO'],
    ['AUDIO', 'SELF_HOSTED_AUDIO'],
  ],
  [
    ['VIEWER', 'PDF_VIEWER'],
    ['SOCIAL_MEDIA', 'FORM'],
    ['HTML', 'FAQ'],
  ],
  [
    ['IMAGE_LIST', 'LOGO_LIST'],
    ['VIDEO_LIST', 'EVENT_LIST', 'BLOG_TEASER_LIST'],
    ['HIGHLIGHT_TEASER', 'ANCHOR_LIST'],
  ],
];

/** The kinds' names in the German type choice (siteTexts.de.ts editor.kinds). */
const KIND_NAMES: Record<EditorModuleKind, string> = {
  HEADLINE: 'Überschrift',
  TEXT: 'Text',
  LINK: 'Link',
  IMAGE: 'Bild',
  IMAGE_LIST: 'Bilderliste',
  VIDEO: 'Video',
  SELF_HOSTED_VIDEO: 'Video (eigene Datei)',
  VIDEO_LIST: 'Videoliste',
  AUDIO: 'Audio',
  SELF_HOSTED_AUDIO: 'Audio (eigene Datei)',
  VIEWER: 'Viewer',
  PDF_VIEWER: 'PDF-Viewer',
  SOCIAL_MEDIA: 'Social-Media-Beitrag',
  QUOTE: 'Zitat',
  FAQ: 'FAQ',
  FULL_TEASER: 'Großer Teaser',
  TEASER_LIST: 'Teaserliste',
  TEASER_ITEM: 'Teaser',
  VENUE: 'Spielstätte',
  VENUE_LIST: 'Spielstättenliste',
  HTML: 'HTML',
  LOGO_LIST: 'Logoliste',
  FORM: 'Formular',
  HERO_MEDIA: 'Bühnenbild',
  BLOG_TEASER_LIST: 'Magazin-Teaserliste',
  TWO_COLUMNS: 'Zwei Spalten',
  EVENT_LIST: 'Veranstaltungsliste',
  HIGHLIGHT_TEASER: 'Highlight-Teaser',
  ANCHOR_LIST: 'Ankerliste',
};

/** Chooses the first file of the picker's library behind `button`; pictures get their alt text. */
async function pickMedia(page: Page, button: Locator, alt: string | null): Promise<void> {
  await button.click();
  const tile = popup(page).locator('.editor-popup__tile').first();
  await tile.waitFor({ timeout: 15_000 });
  await tile.click();
  if (alt !== null) {
    await popup(page)
      .getByLabel(/^Alternativtext/)
      .fill(alt);
    await popup(page).getByRole('button', { name: 'Dieses Bild übernehmen' }).click();
  }
  await poll(() => popup(page).count()).toBe(0);
}

/** A teaser's fields: its picture from the library, its link, its headline. */
async function fillTeaser(page: Page, dialog: Locator, headline: string): Promise<void> {
  await pickMedia(page, dialog.getByRole('button', { name: 'Bild auswählen…' }), `${headline}: Bild`);
  await dialog.getByLabel('Link (Pflichtfeld)').fill('/de/ueber-uns');
  await dialog.getByLabel('Überschrift', { exact: true }).fill(headline);
}

/** Fills the open form of `kind` with valid values of its required fields and a visible text where it has one. */
async function fillModule(page: Page, kind: EditorModuleKind, dialog: Locator): Promise<void> {
  switch (kind) {
    case 'HEADLINE':
      await dialog.getByLabel('Überschrift (Pflichtfeld)').fill('Aufgebaute Überschrift');
      await dialog.getByLabel('Anker', { exact: true }).fill('aufgebaut');
      return;
    case 'TEXT':
      await dialog.getByRole('textbox', { name: 'Text', exact: true }).click();
      await page.keyboard.type('Ein aufgebauter Absatz.');
      return;
    case 'LINK':
      await dialog.getByLabel('Linktext (Pflichtfeld)').fill('Aufgebauter Link');
      await dialog.getByLabel('Linkziel (Pflichtfeld)').fill('/de/ueber-uns');
      return;
    case 'IMAGE':
      await pickMedia(page, dialog.getByRole('button', { name: 'Bild auswählen…' }), 'Aufgebautes Bild');
      return;
    case 'VIDEO':
      await dialog.getByLabel('Video-Adresse (YouTube oder Vimeo)', { exact: false }).fill('https://www.youtube.com/watch?v=aurelia2026');
      await dialog.getByLabel('Titel', { exact: true }).fill('Aufgebautes Video');
      return;
    case 'SELF_HOSTED_VIDEO':
      await pickMedia(page, dialog.getByRole('button', { name: 'Datei auswählen…' }), null);
      await dialog.getByLabel('Titel', { exact: true }).fill('Aufgebautes eigenes Video');
      return;
    case 'SELF_HOSTED_AUDIO':
      await pickMedia(page, dialog.getByRole('button', { name: 'Datei auswählen…' }), null);
      await dialog.getByLabel('Titel', { exact: true }).fill('Aufgebautes eigenes Audio');
      return;
    case 'AUDIO':
      await dialog.getByLabel('Einbettungscode', { exact: false }).fill('https://soundcloud.com/aurelia-philharmonie/sinfonie-nr-1');
      return;
    case 'VIEWER':
      await dialog.getByLabel('Einbettungscode', { exact: false }).fill('https://issuu.com/aurelia-philharmonie/docs/saisonheft-2026');
      return;
    case 'PDF_VIEWER':
      await dialog.getByLabel('Einbettungscode', { exact: false }).fill('https://issuu.com/aurelia-philharmonie/docs/programmheft-1');
      return;
    case 'SOCIAL_MEDIA':
      await dialog.getByLabel('Einbettungscode', { exact: false }).fill('https://www.instagram.com/p/C0aUreLiA26/');
      return;
    case 'FORM':
      await dialog.getByLabel('HubSpot-Formular-ID (Pflichtfeld)').fill('e2e-aufbau-formular');
      return;
    case 'QUOTE':
      await dialog.getByLabel('Zitat', { exact: true }).fill('Ein aufgebautes Zitat.');
      await dialog.getByLabel('Urheber', { exact: true }).fill('Die Testerin');
      return;
    case 'FAQ':
      await dialog.getByLabel('Überschrift', { exact: true }).fill('Aufgebaute Fragen');
      return;
    case 'FULL_TEASER':
      await fillTeaser(page, dialog, 'Aufgebauter großer Teaser');
      return;
    case 'TEASER_LIST':
      await dialog.getByLabel('Überschrift', { exact: true }).fill('Aufgebaute Teaserliste');
      return;
    case 'VENUE': {
      const select = dialog.getByLabel('Spielstätte (Pflichtfeld)');
      await poll(() => select.locator('option').count()).toBeGreaterThan(1);
      await select.selectOption({ index: 1 });
      return;
    }
    case 'VENUE_LIST': {
      await dialog.getByLabel('Überschrift', { exact: true }).fill('Aufgebaute Spielstätten');
      const venues = dialog.getByRole('group', { name: 'Spielstätten' }).getByRole('checkbox');
      await poll(() => venues.count()).toBeGreaterThan(0);
      await venues.first().check();
      return;
    }
    case 'HTML':
      await dialog.getByLabel('HTML-Code (Pflichtfeld)').fill('<p>Aufgebautes HTML</p>');
      return;
    case 'LOGO_LIST':
      await dialog.getByLabel('Überschrift', { exact: true }).fill('Aufgebaute Logos');
      return;
    case 'VIDEO_LIST':
      await dialog.getByLabel('Überschrift', { exact: true }).fill('Aufgebaute Videos');
      return;
    case 'HERO_MEDIA':
      await dialog.getByLabel('Überschrift', { exact: true }).fill('Aufgebautes Bühnenbild');
      await dialog.getByLabel('Sichtbar ab (Pflichtfeld)').fill('2020-01-01');
      return;
    case 'BLOG_TEASER_LIST':
      await dialog.getByLabel('Anzahl der Beiträge (1–8)', { exact: false }).fill('3');
      return;
    case 'TWO_COLUMNS':
      await dialog.getByRole('textbox', { name: 'Text (Pflichtfeld)' }).click();
      await page.keyboard.type('Aufgebaute zwei Spalten.');
      await pickMedia(page, dialog.getByRole('button', { name: 'Bild auswählen…' }), 'Bild der zwei Spalten');
      return;
    case 'HIGHLIGHT_TEASER': {
      const categories = dialog.getByRole('group', { name: 'Kategorien' }).getByRole('checkbox');
      await poll(() => categories.count()).toBeGreaterThan(0);
      await categories.first().check();
      return;
    }
    case 'IMAGE_LIST':
    case 'EVENT_LIST':
    case 'ANCHOR_LIST':
    case 'TEASER_ITEM':
      // No required field; the lists get their items below.
      return;
  }
}

/** What the visitor sees of each kind (src/client/screens/cmsPage/modules/). */
const TRACES: Record<EditorModuleKind, string> = {
  HEADLINE: '.cms-headline__text:text-is("Aufgebaute Überschrift")',
  TEXT: '.cms-text:has-text("Ein aufgebauter Absatz.")',
  LINK: 'a.cms-button[href="/de/ueber-uns"]:has-text("Aufgebauter Link")',
  IMAGE: '.cms-figure img[alt="Aufgebautes Bild"]',
  IMAGE_LIST: '.cms-gallery img[alt="Bild der Bilderliste"]',
  VIDEO: '.cms-media:has(.cms-media__caption:text-is("Aufgebautes Video")) .external-media',
  SELF_HOSTED_VIDEO: 'video.cms-media__video[aria-label="Aufgebautes eigenes Video"]',
  VIDEO_LIST: '.cms-video-list__headline:text-is("Aufgebaute Videos")',
  AUDIO: '.external-media:has(.external-media__provider:text-is("SoundCloud"))',
  SELF_HOSTED_AUDIO: 'audio.cms-media__audio[aria-label="Aufgebautes eigenes Audio"]',
  VIEWER: '.cms-section--33-33-33 .cms-column >> nth=0 >> .external-media >> nth=0',
  PDF_VIEWER: '.cms-section--33-33-33 .cms-column >> nth=0 >> .external-media >> nth=1',
  SOCIAL_MEDIA: '.external-media:has(.external-media__provider:text-is("Instagram"))',
  QUOTE: '.cms-quote__text:has-text("Ein aufgebautes Zitat.")',
  FAQ: '.cms-faq__headline:text-is("Aufgebaute Fragen")',
  FULL_TEASER: '.cms-teaser--full .cms-teaser__headline:text-is("Aufgebauter großer Teaser")',
  TEASER_LIST: '.cms-teaser-list__headline:text-is("Aufgebaute Teaserliste")',
  TEASER_ITEM: '.cms-teaser-list .cms-teaser__headline:text-is("Aufgebauter Teaser der Liste")',
  VENUE: '.cms-section--33-67 .cms-column >> nth=0 >> .cms-venue__name >> nth=0',
  VENUE_LIST: '.cms-venues__headline:text-is("Aufgebaute Spielstätten")',
  HTML: '.cms-html:has-text("Aufgebautes HTML")',
  LOGO_LIST: '.cms-logos__headline:text-is("Aufgebaute Logos")',
  FORM: '.external-media:has(.external-media__provider:text-is("HubSpot"))',
  HERO_MEDIA: '.cms-hero__headline:text-is("Aufgebautes Bühnenbild")',
  BLOG_TEASER_LIST: '.cms-articles:not(.cms-articles--highlight) .cms-articles__headline',
  TWO_COLUMNS: '.cms-two-columns:has-text("Aufgebaute zwei Spalten.") img[alt="Bild der zwei Spalten"]',
  EVENT_LIST: 'section.cms-events',
  HIGHLIGHT_TEASER: 'section.cms-articles--highlight',
  ANCHOR_LIST: `.cms-anchors a.cms-anchors__link[href="/de/${PATH}#aufgebaut"]:has-text("Zur Überschrift")`,
};

describe('building a page from nothing in the in-page editor', () => {
  it('adds a section of each preset and a module of every kind; a visitor sees all of them in a fresh context', async () => {
    // Every kind is placed: in a column, or (the teaser item) as an item of its list.
    expect([...LAYOUT.flat(2), 'TEASER_ITEM'].toSorted()).toEqual([...MODULE_KINDS].toSorted());

    const page = await contexts.newPage({ locale: 'de-DE', width: 1280 });
    staffPage = page;
    // Logged in (editorContexts): the hub lists the pages.
    await page.goto(`${suite.web.url}/cms-hub?lang=de`);
    await page.locator('.cms-hub__pages').waitFor();
    const created = await gql<{ createPage: { id: string } }>(
      page,
      'mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }',
      {
        input: { title: 'Aufbautest', path: PATH, isOnline: true },
      },
    );
    createdPageId = created.createPage.id;

    await page.goto(`${suite.web.url}/de/${PATH}?edit=1`);
    await page.getByRole('toolbar', { name: 'Bearbeitungsleiste' }).waitFor();
    expect(await page.locator('.cms-section').count()).toBe(0);

    // Six sections, one per preset, each added at the end.
    for (const [index, preset] of PRESETS.entries()) {
      await page.getByRole('button', { name: 'Abschnitt hinzufügen' }).last().click();
      await form(page).getByRole('radio', { name: preset, exact: true }).check();
      await form(page).getByRole('button', { name: 'Anlegen' }).click();
      await poll(() => page.locator('.cms-section').count()).toBe(index + 1);
      await poll(() => form(page).count()).toBe(0);
    }
    const classes = () =>
      page
        .locator('.cms-section')
        .evaluateAll((sections) => sections.map((section) => [...section.classList].find((name) => name.startsWith('cms-section--'))));
    expect(await classes()).toEqual(PRESETS.map((preset) => `cms-section--${preset}`));

    // The modules, column by column, through 'Add module', the type choice and the form.
    for (const [s, columns] of LAYOUT.entries()) {
      for (const [c, kinds] of columns.entries()) {
        for (const kind of kinds) {
          const section = page.locator('.cms-section').nth(s);
          const add = columns.length > 1 ? `Modul in Spalte ${c + 1} hinzufügen` : 'Modul hinzufügen';
          const before = await section.locator('.cms-column').nth(c).locator('.editor-module:not(.editor-module--item)').count();
          await section.getByRole('button', { name: add, exact: true }).click();
          await form(page).getByLabel('Modultyp').selectOption({ label: KIND_NAMES[kind] });
          await form(page).getByRole('button', { name: 'Weiter' }).click();
          await form(page)
            .getByRole('heading', { name: `Neues Modul: ${KIND_NAMES[kind]}` })
            .waitFor();
          await fillModule(page, kind, form(page));
          await form(page).getByRole('button', { name: 'Speichern' }).click();
          await poll(() => form(page).count()).toBe(0);
          await poll(() => section.locator('.cms-column').nth(c).locator('.editor-module:not(.editor-module--item)').count()).toBe(
            before + 1,
          );
        }
      }
    }

    // The lists' items through 'Add item': a teaser, a picture, a link to the headline's anchor.
    await page.getByRole('button', { name: 'Eintrag zu „Teaserliste“ hinzufügen' }).click();
    await form(page).getByRole('heading', { name: 'Neues Modul: Teaser' }).waitFor();
    await fillTeaser(page, form(page), 'Aufgebauter Teaser der Liste');
    await form(page).getByRole('button', { name: 'Speichern' }).click();
    await poll(() => form(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Eintrag zu „Bilderliste“ hinzufügen' }).click();
    await form(page).getByRole('heading', { name: 'Neues Modul: Bild' }).waitFor();
    await pickMedia(page, form(page).getByRole('button', { name: 'Bild auswählen…' }), 'Bild der Bilderliste');
    await form(page).getByRole('button', { name: 'Speichern' }).click();
    await poll(() => form(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Eintrag zu „Ankerliste“ hinzufügen' }).click();
    await form(page).getByRole('heading', { name: 'Neues Modul: Link' }).waitFor();
    await form(page).getByLabel('Linktext (Pflichtfeld)').fill('Zur Überschrift');
    await form(page).getByLabel('Linkziel (Pflichtfeld)').fill(`/de/${PATH}#aufgebaut`);
    await form(page).getByRole('button', { name: 'Speichern' }).click();
    await poll(() => form(page).count()).toBe(0);
    await poll(() => page.locator('.editor-module--item').count()).toBe(3);
    await shot(page, 'build-editor-1280');

    // The visitor: a fresh context, consent without external media.
    const visitor = await contexts.newPage({ locale: 'de-DE', width: 1280 });
    const response = await visitor.goto(`${suite.web.url}/de/${PATH}`);
    expect(response?.status()).toBe(200);
    await visitor.waitForSelector('html[data-hydrated="true"]');
    const visitorClasses = await visitor
      .locator('.cms-section')
      .evaluateAll((sections) => sections.map((section) => [...section.classList].find((name) => name.startsWith('cms-section--'))));
    expect(visitorClasses).toEqual(PRESETS.map((preset) => `cms-section--${preset}`));
    expect(await visitor.locator('.editor-tools, .editor-module, [data-editor-block]').count()).toBe(0);
    const missing: string[] = [];
    for (const kind of MODULE_KINDS) {
      const trace = visitor.locator(TRACES[kind]).first();
      try {
        await trace.waitFor({ state: 'visible', timeout: 15_000 });
      } catch {
        missing.push(kind);
      }
    }
    await shot(visitor, 'build-visitor-1280');
    expect(missing).toEqual([]);
  }, 240_000);
});
