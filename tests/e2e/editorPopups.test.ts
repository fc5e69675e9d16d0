// The editor's admin popups in Chromium (issue 12 part 4; spec 000 §7 "Admin popups exist for link,
// image and event finder"): on a page made for this test (deleted at the end), staff pick a page
// link found by its English title, pick an event in the finder with the keyboard, upload a
// picture with its alt text into an image module (a wrong type and a too-large file get their
// messages first), choose venues for a venue list, save, and a visitor sees the picture with its
// renditions and the links. Each popup: focus in and back, Escape, axe without violation.
// One case in English: the external address of the link picker.
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { MEDIA_UPLOAD_MAX_BYTES } from '../../src/shared/editor/mediaUpload';
import { browserSuite } from '../support/browserSuite';
import { axeViolations, editorContexts, gql, shots } from '../support/editorKit';

const suite = browserSuite();
const PATH = `e2e-popups-${Date.now().toString(36)}`;
const contexts = editorContexts(suite);
const created: { locale: 'DE' | 'EN'; id: string }[] = [];
let staffPage: Page | null = null;

afterAll(async () => {
  for (const page of created)
    if (staffPage) await gql(staffPage, `mutation ($id: ID!) { deletePage(locale: ${page.locale}, pageId: $id) }`, { id: page.id });
  await contexts.closeAll();
});

/** Waits for what the network brings (two cores shared by several test runs: seconds, not one). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/** The popup: the dialog opened last (over the module form). */
const popup = (page: Page): Locator => page.locator('dialog.editor-popup[open]');
const form = (page: Page): Locator => page.locator('dialog.editor-dialog--form[open]');
const focusInside = (page: Page) =>
  page.evaluate(() => document.querySelector('dialog.editor-popup[open]')?.contains(document.activeElement) ?? false);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function staffContext(locale: string): Promise<Page> {
  const page = await contexts.newPage({ locale: locale, width: 1280 });
  // Logged in (editorContexts): the hub lists the pages.
  await page.goto(`${suite.web.url}/cms-hub?lang=de`);
  await page.locator('.cms-hub__pages').waitFor();
  return page;
}

async function newPage(page: Page, locale: 'DE' | 'EN', title: string): Promise<void> {
  const result = await gql<{ createPage: { id: string } }>(
    page,
    `mutation ($input: CreatePageInput!) { createPage(locale: ${locale}, input: $input) { id } }`,
    { input: { title, path: PATH, isOnline: true } },
  );
  created.push({ locale, id: result.createPage.id });
}

async function startModule(page: Page, kind: string, labels: { add: string; kind: string; next: string }): Promise<Locator> {
  await page.locator('.editor-tools--column').first().getByRole('button', { name: labels.add }).click();
  await form(page).getByLabel(labels.kind).selectOption({ label: kind });
  await form(page).getByRole('button', { name: labels.next }).click();
  return form(page);
}
const DE = { add: 'Modul in Spalte 1 hinzufügen', kind: 'Modultyp', next: 'Weiter' };

/** A real picture (2:1, so the 16:9 renditions are cut from it). */
const picture = () =>
  sharp({ create: { width: 1600, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

describe('the editor’s admin popups', () => {
  it('picks a page link and an event, uploads a picture with alt text, chooses venues; the visitor sees them', async () => {
    const page = await staffContext('de-DE');
    staffPage = page;
    let eventLink = '';
    await newPage(page, 'DE', 'Popup-Test');
    await page.goto(`${suite.web.url}/de/${PATH}?edit=1`);
    await page.getByRole('toolbar', { name: 'Bearbeitungsleiste' }).waitFor();
    await page.getByRole('button', { name: 'Abschnitt hinzufügen' }).first().click();
    await form(page).getByRole('radio', { name: '50-50' }).check();
    await form(page).getByRole('button', { name: 'Anlegen' }).click();
    await poll(() => page.locator('.cms-section--50-50').count()).toBe(1);

    // A link module: the link picker finds the page 'Über uns' by its English title.
    let module = await startModule(page, 'Link', DE);
    await module.getByLabel('Linktext (Pflichtfeld)').fill('Zum Orchester');
    const chooseLink = module.getByRole('button', { name: 'Link auswählen…' }).first();
    await chooseLink.click();
    await popup(page).getByRole('heading', { name: 'Link auswählen' }).waitFor();
    await poll(() => focusInside(page)).toBe(true);
    expect(await popup(page).getByRole('tab', { name: 'Seiten' }).getAttribute('aria-selected')).toBe('true');
    await popup(page).getByRole('tabpanel').getByLabel('Seiten nach Titel suchen (deutsch oder englisch)').fill('About us');
    await poll(() => popup(page).getByRole('status').textContent()).toBe('Gefundene Seiten: 1');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'link-picker');
    // Escape closes the popup alone; the focus is back on its button and the form stays.
    await page.keyboard.press('Escape');
    await poll(() => popup(page).count()).toBe(0);
    expect(await form(page).count()).toBe(1);
    expect(await focusedText(page)).toBe('Link auswählen…');
    await chooseLink.click();
    await popup(page).getByLabel('Seiten nach Titel suchen (deutsch oder englisch)').fill('About us');
    await popup(page)
      .getByRole('button', { name: /Über uns \/ About us/ })
      .click();
    await poll(() => popup(page).count()).toBe(0);
    expect(await module.getByLabel('Linkziel (Pflichtfeld)').inputValue()).toBe('/de/ueber-uns');
    expect(await focusedText(page)).toBe('Link auswählen…');

    await module.getByRole('button', { name: 'Speichern' }).click();
    await poll(() => page.locator(`.cms-section a[href="/de/ueber-uns"]`).count()).toBe(1);

    // An image module: the picker refuses a wrong type and a too-large file, then uploads a
    // picture and asks for its alt text (required unless decorative).
    module = await startModule(page, 'Bild', DE);
    const chooseImage = module.getByRole('button', { name: 'Bild auswählen…' });
    await chooseImage.click();
    await popup(page).getByRole('heading', { name: 'Bild auswählen' }).waitFor();
    await poll(async () => (await popup(page).getByRole('status').last().textContent()) ?? '').toMatch(/^Gefundene Dateien: [1-9]\d*$/);
    expect(await popup(page).locator('.editor-popup__tile img').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'image-picker');
    const file = popup(page).getByLabel('Datei', { exact: true });
    await file.setInputFiles({ name: 'programm.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await popup(page).getByRole('button', { name: 'Hochladen' }).click();
    await poll(() => popup(page).getByRole('alert').textContent()).toBe(
      'Dieser Dateityp wird hier nicht angenommen. Erlaubt: jpg, jpeg, png, webp, avif, gif.',
    );
    expect(await file.getAttribute('aria-invalid')).toBe('true');
    await file.setInputFiles({ name: 'riesig.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(MEDIA_UPLOAD_MAX_BYTES.image + 1, 1) });
    await popup(page).getByRole('button', { name: 'Hochladen' }).click();
    await poll(() => popup(page).getByRole('alert').textContent()).toBe('Die Datei ist zu groß: höchstens 8 MB.');
    // A file that only claims to be a picture: the upstream reads its bytes.
    await file.setInputFiles({ name: 'falsch.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('kein Bild') });
    await popup(page).getByRole('button', { name: 'Hochladen' }).click();
    await poll(() => popup(page).getByRole('alert').textContent()).toBe(
      'Dieser Dateityp wird hier nicht angenommen. Erlaubt: jpg, jpeg, png, webp, avif, gif.',
    );
    await file.setInputFiles({ name: 'Orchesterprobe.jpg', mimeType: 'image/jpeg', buffer: await picture() });
    await popup(page).getByRole('button', { name: 'Hochladen' }).click();
    await popup(page).getByRole('heading', { name: 'Bild beschreiben' }).waitFor({ timeout: 15_000 });
    await poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe(
      await popup(page)
        .getByLabel(/^Alternativtext/)
        .getAttribute('id'),
    );
    await popup(page).getByRole('button', { name: 'Dieses Bild übernehmen' }).click();
    expect(await popup(page).getByText('Bitte das Bild beschreiben oder als dekorativ kennzeichnen.').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'image-alt');
    await popup(page)
      .getByLabel(/^Alternativtext/)
      .fill('Das Orchester bei der Probe');
    await popup(page).getByRole('button', { name: 'Dieses Bild übernehmen' }).click();
    await poll(() => popup(page).count()).toBe(0);
    const mediaPath = await module.getByLabel('Bild (Pflichtfeld)').inputValue();
    expect(mediaPath).toMatch(/^uploads\/\d{4}\/\d{2}\/orchesterprobe-[0-9a-f]{8}$/);
    expect(await module.getByLabel('Alternativtext', { exact: true }).inputValue()).toBe('Das Orchester bei der Probe');
    expect(await focusedText(page)).toBe('Bild auswählen…');
    // Where the picture leads: an event, found in the event finder by keyboard (words of a title,
    // ArrowDown into the results, Enter).
    const findEvent = module.getByRole('button', { name: 'Veranstaltung suchen…' }).nth(1);
    await findEvent.click();
    await popup(page).getByRole('heading', { name: 'Veranstaltung suchen' }).waitFor();
    await popup(page).getByLabel('Titel').fill('Sinfoniekonzert');
    await poll(async () => (await popup(page).getByRole('status').textContent()) ?? '').toMatch(/^Gefundene Veranstaltungen: [1-9]\d*$/);
    // The search has answered when every title listed has the words (before, the programme from today shows).
    const titles = popup(page).locator('.editor-popup__result-title');
    await poll(async () => {
      const all = await titles.allTextContents();
      return all.length > 0 && all.every((title) => title.includes('Sinfoniekonzert'));
    }).toBe(true);
    const firstResult = popup(page).locator('[data-result]').first();
    expect(await firstResult.textContent()).toMatch(/Sinfoniekonzert.*\d{4}.*·/);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'event-finder');
    await popup(page).getByLabel('Titel').press('ArrowDown');
    expect(await focusedText(page)).toBe(await firstResult.textContent());
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe(await firstResult.textContent());
    await page.keyboard.press('Enter');
    await poll(() => popup(page).count()).toBe(0);
    eventLink = await module.getByLabel('Link', { exact: true }).inputValue();
    expect(eventLink).toMatch(/^\/de\/konzerte\/[^/]+\/\d+$/);
    await module.getByRole('button', { name: 'Speichern' }).click();
    await poll(() => page.locator(`.cms-section img[alt="Das Orchester bei der Probe"]`).count()).toBe(1);

    // A venue list: venues chosen from the list, in the order chosen.
    module = await startModule(page, 'Spielstättenliste', DE);
    const venues = module.getByRole('group', { name: 'Spielstätten' }).getByRole('checkbox');
    await poll(() => venues.count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'venue-list');
    const names = [
      await venues.nth(1).locator('xpath=following-sibling::label').textContent(),
      await venues.nth(0).locator('xpath=following-sibling::label').textContent(),
    ];
    await venues.nth(1).check();
    await venues.nth(0).check();
    await module.getByRole('button', { name: 'Speichern' }).click();
    await poll(() => form(page).count()).toBe(0);

    // The visitor: the picture with its renditions, the links, the venues.
    const visitor = await contexts.newPage({ locale: 'de-DE', staff: false, consent: false });
    expect((await visitor.goto(`${suite.web.url}/de/${PATH}`))?.status()).toBe(200);
    const img = visitor.locator('picture img[alt="Das Orchester bei der Probe"]');
    await img.waitFor();
    const sources = await visitor
      .locator('picture:has(img[alt="Das Orchester bei der Probe"]) source')
      .evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute('type')} ${node.getAttribute('srcset')}`));
    // AVIF and WebP as <source>s, JPEG in the <img> itself: each a srcset of the upload's renditions.
    expect(sources.map((source) => source.split(' ')[0])).toEqual(['image/avif', 'image/webp']);
    expect(sources.every((source) => source.includes(`/media/${mediaPath}-1280.png?w=320&fm=`) && source.includes('1280w'))).toBe(true);
    expect(await img.getAttribute('srcset')).toContain(`/media/${mediaPath}-1280.png?w=1280&fm=jpeg 1280w`);
    await poll(() => img.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await visitor.locator('a[href="/de/ueber-uns"]').filter({ hasText: 'Zum Orchester' }).count()).toBe(1);
    expect(await visitor.locator(`a[href="${eventLink}"]`).count()).toBeGreaterThan(0);
    // The venue list is a data module: it streams in after the page's shell (on a busy machine
    // after the picture and the links above).
    const mainText = async () => (await visitor.locator('main').textContent()) ?? '';
    for (const name of names) await poll(mainText).toContain(name ?? 'missing');
    const venueText = await mainText();
    expect(venueText.indexOf(names[0] ?? '')).toBeLessThan(venueText.indexOf(names[1] ?? ''));
  }, 240_000);

  it('speaks English: an external address, https added, javascript: refused', async () => {
    const page = staffPage ?? (await staffContext('en-GB'));
    await newPage(page, 'EN', 'Popup test');
    await page.goto(`${suite.web.url}/en/${PATH}?edit=1`);
    await page.getByRole('toolbar', { name: 'Editing toolbar' }).waitFor();
    await page.getByRole('button', { name: 'Add section' }).first().click();
    await form(page).getByRole('button', { name: 'Add', exact: true }).click();
    await poll(() => page.locator('.cms-section').count()).toBe(1);
    const module = await startModule(page, 'Link', { add: 'Add module', kind: 'Module type', next: 'Next' });
    await module.getByRole('button', { name: 'Choose link…' }).first().click();
    await popup(page).getByRole('heading', { name: 'Choose a link' }).waitFor();
    // The tabs with the arrow keys: Pages → Events → External address. The focus moves within the
    // key press itself (a quick Tab after it must reach the new panel, not be pulled back later).
    const focusAfterArrow = await page.evaluate(() => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
      return document.activeElement?.textContent;
    });
    expect(focusAfterArrow).toBe('Events');
    await page.keyboard.press('ArrowRight');
    expect(await popup(page).getByRole('tab', { name: 'External address' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.type('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await poll(() => popup(page).getByText('Please enter a web address, e.g. https://example.org.').count()).toBe(1);
    expect(await popup(page).getByLabel('Web address').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'link-external-en');
    await popup(page).getByLabel('Web address').fill('example.org/tickets');
    await popup(page).getByRole('button', { name: 'Use this link' }).click();
    await poll(() => popup(page).count()).toBe(0);
    expect(await module.getByLabel('Link target (required)').inputValue()).toBe('https://example.org/tickets');
  }, 120_000);
});
