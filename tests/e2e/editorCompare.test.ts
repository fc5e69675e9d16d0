// Revisions compared and one block restored, in Chromium (issue 22 part 5): staff change a page
// (one headline in the editor's panel, a text and a second headline through the gateway), open the
// versions, compare the version before the changes with the current state, see each changed block
// marked with its fields' old and new values and the text's differences inline, restore one
// headline (the page shows it again, the other changes stay) and undo that with Ctrl+Z. axe finds
// nothing with the comparison open, and markup in a field stays text there (no element, no
// script). Staff work on a page made for this test (deleted at the end).
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { axeViolations, block, editorContexts, editorPanel, gql, selectBlock, shots } from '../support/editorKit';

const suite = browserSuite();
const PATH = `e2e-compare-${Date.now().toString(36)}`;
const contexts = editorContexts(suite);
const XSS = `Beta <img src=x onerror="window.__compareXss=1"><script>window.__compareXss=2</script>`;
let staffPage: Page | null = null;
let pageId: string | null = null;

afterAll(async () => {
  if (staffPage && pageId) await gql(staffPage, 'mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id: pageId });
  await contexts.closeAll();
});

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

async function createModule(page: Page, parentId: string, fields: Record<string, unknown>): Promise<string> {
  const created = await gql<{ createModule: { module: { id: string } } }>(
    page,
    'mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { module { ... on HeadlineModule { id } ... on TextModule { id } } } }',
    { input: { parentId, column: 0, fields } },
  );
  return created.createModule.module.id;
}

function headlines(page: Page): Promise<string[]> {
  return page.locator('.cms-section h2').allTextContents();
}

describe('comparing two versions of a page', () => {
  it('marks the changes block by block, restores one block and undoes that with Ctrl+Z', async () => {
    const page = await contexts.newPage();
    staffPage = page;
    await page.goto(`${suite.web.url}/cms-hub?lang=de`);
    pageId = (
      await gql<{ createPage: { id: string } }>(
        page,
        'mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }',
        { input: { title: 'Vergleichstest', path: PATH, isOnline: true } },
      )
    ).createPage.id;
    const first = (
      await gql<{ createSection: { id: string } }>(
        page,
        'mutation ($input: CreateSectionInput!) { createSection(locale: DE, input: $input) { id } }',
        { input: { pageId, preset: 'FULL' } },
      )
    ).createSection.id;
    const second = (
      await gql<{ createSection: { id: string } }>(
        page,
        'mutation ($input: CreateSectionInput!) { createSection(locale: DE, input: $input) { id } }',
        { input: { pageId, preset: 'FULL' } },
      )
    ).createSection.id;
    await createModule(page, first, { kind: 'HEADLINE', headline: { content: 'Alpha Konzert' } });
    const text = await createModule(page, first, { kind: 'TEXT', text: { body: paragraph('Das Konzert beginnt um acht Uhr im Saal.') } });
    const beta = await createModule(page, second, { kind: 'HEADLINE', headline: { content: 'Beta bleibt' } });
    const before = (
      await gql<{ pageVersions: { id: string }[] }>(page, 'query ($id: ID!) { pageVersions(locale: DE, pageId: $id) { id } }', {
        id: pageId,
      })
    ).pageVersions[0]?.id;
    expect(before).toBeTruthy();

    // The changes: one headline in the editor's panel, the text and the other headline through the gateway.
    await page.goto(`${suite.web.url}/de/${PATH}?edit=1`);
    const toolbar = page.getByRole('toolbar', { name: 'Bearbeitungsleiste' });
    await toolbar.waitFor();
    await selectBlock(block(block(page, 'Abschnitt 1'), 'Überschrift'));
    await editorPanel(page).getByLabel('Überschrift (Pflichtfeld)').fill('Alpha Sinfonie');
    await editorPanel(page).getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => headlines(page)).toEqual(['Alpha Sinfonie', 'Beta bleibt']);
    await gql(
      page,
      'mutation ($id: ID!, $fields: ModuleFieldsInput!) { updateModule(locale: DE, id: $id, fields: $fields) { module { __typename } } }',
      {
        id: text,
        fields: { kind: 'TEXT', text: { body: paragraph('Das Konzert beginnt um neun Uhr im Saal.') } },
      },
    );
    await gql(
      page,
      'mutation ($id: ID!, $fields: ModuleFieldsInput!) { updateModule(locale: DE, id: $id, fields: $fields) { module { __typename } } }',
      {
        id: beta,
        fields: { kind: 'HEADLINE', headline: { content: XSS } },
      },
    );
    await page.reload();
    await toolbar.waitFor();
    await expect.poll(() => headlines(page)).toEqual(['Alpha Sinfonie', XSS]);

    // The versions: the one before the changes against the current state, chosen with the keyboard.
    await toolbar.getByRole('button', { name: 'Versionen' }).click();
    const versions = page.getByRole('region', { name: 'Versionen von „Vergleichstest“' });
    const olderSelect = versions.getByLabel('Ältere Version');
    await olderSelect.waitFor();
    await olderSelect.selectOption(before ?? '');
    expect(await versions.getByLabel('Neuere Version').inputValue()).toBe('');
    expect(await axeViolations(page, '.editor-versions')).toEqual([]);
    await shots(page, 'compare-versions');
    const compareButton = versions.getByRole('button', { name: 'Vergleichen', exact: true });
    await compareButton.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Versionen vergleichen' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Versionen vergleichen');
    await expect
      .poll(() => dialog.locator('.editor-compare__summary').textContent())
      .toBe('Geändert: 5, hinzugefügt: 0, entfernt: 0, unverändert: 0.');
    const sections = dialog.locator('.editor-compare__sections > li');
    expect(await sections.count()).toBe(2);
    expect(await sections.nth(0).locator('h3').textContent()).toBe('Abschnitt 1 Geändert');

    // The changed headline: its field with the old and new value, the word that changed inline.
    const alpha = sections.nth(0).locator('.editor-compare__modules > li').nth(0);
    expect(await alpha.locator('h4').textContent()).toBe('Überschrift „Alpha Sinfonie“ Geändert');
    expect(await alpha.locator('dt').allTextContents()).toEqual(['Überschrift']);
    expect(await alpha.locator('.editor-compare__value').allTextContents()).toEqual(['Vorher: Alpha Konzert', 'Nachher: Alpha Sinfonie']);
    expect(await alpha.locator('del').allTextContents()).toEqual(['Entfernt: Konzert']);
    expect(await alpha.locator('ins').allTextContents()).toEqual(['Hinzugefügt: Sinfonie']);
    // The text: its rich text compared as plain text, one word each way.
    const textBlock = sections.nth(0).locator('.editor-compare__modules > li').nth(1);
    expect(await textBlock.locator('.editor-compare__diff').textContent()).toBe(
      'Änderungen im Text: Das Konzert beginnt um Entfernt: acht Hinzugefügt: neun Uhr im Saal.',
    );
    // Struck through and underlined: a cue that is not colour alone.
    expect(await textBlock.locator('del').evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('line-through');
    expect(await textBlock.locator('ins').evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');

    // Markup in a field is text in the comparison: no element made of it, no script run.
    const betaBlock = sections.nth(1).locator('.editor-compare__modules > li').nth(0);
    expect(await betaBlock.locator('.editor-compare__value').allTextContents()).toEqual(['Vorher: Beta bleibt', `Nachher: ${XSS}`]);
    expect(await dialog.locator('img, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __compareXss?: number }).__compareXss)).toBeUndefined();

    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await shots(page, 'compare');

    // One block restored: the first headline as it was; the text and the other headline stay.
    await alpha.getByRole('button', { name: 'Diesen Block wiederherstellen: Überschrift „Alpha Sinfonie“' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Der Block ist wiederhergestellt wie in der älteren Version.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    await expect.poll(() => alpha.locator('h4').textContent()).toBe('Überschrift „Alpha Konzert“ Unverändert');
    await expect
      .poll(() => dialog.locator('.editor-compare__summary').textContent())
      .toBe('Geändert: 4, hinzugefügt: 0, entfernt: 0, unverändert: 1.');
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

    // Escape closes the comparison; the focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Vergleichen');
    await expect.poll(() => headlines(page)).toEqual(['Alpha Konzert', XSS]);
    expect(await page.locator('.cms-section p').allTextContents()).toContain('Das Konzert beginnt um neun Uhr im Saal.');

    // The restore is in the page history: Ctrl+Z undoes it, in the upstream too.
    const undo = toolbar.locator('[data-history="undo"]');
    await expect.poll(() => undo.getAttribute('title')).toBe('Rückgängig: Block aus einer Version wiederhergestellt (Strg+Z)');
    await page.keyboard.press('Control+z');
    await expect.poll(() => headlines(page)).toEqual(['Alpha Sinfonie', XSS]);
    const stored = await gql<{ page: { modules: { content?: string }[] } }>(
      page,
      'query ($path: String!) { page(locale: DE, path: $path) { modules { ... on HeadlineModule { content } } } }',
      { path: PATH },
    );
    expect(stored.page.modules.map((module) => module.content ?? '')).toEqual(['Alpha Sinfonie', '', XSS]);
  });

  it('brings back a removed module and a removed section, and says so when someone else changed the section since', async () => {
    const page = await contexts.newPage();
    await page.goto(`${suite.web.url}/cms-hub?lang=de`);
    const path = `${PATH}-b`;
    const id = (
      await gql<{ createPage: { id: string } }>(
        page,
        'mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }',
        { input: { title: 'Vergleich entfernt', path, isOnline: true } },
      )
    ).createPage.id;
    try {
      const first = (
        await gql<{ createSection: { id: string } }>(
          page,
          'mutation ($input: CreateSectionInput!) { createSection(locale: DE, input: $input) { id } }',
          { input: { pageId: id, preset: 'FULL' } },
        )
      ).createSection.id;
      const second = (
        await gql<{ createSection: { id: string } }>(
          page,
          'mutation ($input: CreateSectionInput!) { createSection(locale: DE, input: $input) { id } }',
          { input: { pageId: id, preset: 'FULL' } },
        )
      ).createSection.id;
      const eins = await createModule(page, first, { kind: 'HEADLINE', headline: { content: 'Eins' } });
      const bleibt = await createModule(page, first, { kind: 'HEADLINE', headline: { content: 'Bleibt' } });
      await createModule(page, second, { kind: 'HEADLINE', headline: { content: 'Zwei' } });
      const before =
        (await gql<{ pageVersions: { id: string }[] }>(page, 'query ($id: ID!) { pageVersions(locale: DE, pageId: $id) { id } }', { id }))
          .pageVersions[0]?.id ?? '';
      await gql(page, 'mutation ($id: ID!) { deleteModule(locale: DE, id: $id) }', { id: eins });
      await gql(page, 'mutation ($id: ID!) { deleteModule(locale: DE, id: $id) }', { id: second });

      await page.goto(`${suite.web.url}/de/${path}?edit=1`);
      const toolbar = page.getByRole('toolbar', { name: 'Bearbeitungsleiste' });
      await toolbar.waitFor();
      await expect.poll(() => headlines(page)).toEqual(['Bleibt']);
      const openComparison = async () => {
        await toolbar.getByRole('button', { name: 'Versionen' }).click();
        const versions = page.getByRole('region', { name: 'Versionen von „Vergleich entfernt“' });
        await versions.getByLabel('Ältere Version').selectOption(before);
        await versions.getByRole('button', { name: 'Vergleichen', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Versionen vergleichen' });
        await expect.poll(() => dialog.locator('.editor-compare__summary').textContent()).toMatch(/^Geändert: /);
        return dialog;
      };
      let dialog = await openComparison();
      const sections = dialog.locator('.editor-compare__sections > li');
      expect(await sections.locator('h3').allTextContents()).toEqual(['Abschnitt 1 Geändert', 'Abschnitt 2 Entfernt']);
      expect(await sections.nth(0).locator('h4').allTextContents()).toEqual([
        'Überschrift „Eins“ Entfernt',
        'Überschrift „Bleibt“ Unverändert',
      ]);
      expect(await sections.nth(1).locator('h4').allTextContents()).toEqual(['Überschrift „Zwei“ Entfernt']);
      // A removed module shows what it held, and has no restore of its own inside a removed section.
      expect(await sections.nth(1).locator('.editor-compare__value').allTextContents()).toContain('Vorher: Zwei');
      expect(
        await sections
          .nth(1)
          .getByRole('button', { name: /^Diesen Block wiederherstellen/ })
          .count(),
      ).toBe(1);

      // Someone else changes the first section meanwhile: the restore is refused and says why.
      await gql(
        page,
        'mutation ($id: ID!, $fields: ModuleFieldsInput!) { updateModule(locale: DE, id: $id, fields: $fields) { module { __typename } } }',
        {
          id: bleibt,
          fields: { kind: 'HEADLINE', headline: { content: 'Bleibt, von anderen geändert' } },
        },
      );
      await sections.nth(0).getByRole('button', { name: 'Diesen Block wiederherstellen: Überschrift „Eins“' }).click();
      const problem = sections.nth(0).locator('.editor-compare__problem');
      await expect.poll(() => problem.textContent()).toMatch(/^Der Block wurde nicht wiederhergestellt\. \S/);
      const alert = (await page.locator('[data-editor-alert="error"]').textContent()) ?? '';
      expect(alert).not.toBe('');
      expect(await problem.textContent()).toBe(`Der Block wurde nicht wiederhergestellt. ${alert}`);
      expect(await headlines(page)).toEqual(['Bleibt']);

      // The removed section comes back where it was (a new section with its content).
      await sections.nth(1).getByRole('button', { name: 'Diesen Block wiederherstellen: Abschnitt 2' }).click();
      await expect.poll(() => headlines(page)).toEqual(['Bleibt, von anderen geändert', 'Zwei']);
      await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Der Block ist wiederhergestellt wie in der älteren Version.');

      // With the page as it is now, the removed module comes back in its place.
      await page.keyboard.press('Escape');
      await page.reload();
      await toolbar.waitFor();
      dialog = await openComparison();
      await dialog.getByRole('button', { name: 'Diesen Block wiederherstellen: Überschrift „Eins“' }).click();
      await expect.poll(() => headlines(page)).toEqual(['Eins', 'Bleibt, von anderen geändert', 'Zwei']);
      expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
      await page.keyboard.press('Escape');

      // Both are in the page history: Ctrl+Z takes the module out again, then the section.
      await page.keyboard.press('Control+z');
      await expect.poll(() => headlines(page)).toEqual(['Bleibt, von anderen geändert', 'Zwei']);
      await page.keyboard.press('Control+z');
      await expect.poll(() => headlines(page)).toEqual(['Bleibt, von anderen geändert']);
    } finally {
      await gql(page, 'mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id });
    }
  });
});
