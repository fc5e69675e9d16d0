// Copy and paste of blocks in the in-page editor, in Chromium (issue 22 part 6): a module and a
// list's item duplicated from the toolbar, and the paste undone with Ctrl+Z; a section copied on a
// German page and pasted into the English page of the same page (reached by the language switch),
// which a visitor then sees with new ids and the same picture and link; Ctrl+C / Ctrl+V on a
// selected block, while inside a field the keys stay the browser's; pastes that do not fit refused
// with the reason; markup copied stays inert text. Staff work on a page made for this test (both
// languages deleted at the end). No session and no CSRF header: tests/integration/gateway.editorPaste.test.ts.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { axeViolations, block, blockToolbar, editorContexts, gql, selectBlock, shot, shots } from '../support/editorKit';

const suite = browserSuite();
const PATH = `e2e-paste-${Date.now().toString(36)}`;
const contexts = editorContexts(suite);
const XSS = '<img src=x onerror="window.__pasteXss=1">';
let staffPage: Page | null = null;
let pageId = '';
let sectionId = '';

afterAll(async () => {
  if (staffPage && pageId) {
    for (const locale of ['EN', 'DE'])
      await gql(staffPage, 'mutation ($locale: Locale!, $id: ID!) { deletePage(locale: $locale, pageId: $id) }', { locale, id: pageId });
  }
  await contexts.closeAll();
});

async function createModule(page: Page, input: Record<string, unknown>): Promise<void> {
  await gql(page, 'mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { __typename } }', { input });
}

/** A German page (and its English translation, empty) with one section: a headline, a picture, a link and a teaser list with one item. */
async function makePage(page: Page): Promise<void> {
  await page.goto(`${suite.web.url}/cms-hub?lang=de`);
  pageId = (
    await gql<{ createPage: { id: string } }>(
      page,
      'mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }',
      { input: { title: 'Kopiertest', path: PATH, isOnline: true } },
    )
  ).createPage.id;
  await gql(
    page,
    'mutation ($id: ID!, $settings: PageSettingsInput!) { updatePageSettings(locale: EN, pageId: $id, settings: $settings) { title } }',
    { id: pageId, settings: { title: 'Copy test', path: PATH, isOnline: true } },
  );
  sectionId = (
    await gql<{ createSection: { id: string } }>(
      page,
      'mutation ($input: CreateSectionInput!) { createSection(locale: DE, input: $input) { id } }',
      { input: { pageId, preset: 'FULL' } },
    )
  ).createSection.id;
  await createModule(page, { parentId: sectionId, fields: { kind: 'HEADLINE', headline: { content: 'Alpha' } } });
  await createModule(page, {
    parentId: sectionId,
    fields: { kind: 'IMAGE', image: { image: 'seed/pages/orchester', imageAlt: 'Das Orchester' } },
  });
  await createModule(page, { parentId: sectionId, fields: { kind: 'LINK', link: { label: 'Zum Programm', target: '/de/programm' } } });
  const list = await gql<{ createModule: { module: { id: string } } }>(
    page,
    'mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { module { ... on TeaserListModule { id } } } }',
    {
      input: { parentId: sectionId, fields: { kind: 'TEASER_LIST', teaserList: { headline: 'Liste' } } },
    },
  );
  await createModule(page, {
    parentId: list.createModule.module.id,
    fields: { kind: 'TEASER_ITEM', teaserItem: { image: 'seed/pages/orchester', link: '/de', headline: 'Erster Teaser' } },
  });
}

async function openEditor(page: Page, locale: 'de' | 'en'): Promise<void> {
  await page.goto(`${suite.web.url}/${locale}/${PATH}?edit=1`);
  await page.getByRole('toolbar', { name: locale === 'de' ? 'Bearbeitungsleiste' : 'Editing toolbar' }).waitFor();
  await page.locator('[data-history="undo"]').waitFor();
  // The page as staff see it (asked again with the session): its blocks, once it has any.
  if (locale === 'de') await block(page, 'Abschnitt 1').waitFor();
}

const kinds = (page: Page) =>
  page.locator('[data-editor-block="module"]').evaluateAll((blocks) => blocks.map((element) => element.getAttribute('aria-label')));
const saveAlert = (page: Page) => page.locator('[data-editor-alert="save"]').textContent();
const errorAlert = (page: Page) => page.locator('[data-editor-alert="error"]').textContent();
/** Presses a key with the focus on the selected block (outside any field: the block's keys act). */
async function pressOnPage(page: Page, key: string): Promise<void> {
  expect(
    await page.evaluate(() => document.activeElement?.closest('input, textarea, [contenteditable="true"], .editor-panel') ?? null),
  ).toBeNull();
  await page.keyboard.press(key);
}

describe('copy and paste of blocks in the in-page editor', () => {
  it('duplicates a module and a list’s item from the toolbar, and Ctrl+Z removes the copy again', async () => {
    const page = await contexts.newPage();
    staffPage = page;
    await makePage(page);
    await openEditor(page, 'de');
    const before = await kinds(page);
    expect(before).toEqual(['Überschrift', 'Bild', 'Link', 'Teaserliste', 'Eintrag 1 · Teaser']);

    await selectBlock(block(page, 'Überschrift'));
    const toolbar = blockToolbar(page, 'Überschrift bearbeiten');
    // The button is in the toolbar's one Tab stop, reached by the arrow keys; named for screen readers.
    await toolbar.getByRole('button', { name: 'Duplizieren' }).click();
    await expect.poll(() => kinds(page)).toEqual(['Überschrift', 'Überschrift', 'Bild', 'Link', 'Teaserliste', 'Eintrag 1 · Teaser']);
    await expect.poll(() => saveAlert(page)).toBe('Dupliziert.');
    expect(await page.locator('.cms-section h2').allTextContents()).toEqual(['Alpha', 'Alpha', 'Liste']);
    const ids = await page
      .locator('[data-editor-block="module"][aria-label="Überschrift"]')
      .evaluateAll((blocks) => blocks.map((element) => element.getAttribute('data-block-id')));
    expect(new Set(ids).size).toBe(2);
    // The copy is selected and has the focus.
    await expect.poll(() => page.locator('[data-editor-block][data-selected]').getAttribute('data-block-id')).toBe(ids[1]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-block-id'))).toBe(ids[1]);
    await expect.poll(() => page.locator('[data-history="undo"]').getAttribute('title')).toBe('Rückgängig: Modul hinzugefügt (Strg+Z)');

    // Undo of the paste: the copy goes, the original stays.
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => kinds(page), { timeout: 15_000 }).toEqual(before);

    // A list's item: the copy comes right after it, in its list.
    await selectBlock(block(page, 'Eintrag 1 · Teaser'));
    // By keyboard: the toolbar's buttons are one Tab stop, the arrow keys move among them.
    const itemToolbar = blockToolbar(page, 'Eintrag 1 (Teaser) bearbeiten');
    await itemToolbar.getByRole('button', { name: 'Löschen' }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Duplizieren');
    await page.keyboard.press('Enter');
    await expect.poll(() => kinds(page)).toEqual([...before, 'Eintrag 2 · Teaser']);
  });

  it('copies a section on the German page and pastes it into the English page; a visitor sees it with new ids, the same picture and link', async () => {
    const page = staffPage ?? (await contexts.newPage());
    await openEditor(page, 'de');
    const germanIds = await page
      .locator('[data-editor-block]')
      .evaluateAll((blocks) => blocks.map((element) => element.getAttribute('data-block-id')));
    await selectBlock(block(page, 'Abschnitt 1'));
    const toolbar = blockToolbar(page, 'Abschnitt 1 bearbeiten');
    await toolbar.getByRole('button', { name: 'Weitere Aktionen' }).click();
    await shots(page, 'copy-paste-more');
    expect(await axeViolations(page, '.editor-floating--section')).toEqual([]);
    await page.getByRole('button', { name: 'Kopieren (Strg+C)' }).click();
    await expect
      .poll(() => saveAlert(page))
      .toBe('Abschnitt kopiert. Einfügen mit Strg+V auf einem ausgewählten Abschnitt oder mit „Kopierten Abschnitt einfügen“.');

    // The English page of the same page, by the language switch (it keeps the edit flag).
    await page.locator('.language-switch a[hreflang="en"]').click();
    await page.getByRole('toolbar', { name: 'Editing toolbar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/en/${PATH}`);
    expect(await page.locator('[data-editor-block="section"]').count()).toBe(0);
    // Beside 'Add section' while a section is copied (shown when the area has the focus or the pointer).
    const paste = page.getByRole('button', { name: 'Paste copied section' });
    await paste.focus();
    await shots(page, 'copy-paste-add-area');
    expect(await axeViolations(page, '.editor-add-section')).toEqual([]);
    await paste.click();
    await expect.poll(() => page.locator('[data-editor-block="section"]').count()).toBe(1);
    await expect.poll(() => saveAlert(page)).toBe('Pasted.');
    await expect.poll(() => kinds(page)).toEqual(['Headline', 'Image', 'Link', 'Teaser list', 'Item 1 · Teaser', 'Item 2 · Teaser']);
    await shots(page, 'copy-paste-english');
    const englishIds = await page
      .locator('[data-editor-block]')
      .evaluateAll((blocks) => blocks.map((element) => element.getAttribute('data-block-id')));
    expect(englishIds).toHaveLength(germanIds.length);
    for (const id of englishIds) expect(germanIds).not.toContain(id);
    await expect.poll(() => page.locator('[data-history="undo"]').getAttribute('title')).toBe('Undo: Section added (Ctrl+Z)');

    const visitor = await contexts.newPage({ staff: false, locale: 'en-GB' });
    await visitor.goto(`${suite.web.url}/en/${PATH}`);
    const section = visitor.locator('.cms-section');
    expect(await section.locator('h2').allTextContents()).toEqual(['Alpha', 'Liste']);
    expect(await section.locator('img[src*="orchester"]').count()).toBeGreaterThanOrEqual(1);
    expect(await section.getByRole('link', { name: 'Zum Programm' }).getAttribute('href')).toBe('/de/programm');
    // The German page is as it was.
    await visitor.goto(`${suite.web.url}/de/${PATH}`);
    expect(await visitor.locator('.cms-section').count()).toBe(1);

    // Undo removes the pasted section from the English page.
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(() => page.locator('[data-editor-block="section"]').count(), { timeout: 15_000 }).toBe(0);
  });

  it('copies and pastes with Ctrl+C / Ctrl+V on a selected block, leaves the keys to fields, and refuses what does not fit with the reason', async () => {
    const page = staffPage ?? (await contexts.newPage());
    await openEditor(page, 'de');
    const before = await kinds(page);

    // Inside a field the keys are the browser's: nothing is copied into the editor's clipboard.
    const stored = await page.evaluate(() => localStorage.getItem('aurelia.editor.clipboard.v1'));
    await selectBlock(block(page, 'Link'));
    const label = page.locator('aside.editor-panel').getByLabel('Linktext (Pflichtfeld)');
    await label.focus();
    await label.selectText();
    await page.keyboard.press('ControlOrMeta+c');
    await page.keyboard.press('ControlOrMeta+v');
    expect(await page.evaluate(() => localStorage.getItem('aurelia.editor.clipboard.v1'))).toBe(stored);
    expect(await kinds(page)).toEqual(before);
    await page.keyboard.press('Escape');

    // On the selected block: Ctrl+C copies it, Ctrl+V on another module pastes it after that one.
    await selectBlock(block(page, 'Link'));
    await pressOnPage(page, 'ControlOrMeta+c');
    await expect.poll(() => saveAlert(page)).toBe('Link kopiert. Einfügen mit Strg+V auf einem ausgewählten Modul oder Abschnitt.');
    await selectBlock(block(page, 'Überschrift'));
    await pressOnPage(page, 'ControlOrMeta+v');
    await expect
      .poll(() => kinds(page))
      .toEqual(['Überschrift', 'Link', 'Bild', 'Link', 'Teaserliste', 'Eintrag 1 · Teaser', 'Eintrag 2 · Teaser']);
    await expect.poll(() => saveAlert(page)).toBe('Eingefügt.');

    // A link into the teaser list: refused, with the reason.
    await selectBlock(block(page, 'Eintrag 1 · Teaser'));
    await pressOnPage(page, 'ControlOrMeta+v');
    await expect.poll(() => errorAlert(page)).toBe('Nicht eingefügt: Die Liste „Teaserliste“ nimmt kein Modul der Art „Link“ auf.');
    // The 'More actions' list offers the paste too, naming what was copied.
    await blockToolbar(page, 'Eintrag 1 (Teaser) bearbeiten').getByRole('button', { name: 'Weitere Aktionen' }).click();
    expect(await page.locator('.editor-floating__more button').allTextContents()).toEqual([
      'Liste auswählen',
      'Kopieren (Strg+C)',
      'Einfügen: Link (Strg+V)',
    ]);
    await page.keyboard.press('Escape');

    // A section into a module: refused, with the reason.
    await selectBlock(block(page, 'Abschnitt 1'));
    await pressOnPage(page, 'ControlOrMeta+c');
    await expect.poll(() => saveAlert(page)).toMatch(/^Abschnitt kopiert\./);
    await selectBlock(block(page, 'Bild'));
    await pressOnPage(page, 'ControlOrMeta+v');
    await expect
      .poll(() => errorAlert(page))
      .toBe(
        'Nicht eingefügt: Ein Abschnitt kann nur nach einem Abschnitt eingefügt werden, nicht in ein Modul oder eine Liste. Wählen Sie einen Abschnitt aus.',
      );
    expect(await kinds(page)).toEqual(['Überschrift', 'Link', 'Bild', 'Link', 'Teaserliste', 'Eintrag 1 · Teaser', 'Eintrag 2 · Teaser']);

    // On a selected section it goes after it.
    await selectBlock(block(page, 'Abschnitt 1'));
    await pressOnPage(page, 'ControlOrMeta+v');
    await expect.poll(() => page.locator('[data-editor-block="section"]').count()).toBe(2);
    await shots(page, 'copy-paste-pasted');

    // At a phone's width the toolbar with 'More actions' open (the panel closed).
    await page.setViewportSize({ width: 390, height: 844 });
    await selectBlock(block(page.locator('[data-editor-block="section"]').first(), 'Überschrift'));
    const phoneToolbar = blockToolbar(page, 'Überschrift bearbeiten');
    await phoneToolbar.getByRole('button', { name: 'Weitere Aktionen' }).click();
    await page.locator('.editor-floating__more').scrollIntoViewIfNeeded();
    expect(await page.locator('.editor-floating__more button').allTextContents()).toEqual([
      'Abschnitt auswählen',
      'Kopieren (Strg+C)',
      'Einfügen: Abschnitt (Strg+V)',
    ]);
    await shot(page, 'copy-paste-toolbar-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('keeps markup copied inert, and refuses a tampered clipboard with the reason', async () => {
    const page = staffPage ?? (await contexts.newPage());
    await createModule(page, { parentId: sectionId, position: 0, fields: { kind: 'HEADLINE', headline: { content: XSS } } });
    await openEditor(page, 'de');
    const first = page.locator('[data-editor-block="section"]').first();
    await selectBlock(first.getByRole('group', { name: 'Überschrift', exact: true }).first());
    await pressOnPage(page, 'ControlOrMeta+c');
    await expect.poll(() => saveAlert(page)).toMatch(/^Überschrift kopiert\./);
    await pressOnPage(page, 'ControlOrMeta+v');
    await expect.poll(() => first.locator('h2').allTextContents()).toEqual([XSS, XSS, 'Alpha', 'Liste']);
    expect(await page.locator('.cms-section img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => '__pasteXss' in window)).toBe(false);

    // A clipboard someone wrote into the storage: the upstream checks every field and refuses it.
    await page.evaluate(() =>
      localStorage.setItem(
        'aurelia.editor.clipboard.v1',
        JSON.stringify({
          block: 'module',
          kind: 'HEADLINE',
          snapshot: JSON.stringify({ model: 'headline', content: '<script>window.__pasteXss=2</script>', onclick: 'window.__pasteXss=3' }),
          copiedAt: 0,
        }),
      ),
    );
    const count = (await kinds(page)).length;
    await pressOnPage(page, 'ControlOrMeta+v');
    await expect.poll(() => errorAlert(page)).toBe('Nicht eingefügt: Die kopierten Inhalte sind ungültig und wurden nicht eingefügt.');
    expect((await kinds(page)).length).toBe(count);
    // Not JSON at all: nothing to paste.
    await page.evaluate(() => localStorage.setItem('aurelia.editor.clipboard.v1', '<script>'));
    await pressOnPage(page, 'ControlOrMeta+v');
    await expect.poll(() => errorAlert(page)).toBe('Nichts zum Einfügen: Kopieren Sie zuerst einen Abschnitt oder ein Modul.');
    expect(await page.evaluate(() => '__pasteXss' in window)).toBe(false);
  });
});
