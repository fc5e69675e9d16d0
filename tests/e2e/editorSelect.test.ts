// Selecting blocks in the in-page editor, in Chromium (issue 22 part 1): the page in editing mode
// looks as visitors see it (no control rows; the sticky navigation and the cookie banner stand
// aside); a block is selected by a click (a link in it is not followed) and by Enter; the selected
// block has one floating toolbar and its fields in the panel, where typing shows the value in the
// page at once; Discard brings back what is stored, Save stores it; values typed into one block
// wait for it while another is selected; Escape returns the focus to the block; the outline
// reaches and selects any block by keyboard; at 390 px the panel is a bottom sheet; axe finds
// nothing with the panel and the outline open, in both languages. Staff work on a page made for
// this test (deleted at the end).
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { axeViolations, block, blockToolbar, editorContexts, editorPanel, editorTestPages, selectBlock, shots } from '../support/editorKit';

const suite = browserSuite();
const contexts = editorContexts(suite);
const pages = editorTestPages(suite, 'e2e-select');
const PATH = pages.path;
let staffPage: Page | null = null;

afterAll(async () => {
  await contexts.closeAll();
});

/** A page with a 50-50 section: a headline and a link module on the left, a text on the right. */
async function createPage(locale: 'DE' | 'EN', title: string): Promise<void> {
  const pageId = await pages.createPage(locale, title);
  const parentId = await pages.createSection(locale, pageId, { preset: 'HALF_HALF' });
  const create = (input: Record<string, unknown>) => pages.createModule(locale, { parentId, ...input });
  await create({ column: 0, fields: { kind: 'HEADLINE', headline: { content: 'Gespeicherte Überschrift' } } });
  await create({ column: 0, fields: { kind: 'LINK', link: { label: 'Zur Startseite', target: '/de' } } });
  await create({ column: 1, fields: { kind: 'HEADLINE', headline: { content: 'Rechte Spalte', level: 3 } } });
}

function focusedLabel(page: Page): Promise<string | null | undefined> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
}

function focusedId(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.id);
}

describe('selecting blocks in the in-page editor', () => {
  it('selects by click and by keyboard, shows typed values at once, discards and saves, and keeps unsaved values per block', async () => {
    const page = await contexts.newPage();
    await page.goto(`${suite.web.url}/cms-hub?lang=de`);
    staffPage = page;
    await createPage('DE', 'Auswahltest');
    await page.goto(`${suite.web.url}/de/${PATH}?edit=1`);
    await page.getByRole('toolbar', { name: 'Bearbeitungsleiste' }).waitFor();
    await block(page, 'Abschnitt 1').waitFor();

    // As visitors see it: no toolbar and no panel before anything is selected; the page's fixed parts stand aside.
    expect(await page.locator('.editor-floating').count()).toBe(0);
    expect(await editorPanel(page).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-editing'))).toBe(true);
    for (const fixed of ['.sticky-nav', '.consent-banner']) {
      const shown = await page
        .locator(fixed)
        .evaluateAll((elements) => elements.some((element) => getComputedStyle(element).display !== 'none'));
      expect(shown, fixed).toBe(false);
    }

    // Hovering outlines a block with its type's name.
    const headline = page.locator(`[data-block-id="${await block(page, 'Überschrift').first().getAttribute('data-block-id')}"]`);
    await headline.hover();
    expect(await headline.locator('.editor-block__label').evaluate((label) => getComputedStyle(label).display)).toBe('block');
    expect(await headline.locator('.editor-block__label').textContent()).toBe('Überschrift');

    // A click on the link module selects it and does not follow its link.
    const link = block(page, 'Link');
    await link.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect.poll(() => link.getAttribute('data-selected')).toBe('true');
    expect(new URL(page.url()).pathname).toBe(`/de/${PATH}`);
    expect(await page.locator('.editor-floating').count()).toBe(1);
    expect(await blockToolbar(page, 'Link bearbeiten').count()).toBe(1);
    expect(await editorPanel(page).getByRole('heading', { name: 'Link bearbeiten' }).count()).toBe(1);

    // By keyboard: the headline focused, Enter selects it and puts the focus into its first field.
    await headline.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => headline.getAttribute('data-selected')).toBe('true');
    expect(await link.getAttribute('data-selected')).toBeNull();
    const panel = editorPanel(page);
    await expect.poll(() => focusedId(page)).toBe(await panel.getByLabel('Überschriftenebene (2–6)', { exact: false }).getAttribute('id'));
    expect(await panel.getAttribute('data-editor-panel')).toBe('module');

    // Typing shows the value in the page at once, the block marked unsaved.
    const field = panel.getByLabel('Überschrift (Pflichtfeld)');
    await field.fill('Live getippt');
    await expect.poll(() => headline.locator('h2').textContent()).toBe('Live getippt');
    expect(await headline.getAttribute('aria-label')).toBe('Überschrift (ungespeichert)');
    expect(await axeViolations(page, '.editor-panel')).toEqual([]);
    await shots(page, 'select-typed');

    // Discard: the form and the page show what is stored again.
    await panel.getByRole('button', { name: 'Verwerfen' }).click();
    await expect.poll(() => headline.locator('h2').textContent()).toBe('Gespeicherte Überschrift');
    expect(await field.inputValue()).toBe('Gespeicherte Überschrift');
    expect(await headline.getAttribute('data-unsaved')).toBeNull();
    expect(await panel.locator('[role="status"]').first().textContent()).toBe('Die ungespeicherten Änderungen wurden verworfen.');

    // Typed, then another block selected: the values wait for their block, shown in the page.
    await field.fill('Noch nicht gespeichert');
    await selectBlock(block(page, 'Link'));
    expect(await headline.locator('h2').textContent()).toBe('Noch nicht gespeichert');
    expect(await headline.getAttribute('data-unsaved')).toBe('true');
    await selectBlock(headline);
    await expect.poll(() => panel.getByLabel('Überschrift (Pflichtfeld)').inputValue()).toBe('Noch nicht gespeichert');

    // Save: stored (a visitor sees it), the block no longer unsaved; Escape returns the focus to the block.
    await panel.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toBe('Gespeichert.');
    await expect.poll(() => headline.getAttribute('data-unsaved')).toBeNull();
    await panel.getByLabel('Überschrift (Pflichtfeld)').focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedLabel(page)).toBe('Überschrift');
    // Escape on the selected block ends the selection; the panel closes.
    await page.keyboard.press('Escape');
    await expect.poll(() => editorPanel(page).count()).toBe(0);
    const visitor = await contexts.newPage({ staff: false });
    await visitor.goto(`${suite.web.url}/de/${PATH}`);
    expect(await visitor.locator('.cms-section h2').first().textContent()).toBe('Noch nicht gespeichert');
    expect(await visitor.locator('[data-editor-block], .editor-floating').count()).toBe(0);
  });

  it('reaches and selects any block from the outline by keyboard; the section has its preset in the panel', async () => {
    const page = staffPage;
    if (!page) throw new Error('the first test logs in');
    await page.goto(`${suite.web.url}/de/${PATH}?edit=1`);
    const toolbar = page.getByRole('toolbar', { name: 'Bearbeitungsleiste' });
    await toolbar.waitFor();
    await toolbar.getByRole('button', { name: 'Gliederung' }).click();
    const panel = editorPanel(page);
    const outline = panel.getByRole('navigation', { name: 'Gliederung der Seite' });
    await outline.waitFor();
    // Sections, their columns and their modules, in page order.
    expect(await outline.locator('.editor-outline__button').allTextContents()).toEqual([
      'Abschnitt 1 · 50-50',
      'Überschrift „Noch nicht gespeichert“',
      'Link „Zur Startseite“',
      'Überschrift „Rechte Spalte“',
    ]);
    expect(await outline.locator('.editor-outline__group').allTextContents()).toEqual(['Spalte 1', 'Spalte 2']);
    expect(await axeViolations(page, '.editor-panel')).toEqual([]);
    await shots(page, 'select-outline');

    // The right column's headline, chosen by keyboard: selected, its fields focused.
    await outline.getByRole('button', { name: 'Überschrift „Rechte Spalte“' }).focus();
    await page.keyboard.press('Enter');
    const right = block(page.locator('.cms-column').nth(1), 'Überschrift');
    await expect.poll(() => right.getAttribute('data-selected')).toBe('true');
    await expect.poll(() => focusedId(page)).toBe(await panel.getByLabel('Überschriftenebene (2–6)', { exact: false }).getAttribute('id'));
    expect(await panel.getByLabel('Überschrift (Pflichtfeld)').inputValue()).toBe('Rechte Spalte');

    // The section, from the toolbar's 'More actions': its preset in the panel, changed at once.
    await blockToolbar(page, 'Überschrift bearbeiten').getByRole('button', { name: 'Weitere Aktionen' }).click();
    await page.getByRole('button', { name: 'Abschnitt auswählen' }).click();
    const section = block(page, 'Abschnitt 1');
    await expect.poll(() => section.getAttribute('data-selected')).toBe('true');
    expect(await panel.getAttribute('data-editor-panel')).toBe('section');
    await panel.getByRole('radio', { name: '67-33' }).check();
    await expect.poll(() => page.locator('.cms-section--67-33').count()).toBe(1);
    expect(
      await blockToolbar(page, 'Abschnitt 1 bearbeiten')
        .getByRole('button', { name: 'Rückgängig', exact: false })
        .getAttribute('data-section-undo'),
    ).toBe('1');
  });

  it('is a bottom sheet at 390 px and speaks English on an English page', async () => {
    const page = staffPage;
    if (!page) throw new Error('the first test logs in');
    await createPage('EN', 'Selection test');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${suite.web.url}/en/${PATH}?edit=1`);
    await page.getByRole('toolbar', { name: 'Editing toolbar' }).waitFor();
    const headline = block(page, 'Headline').first();
    await selectBlock(headline);
    const panel = editorPanel(page);
    expect(await blockToolbar(page, 'Edit Headline').count()).toBe(1);
    expect(await panel.getByRole('button', { name: 'Discard' }).count()).toBe(1);
    // The sheet spans the width at the bottom, at most 45 % of the height; the page can scroll past it.
    const box = await panel.boundingBox();
    expect(box?.width).toBe(390);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(800);
    expect(box?.height ?? 0).toBeLessThanOrEqual(800 * 0.45 + 1);
    const padding = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingBottom));
    expect(Math.abs(padding - (box?.height ?? 0))).toBeLessThanOrEqual(1);
    expect(await axeViolations(page, '.editor-panel')).toEqual([]);
    await shots(page, 'select-sheet');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
