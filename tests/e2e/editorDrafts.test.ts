// Nothing typed is lost, in Chromium (issue 22 part 4): values typed into two blocks' panels are
// kept in IndexedDB as they are typed; the tab is killed without saving; a new tab of the same
// browser (its sessionStorage empty) offers them back one after the other, the newest first;
// restored, a module's values are in its panel and shown in the page (marked unsaved) and save as
// usual; a discarded one is gone for good. Staff work on a page made for this test.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { axeViolations, block, editorContexts, editorPanel, gql, selectBlock } from '../support/editorKit';

const suite = browserSuite();
const PATH = `e2e-drafts-${Date.now().toString(36)}`;
const contexts = editorContexts(suite);
let staffPage: Page | null = null;
let pageId: string | null = null;

afterAll(async () => {
  if (staffPage && pageId) await gql(staffPage, 'mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id: pageId });
  await contexts.closeAll();
});

describe('unsaved values kept in the browser', () => {
  it('offers them back in a new tab after the tab was killed, the newest first', async () => {
    const context = await contexts.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.web.url}/cms-hub?lang=de`);
    const created = await gql<{ createPage: { id: string } }>(
      page,
      'mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }',
      {
        input: { title: 'Entwurfstest', path: PATH, isOnline: true },
      },
    );
    pageId = created.createPage.id;
    const section = await gql<{ createSection: { id: string } }>(
      page,
      'mutation ($input: CreateSectionInput!) { createSection(locale: DE, input: $input) { id } }',
      { input: { pageId, preset: 'HALF_HALF' } },
    );
    for (const [column, content] of [
      [0, 'Links gespeichert'],
      [1, 'Rechts gespeichert'],
    ] as const) {
      await gql(page, 'mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { __typename } }', {
        input: { parentId: section.createSection.id, column, fields: { kind: 'HEADLINE', headline: { content } } },
      });
    }
    await page.goto(`${suite.web.url}/de/${PATH}?edit=1`);
    await page.getByRole('toolbar', { name: 'Bearbeitungsleiste' }).waitFor();
    const panel = editorPanel(page);
    await selectBlock(block(page.locator('.cms-column').nth(0), 'Überschrift'));
    await panel.getByLabel('Überschrift (Pflichtfeld)').fill('Links getippt');
    await selectBlock(block(page.locator('.cms-column').nth(1), 'Überschrift'));
    await panel.getByLabel('Überschrift (Pflichtfeld)').fill('Rechts getippt');
    // IndexedDB has both before the tab goes (the writes follow each change).
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const request = indexedDB.open('aurelia-editor');
              request.onsuccess = () => {
                const count = request.result.transaction('drafts').objectStore('drafts').count();
                count.onsuccess = () => resolve(count.result);
              };
            }),
        ),
      )
      .toBe(2);
    // Killed: no unload handlers, nothing saved.
    await page.close({ runBeforeUnload: false });

    const again = await context.newPage();
    staffPage = again;
    await again.goto(`${suite.web.url}/de/${PATH}?edit=1`);
    const offer = again.locator('[data-editor-draft]');
    await offer.waitFor();
    // The page shows what is stored until a draft is restored.
    expect(await again.locator('.cms-section h2').allTextContents()).toEqual(['Links gespeichert', 'Rechts gespeichert']);
    expect(await offer.textContent()).toContain('Änderungen am Modul „Überschrift“');
    expect(await axeViolations(again, '[data-editor-draft]')).toEqual([]);

    // The newest (right) first: restored into its block's panel and shown in the page.
    await offer.getByRole('button', { name: 'Änderungen wiederherstellen' }).click();
    const right = again.locator('.cms-column').nth(1).locator('[data-editor-block="module"]');
    await expect.poll(() => right.getAttribute('data-selected')).toBe('true');
    const againPanel = editorPanel(again);
    await expect.poll(() => againPanel.getByLabel('Überschrift (Pflichtfeld)').inputValue()).toBe('Rechts getippt');
    expect(await right.locator('h2').textContent()).toBe('Rechts getippt');
    expect(await right.getAttribute('data-unsaved')).toBe('true');
    await againPanel.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => right.getAttribute('data-unsaved')).toBeNull();

    // Then the other: discarded, it is gone for good (a reload offers nothing).
    await expect.poll(() => offer.count()).toBe(1);
    await offer.getByRole('button', { name: 'Verwerfen' }).click();
    await expect.poll(() => offer.count()).toBe(0);
    await again.reload();
    await again.getByRole('toolbar', { name: 'Bearbeitungsleiste' }).waitFor();
    await again.waitForTimeout(500);
    expect(await again.locator('[data-editor-draft]').count()).toBe(0);
    expect(await again.locator('.cms-section h2').allTextContents()).toEqual(['Links gespeichert', 'Rechts getippt']);
  });
});
