// One history for the page in the in-page editor, in Chromium (issue 22 part 3): six kinds of change
// (a module's field, an added module, a move, a deletion, a section's class, the page's settings)
// are undone in reverse order and redone in order, with the toolbar's buttons and with Ctrl+Z /
// Ctrl+Shift+Z, across a reload of the page; each undo is a real change in the upstream (a
// visitor sees it); someone else's change since refuses an undo and says so. Staff work on a page
// made for this test (deleted at the end).
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { axeViolations, block, blockToolbar, editorContexts, editorPanel, gql, selectBlock } from '../support/editorKit';

const suite = browserSuite();
const PATH = `e2e-history-${Date.now().toString(36)}`;
const contexts = editorContexts(suite);
let staffPage: Page | null = null;
let pageId: string | null = null;

afterAll(async () => {
  if (staffPage && pageId) await gql(staffPage, 'mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id: pageId });
  await contexts.closeAll();
});

function dialog(page: Page) {
  return page.locator('dialog[open]');
}

/** What the page shows: the headlines in order, whether the section has the test's class, the page's title in the toolbar. */
async function state(page: Page): Promise<string> {
  const headlines = await page.locator('.cms-section h2').allTextContents();
  const marked = await page.locator('.cms-section.e2e-verlauf').count();
  const title = await page.locator('.editor-toolbar__title').textContent();
  return `${headlines.join('+')}|${marked ? 'class' : '-'}|${title}`;
}

describe('the page history of the in-page editor', () => {
  it('undoes and redoes six kinds of change in order, across a reload', async () => {
    const page = await contexts.newPage();
    staffPage = page;
    await page.goto(`${suite.web.url}/cms-hub?lang=de`);
    const created = await gql<{ createPage: { id: string } }>(
      page,
      'mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }',
      {
        input: { title: 'Verlaufstest', path: PATH, isOnline: true },
      },
    );
    pageId = created.createPage.id;
    const section = await gql<{ createSection: { id: string } }>(
      page,
      'mutation ($input: CreateSectionInput!) { createSection(locale: DE, input: $input) { id } }',
      { input: { pageId, preset: 'FULL' } },
    );
    await gql(page, 'mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { __typename } }', {
      input: { parentId: section.createSection.id, column: 0, fields: { kind: 'HEADLINE', headline: { content: 'Alpha' } } },
    });

    await page.goto(`${suite.web.url}/de/${PATH}?edit=1`);
    const toolbar = page.getByRole('toolbar', { name: 'Bearbeitungsleiste' });
    await toolbar.waitFor();
    const undoButton = toolbar.locator('[data-history="undo"]');
    const redoButton = toolbar.locator('[data-history="redo"]');
    await undoButton.waitFor();
    expect(await undoButton.getAttribute('aria-disabled')).toBe('true');
    expect(await undoButton.getAttribute('title')).toBe('Nichts rückgängig zu machen');
    const states: string[] = [await state(page)];
    const step = async () => {
      await expect.poll(() => undoButton.getAttribute('aria-disabled')).toBeNull();
      states.push(await state(page));
    };

    // 1. A module's field.
    await selectBlock(block(page, 'Überschrift'));
    const panel = editorPanel(page);
    await panel.getByLabel('Überschrift (Pflichtfeld)').fill('Beta');
    await panel.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.locator('.cms-section h2').allTextContents()).toEqual(['Beta']);
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Rückgängig: Modul geändert (Strg+Z)');
    await step();

    // 2. A module added.
    await page.getByRole('button', { name: 'Modul hinzufügen' }).click();
    await dialog(page).getByLabel('Modultyp').selectOption({ label: 'Überschrift' });
    await dialog(page).getByRole('button', { name: 'Weiter' }).click();
    await dialog(page).getByLabel('Überschrift (Pflichtfeld)').fill('Gamma');
    await dialog(page).getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.locator('.cms-section h2').allTextContents()).toEqual(['Beta', 'Gamma']);
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Rückgängig: Modul hinzugefügt (Strg+Z)');
    await step();

    // 3. A move: Gamma up.
    const gamma = page.locator('[data-editor-block="module"]').nth(1);
    await selectBlock(gamma);
    await blockToolbar(page, 'Überschrift bearbeiten').getByRole('button', { name: 'Nach oben' }).click();
    await expect.poll(() => page.locator('.cms-section h2').allTextContents()).toEqual(['Gamma', 'Beta']);
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Rückgängig: Modul verschoben (Strg+Z)');
    await step();

    // 4. A deletion: Beta.
    await selectBlock(page.locator('[data-editor-block="module"]').nth(1));
    await blockToolbar(page, 'Überschrift bearbeiten').getByRole('button', { name: 'Löschen' }).click();
    await dialog(page).getByRole('button', { name: 'Löschen' }).click();
    await expect.poll(() => page.locator('.cms-section h2').allTextContents()).toEqual(['Gamma']);
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Rückgängig: Modul gelöscht (Strg+Z)');
    await step();

    // 5. The section's class.
    await selectBlock(block(page, 'Abschnitt 1'));
    await panel.getByLabel('Zusätzliche CSS-Klasse').fill('e2e-verlauf');
    await panel.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Rückgängig: Klasse und Hintergrund geändert (Strg+Z)');
    await step();
    await page.keyboard.press('Escape');

    // 6. The page's settings: its title.
    await toolbar.getByRole('button', { name: 'Seiteneinstellungen' }).click();
    const german = dialog(page).getByRole('group', { name: 'Deutsch' });
    await expect.poll(() => german.getByLabel('Titel (Pflichtfeld)').inputValue()).toBe('Verlaufstest');
    await german.getByLabel('Titel (Pflichtfeld)').fill('Verlaufstest geändert');
    await dialog(page).getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.locator('.editor-toolbar__title').textContent()).toBe('Verlaufstest geändert');
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Rückgängig: Seiteneinstellungen geändert (Strg+Z)');
    await step();
    expect(states).toHaveLength(7);
    expect(new Set(states).size).toBe(7);

    // A reload keeps the history.
    await page.reload();
    await toolbar.waitFor();
    await expect.poll(() => undoButton.getAttribute('title')).toBe('Rückgängig: Seiteneinstellungen geändert (Strg+Z)');
    expect(await axeViolations(page, '.editor-toolbar')).toEqual([]);

    // Undo all six in reverse order, the last three by Ctrl+Z (the focus outside any field).
    for (let at = 6; at >= 1; at -= 1) {
      if (at > 3) await undoButton.click();
      else {
        await page.locator('body').click({ position: { x: 2, y: 2 } });
        await page.keyboard.press('ControlOrMeta+z');
      }
      await expect.poll(() => state(page), { timeout: 15_000 }).toBe(states[at - 1]);
    }
    await expect.poll(() => undoButton.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toBe('Rückgängig gemacht: Modul geändert.');
    // The upstream has it: a visitor sees the first state.
    const visitor = await contexts.newPage({ staff: false });
    await visitor.goto(`${suite.web.url}/de/${PATH}`);
    expect(await visitor.locator('.cms-section h2').allTextContents()).toEqual(['Alpha']);

    // Redo all six in order, half by Ctrl+Shift+Z.
    for (let at = 1; at <= 6; at += 1) {
      if (at % 2 === 0) await redoButton.click();
      else {
        await page.locator('body').click({ position: { x: 2, y: 2 } });
        await page.keyboard.press('ControlOrMeta+Shift+z');
      }
      await expect.poll(() => state(page), { timeout: 15_000 }).toBe(states[at]);
    }
    await expect.poll(() => redoButton.getAttribute('aria-disabled')).toBe('true');
    await visitor.reload();
    expect(await visitor.locator('.cms-section.e2e-verlauf h2').allTextContents()).toEqual(['Gamma']);
  });

  it('refuses an undo when someone else changed the section since, and says so', async () => {
    const page = staffPage;
    if (!page || !pageId) throw new Error('the first test makes the page');
    // The last change (the page title) undone, then the class change is next: someone else changes the section meanwhile.
    const toolbar = page.getByRole('toolbar', { name: 'Bearbeitungsleiste' });
    await toolbar.locator('[data-history="undo"]').click();
    await expect.poll(() => page.locator('.editor-toolbar__title').textContent()).toBe('Verlaufstest');
    const other = await contexts.newPage();
    await other.goto(`${suite.web.url}/cms-hub?lang=de`);
    const sections = await gql<{ page: { sections: { id: string }[] } }>(
      other,
      'query ($path: String!) { page(locale: DE, path: $path) { sections { id } } }',
      { path: PATH },
    );
    const sectionId = sections.page.sections[0]?.id;
    await gql(other, 'mutation ($id: ID!) { updateSection(locale: DE, id: $id, settings: { extraClass: "von-anderswo" }) { id } }', {
      id: sectionId,
    });
    await toolbar.locator('[data-history="undo"]').click();
    await expect.poll(() => page.locator('[data-editor-alert="error"]').count()).toBe(1);
    // Nothing undone: the other person's class stands, and the change is still there to undo.
    await expect.poll(() => page.locator('.cms-section.von-anderswo').count()).toBe(1);
    expect(await toolbar.locator('[data-history="undo"]').getAttribute('title')).toBe(
      'Rückgängig: Klasse und Hintergrund geändert (Strg+Z)',
    );
  });
});
