// Moving modules and the items of list modules in the in-page editor, in Chromium (issue 12 part
// 2; spec 000 §3 sections, columns and list modules' children). Staff (logged in, tests/support/editorKit.ts)
// work on pages made for this test (deleted at the end): 'Move to …' takes a module to another
// column and to another section (once by mouse, once by keyboard alone), the focus comes back to
// the moved module's toolbar (issue 22 part 1: the selected block's floating toolbar) and the
// 'save' alert shows; 'Add item' puts teaser items into a
// teaser list and an image into an image list (the type choice limited to what the list takes),
// items are reordered, one is deleted and one moved into another teaser list; a visitor in a
// fresh context sees the result in order, without editor markup; axe finds nothing with the move
// dialog open and in editing mode.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { axeViolations, block, blockToolbar, editorContexts, editorTestPages, selectBlock, shot } from '../support/editorKit';

const suite = browserSuite();
const contexts = editorContexts(suite);
const pages = editorTestPages(suite, 'e2e-moves');
const PATH = pages.path;
let staffPage: Page | null = null;

afterAll(async () => {
  await contexts.closeAll();
});

function dialog(page: Page): Locator {
  return page.locator('dialog[open]');
}

/** A module's block, by its id (its name is its type's, shared with its kind's other modules). */
function blockOf(page: Page, id: string): Locator {
  return page.locator(`[data-editor-block][data-block-id="${id}"]`);
}

/** A module's own floating toolbar (not those of its list's items), once it is selected. */
async function toolsOf(page: Page, id: string): Promise<Locator> {
  await selectBlock(blockOf(page, id));
  return blockOf(page, id).locator(':scope > .editor-floating > [role="toolbar"]');
}

/** The headlines of each column of each section, as the page shows them. */
function columns(page: Page): Promise<string[][]> {
  return page
    .locator('.cms-section')
    .evaluateAll((sections) =>
      sections.map((section) =>
        [...section.querySelectorAll('.cms-column')].map((column) =>
          [...column.querySelectorAll('.cms-headline__text')].map((node) => node.textContent ?? '').join(','),
        ),
      ),
    );
}

/** Which module's block or toolbar holds the focus, and the focused element's name (an icon button's or a block's aria-label). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.closest('[data-module-id]')?.getAttribute('data-module-id') ?? '-'}:${element.getAttribute('aria-label') ?? element.textContent ?? ''}`
      : '';
  });
}

async function login(page: Page): Promise<void> {
  // Logged in (editorContexts): the hub lists the pages.
  await page.goto(`${suite.web.url}/cms-hub?lang=de`);
  await page.locator('.cms-hub__pages').waitFor();
}

describe('moving modules and list items in the in-page editor', () => {
  it('moves modules to another column and section through the dialog, adds, reorders and deletes list items; a visitor sees the result', async () => {
    const page = await contexts.newPage({ locale: 'de-DE', width: 1280 });
    staffPage = page;
    await login(page);

    // The page: section 1 (50-50) with 'Eins' and 'Zwei' in its first column, section 2 (100) with
    // 'Drei', section 3 (100) with a teaser list, an image list and a video list.
    const pageId = await pages.createPage('DE', 'Verschiebetest');
    const halves = await pages.createSection('DE', pageId, { preset: 'HALF_HALF' });
    const second = await pages.createSection('DE', pageId, { preset: 'FULL' });
    const lists = await pages.createSection('DE', pageId, { preset: 'FULL' });
    const one = await pages.createModule('DE', {
      parentId: halves,
      column: 0,
      fields: { kind: 'HEADLINE', headline: { content: 'Eins' } },
    });
    await pages.createModule('DE', { parentId: halves, column: 0, fields: { kind: 'HEADLINE', headline: { content: 'Zwei' } } });
    const three = await pages.createModule('DE', { parentId: second, fields: { kind: 'HEADLINE', headline: { content: 'Drei' } } });
    const recommendations = await pages.createModule('DE', {
      parentId: lists,
      fields: { kind: 'TEASER_LIST', teaserList: { headline: 'Empfehlungen' } },
    });
    await pages.createModule('DE', { parentId: lists, fields: { kind: 'IMAGE_LIST', imageList: { format: 'RATIO_4_3' } } });
    await pages.createModule('DE', { parentId: lists, fields: { kind: 'VIDEO_LIST', videoList: { headline: 'Filme' } } });

    await page.goto(`${suite.web.url}/de/${PATH}?edit=1`);
    await page.getByRole('toolbar', { name: 'Bearbeitungsleiste' }).waitFor();
    expect(await columns(page)).toEqual([['Eins,Zwei', ''], ['Drei'], ['']]);

    // 'Eins' to the second column of its section, by mouse.
    await (await toolsOf(page, one)).getByRole('button', { name: 'Verschieben nach …' }).click();
    const move = dialog(page);
    await move.getByRole('heading', { name: '„Überschrift“ verschieben' }).waitFor();
    expect(
      await move
        .getByRole('group', { name: 'Abschnitt 1 · 50-50' })
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent)),
    ).toEqual(['Spalte 1 · 1 Modul (aktueller Ort)', 'Spalte 2 · 0 Module']);
    expect(await move.getByRole('group', { name: 'Abschnitt 2 · 100' }).getByRole('radio').count()).toBe(1);
    expect(await move.getByRole('group', { name: 'Abschnitt 3 · 100' }).getByRole('radio').count()).toBe(1);
    expect(await move.getByLabel('Stelle in der Spalte').locator('option').allTextContents()).toEqual([
      'Am Anfang',
      'Am Ende (Nach Überschrift „Zwei“)',
    ]);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await shot(page, 'moves-dialog-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'moves-dialog-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await move
      .getByRole('group', { name: 'Abschnitt 1 · 50-50' })
      .getByRole('radio', { name: /^Spalte 2/ })
      .check();
    await move.getByRole('button', { name: 'Verschieben', exact: true }).click();
    await expect.poll(() => columns(page)).toEqual([['Zwei', 'Eins'], ['Drei'], ['']]);
    await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toContain('Verschoben.');
    await expect.poll(() => focused(page)).toBe(`${one}:Verschieben nach …`);

    // 'Drei' from section 2 to the start of section 1's first column, by keyboard alone: Enter on
    // its block selects it (the focus goes into the panel), Escape brings the focus back to the
    // block, Tab to its toolbar's 'Verschieben nach …', Enter opens the dialog on the current
    // column's radio, arrows choose another, Tab to the place, Enter moves.
    await blockOf(page, three).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => blockOf(page, three).getAttribute('data-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('aside.editor-panel') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe(`${three}:Überschrift`);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`${three}:Verschieben nach …`);
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.closest('label')?.textContent)).toBe(
      'Spalte 1 · 0 Module (aktueller Ort)',
    );
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.closest('label')?.textContent)).toBe(
      'Spalte 1 · 1 Modul',
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.selectedOptions[0]?.textContent)).toBe(
      'Am Ende (Nach Überschrift „Zwei“)',
    );
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.selectedOptions[0]?.textContent)).toBe(
      'Am Anfang',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => columns(page)).toEqual([['Drei,Zwei', 'Eins'], [''], ['']]);
    await expect.poll(() => focused(page)).toBe(`${three}:Verschieben nach …`);
    // Escape closes the dialog without a move; the focus returns to its opener.
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => focused(page)).toBe(`${three}:Verschieben nach …`);
    expect(await columns(page)).toEqual([['Drei,Zwei', 'Eins'], [''], ['']]);

    // Items of the teaser list: the form opens on the list's one item kind.
    const addTeaser = page.getByRole('button', { name: 'Eintrag zu „Teaserliste“ hinzufügen' });
    for (const headline of ['Erster Teaser', 'Zweiter Teaser']) {
      await addTeaser.click();
      const form = dialog(page);
      await form.getByRole('heading', { name: 'Neues Modul: Teaser' }).waitFor();
      await form.getByLabel('Bild (Pflichtfeld)').fill('seed/pages/orchester');
      await form.getByLabel('Link (Pflichtfeld)').fill('/de');
      await form.getByLabel('Überschrift', { exact: true }).fill(headline);
      await form.getByRole('button', { name: 'Speichern' }).click();
      await expect.poll(() => dialog(page).count()).toBe(0);
    }
    const teasers = () => page.locator('.cms-teaser-list .cms-teaser__headline').allTextContents();
    await expect.poll(teasers).toEqual(['Erster Teaser', 'Zweiter Teaser']);

    // An image into the image list.
    await page.getByRole('button', { name: 'Eintrag zu „Bilderliste“ hinzufügen' }).click();
    await dialog(page).getByRole('heading', { name: 'Neues Modul: Bild' }).waitFor();
    await dialog(page).getByLabel('Bild (Pflichtfeld)').fill('seed/pages/orchester');
    await dialog(page).getByLabel('Alternativtext').fill('Das Orchester auf der Bühne');
    await dialog(page).getByRole('button', { name: 'Speichern' }).click();
    await expect
      .poll(() => page.locator('.cms-gallery img').evaluateAll((images) => images.map((image) => image.getAttribute('alt'))))
      .toEqual(['Das Orchester auf der Bühne']);

    // A video list offers its two item kinds only.
    await page.getByRole('button', { name: 'Eintrag zu „Videoliste“ hinzufügen' }).click();
    expect(await dialog(page).getByLabel('Modultyp').locator('option').allTextContents()).toEqual(['Video', 'Video (eigene Datei)']);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);

    // Reorder: the second teaser up; the focus stays on the item's controls ('Nach oben' is off at the top: 'Nach unten').
    const secondId = await block(page, 'Eintrag 2 · Teaser').getAttribute('data-block-id');
    await selectBlock(block(page, 'Eintrag 2 · Teaser'));
    await blockToolbar(page, 'Eintrag 2 (Teaser) bearbeiten').getByRole('button', { name: 'Nach oben' }).click();
    await expect.poll(teasers).toEqual(['Zweiter Teaser', 'Erster Teaser']);
    await expect.poll(() => focused(page)).toBe(`${secondId}:Nach unten`);
    expect(await blockToolbar(page, 'Eintrag 1 (Teaser) bearbeiten').getByRole('button', { name: 'Nach oben' }).isDisabled()).toBe(true);

    // A third, then the one now second ('Erster Teaser') deleted after the confirmation.
    await addTeaser.click();
    await dialog(page).getByLabel('Bild (Pflichtfeld)').fill('seed/pages/orchester');
    await dialog(page).getByLabel('Link (Pflichtfeld)').fill('/de');
    await dialog(page).getByLabel('Überschrift', { exact: true }).fill('Dritter Teaser');
    await dialog(page).getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(teasers).toEqual(['Zweiter Teaser', 'Erster Teaser', 'Dritter Teaser']);
    expect(await axeViolations(page, '.cms-page')).toEqual([]);
    const listSection = page.locator('.cms-section').nth(2);
    await listSection.scrollIntoViewIfNeeded();
    await shot(listSection, 'moves-list-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(listSection, 'moves-list-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    const thirdId = await block(page, 'Eintrag 3 · Teaser').getAttribute('data-block-id');
    await selectBlock(block(page, 'Eintrag 2 · Teaser'));
    await blockToolbar(page, 'Eintrag 2 (Teaser) bearbeiten').getByRole('button', { name: 'Löschen' }).click();
    expect(await dialog(page).textContent()).toContain('„Eintrag 2 · Teaser“');
    await dialog(page).getByRole('button', { name: 'Löschen' }).click();
    await expect.poll(teasers).toEqual(['Zweiter Teaser', 'Dritter Teaser']);
    // The deleted item's block and toolbar are gone: the focus is on its neighbour's block (now item 2).
    await expect.poll(() => focused(page)).toBe(`${thirdId}:Eintrag 2 · Teaser`);

    // An item into another list: a second teaser list in section 2, and 'Dritter Teaser' moved
    // there through the dialog, which offers every column and both teaser lists (not the image list).
    const otherList = await pages.createModule('DE', {
      parentId: second,
      fields: { kind: 'TEASER_LIST', teaserList: { headline: 'Weitere' } },
    });
    await page.reload();
    await page.getByRole('toolbar', { name: 'Bearbeitungsleiste' }).waitFor();
    await page.locator(`.editor-module[data-module-id="${otherList}"]`).waitFor();
    await selectBlock(block(page, 'Eintrag 2 · Teaser'));
    const thirdTools = blockToolbar(page, 'Eintrag 2 (Teaser) bearbeiten');
    await thirdTools.getByRole('button', { name: 'Verschieben nach …' }).click();
    const moveItem = dialog(page);
    await moveItem.getByRole('heading', { name: '„Teaser“ verschieben' }).waitFor();
    const options = (name: string) =>
      moveItem
        .getByRole('group', { name })
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent));
    expect(await options('Abschnitt 1 · 50-50')).toEqual(['Spalte 1 · 2 Module', 'Spalte 2 · 1 Modul']);
    expect(await options('Abschnitt 2 · 100')).toEqual(['Spalte 1 · 1 Modul', 'Teaserliste „Weitere“ in Spalte 1 · 0 Einträge']);
    expect(await options('Abschnitt 3 · 100')).toEqual([
      'Spalte 1 · 3 Module',
      'Teaserliste „Empfehlungen“ in Spalte 1 · 1 Eintrag (aktueller Ort)',
    ]);
    expect(await moveItem.getByLabel('Stelle in der Liste').locator('option').allTextContents()).toEqual([
      'Am Anfang',
      'Am Ende (Nach Teaser „Zweiter Teaser“)',
    ]);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await shot(page, 'moves-item-dialog-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'moves-item-dialog-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await moveItem.getByRole('radio', { name: /^Teaserliste „Weitere“/ }).check();
    expect(await moveItem.getByLabel('Stelle in der Liste').locator('option').allTextContents()).toEqual(['Am Ende']);
    await moveItem.getByRole('button', { name: 'Verschieben', exact: true }).click();
    const teasersOf = (listId: string) =>
      page.locator(`.editor-module[data-module-id="${listId}"] .cms-teaser__headline`).allTextContents();
    await expect.poll(() => teasersOf(otherList)).toEqual(['Dritter Teaser']);
    await expect.poll(() => teasersOf(recommendations)).toEqual(['Zweiter Teaser']);
    await expect.poll(() => focused(page)).toBe(`${thirdId}:Verschieben nach …`);

    // A visitor in a fresh context sees the published result in order, without editor markup.
    const visitor = await contexts.newPage({ locale: 'de-DE', staff: false, consent: false });
    const response = await visitor.goto(`${suite.web.url}/de/${PATH}`);
    expect(response?.status()).toBe(200);
    expect(await columns(visitor)).toEqual([['Drei,Zwei', 'Eins'], [''], ['']]);
    expect(
      await visitor
        .locator('.cms-teaser-list')
        .evaluateAll((lists) => lists.map((list) => [...list.querySelectorAll('.cms-teaser__headline')].map((node) => node.textContent))),
    ).toEqual([['Dritter Teaser'], ['Zweiter Teaser']]);
    expect(await visitor.locator('.cms-gallery img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual([
      'Das Orchester auf der Bühne',
    ]);
    expect(await visitor.locator('[class*="editor-"], [data-module-id]').count()).toBe(0);
  });

  it('speaks English on an English page: the move dialog, its choices and the alert', async () => {
    const page = staffPage;
    if (!page) throw new Error('the German test logs in first');
    const pageId = await pages.createPage('EN', 'Move test');
    const section = await pages.createSection('EN', pageId, { preset: 'HALF_HALF' });
    const first = await pages.createModule('EN', {
      parentId: section,
      column: 0,
      fields: { kind: 'HEADLINE', headline: { content: 'First' } },
    });
    await pages.createModule('EN', { parentId: section, column: 0, fields: { kind: 'HEADLINE', headline: { content: 'Second' } } });
    await page.goto(`${suite.web.url}/en/${PATH}?edit=1`);
    await page.getByRole('toolbar', { name: 'Editing toolbar' }).waitFor();

    await (await toolsOf(page, first)).getByRole('button', { name: 'Move to …' }).click();
    const move = dialog(page);
    await move.getByRole('heading', { name: 'Move “Headline”' }).waitFor();
    expect(
      await move
        .getByRole('group', { name: 'Section 1 · 50-50' })
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent)),
    ).toEqual(['Column 1 · 1 module (where it is now)', 'Column 2 · 0 modules']);
    expect(await move.getByLabel('Place in the column').locator('option').allTextContents()).toEqual([
      'At the start',
      'At the end (After Headline “Second”)',
    ]);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await move.getByRole('radio', { name: /^Column 2/ }).check();
    expect(await move.getByLabel('Place in the column').locator('option').allTextContents()).toEqual(['At the end']);
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await expect.poll(() => columns(page)).toEqual([['Second', 'First']]);
    await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toContain('Moved.');
    await expect.poll(() => focused(page)).toBe(`${first}:Move to …`);
  });
});
