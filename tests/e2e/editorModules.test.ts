// Sections and modules in the in-page editor, in Chromium (issue 12 part 2; spec 000 §3, §5, §7):
// staff (logged in) edit a page made for this test (so no other test file sees
// its changes; it is deleted at the end): add a section with a preset, set its class, add a headline and a text
// module, edit a module with the keyboard alone in the panel (issue 22 part 1: its values shown in
// the page as typed), see each validation message of spec 000 §5 next to its field with the focus
// on the first (required, video URL, embed hosts, teaser text length), move a module, delete one,
// and see the published result as a visitor in a fresh context; axe finds no violation with the
// add-module form and the panel open.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { axeViolations, block, blockToolbar, editorContexts, editorPanel, gql, selectBlock, shot, shots } from '../support/editorKit';

const suite = browserSuite();
const PATH = `e2e-module-${Date.now().toString(36)}`;
const contexts = editorContexts(suite);
let createdPageId: string | null = null;
let createdEnPageId: string | null = null;
let staffPage: Page | null = null;

afterAll(async () => {
  // The seed state again: the test's page goes.
  if (staffPage && createdPageId)
    await gql(staffPage, 'mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id: createdPageId });
  if (staffPage && createdEnPageId)
    await gql(staffPage, 'mutation ($id: ID!) { deletePage(locale: EN, pageId: $id) }', { id: createdEnPageId });
  await contexts.closeAll();
});

function focusedId(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.id);
}

/** The open edit form. */
function dialog(page: Page): Locator {
  return page.locator('dialog[open]');
}

/** Opens 'Add module' of the first column, chooses a kind and returns the form. */
async function startModule(page: Page, kind: string): Promise<Locator> {
  await page.locator('.editor-tools--column').first().getByRole('button', { name: 'Modul in Spalte 1 hinzufügen' }).click();
  await dialog(page).getByLabel('Modultyp').selectOption({ label: kind });
  await dialog(page).getByRole('button', { name: 'Weiter' }).click();
  return dialog(page);
}

/** Saves the form and expects `message` next to `field`, the field invalid, described by it and focused. */
async function expectFieldError(page: Page, form: Locator, field: string, message: string | RegExp, exact = false): Promise<void> {
  await form.getByRole('button', { name: 'Speichern' }).click();
  const input = form.getByLabel(field, { exact }).first();
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ')[0] ?? '';
  const shown = (await page.locator(`[id="${errorId}"]`).textContent()) ?? '';
  if (typeof message === 'string') expect(shown).toBe(message);
  else expect(shown).toMatch(message);
  await expect.poll(() => focusedId(page)).toBe(await input.getAttribute('id'));
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog(page).count()).toBe(0);
}

describe('sections and modules in the in-page editor', () => {
  it('adds a section and modules, edits by keyboard, validates, moves, deletes; a visitor sees the result', async () => {
    // Staff, logged in; the page for this test is made with the staff session.
    const page = await contexts.newPage();
    await page.goto(`${suite.web.url}/cms-hub?lang=de`);
    staffPage = page;
    const created = await gql<{ createPage: { id: string } }>(
      page,
      'mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }',
      {
        input: { title: 'Modultest', path: PATH, isOnline: true },
      },
    );
    createdPageId = created.createPage.id;

    await page.goto(`${suite.web.url}/de/${PATH}?edit=1`);
    await page.getByRole('toolbar', { name: 'Bearbeitungsleiste' }).waitFor();

    // Add a section with the 50-50 preset.
    await page.getByRole('button', { name: 'Abschnitt hinzufügen' }).first().click();
    await dialog(page).getByRole('radio', { name: '50-50' }).check();
    await dialog(page).getByRole('button', { name: 'Anlegen' }).click();
    await expect.poll(() => page.locator('.cms-section--50-50').count()).toBe(1);
    await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toContain('Der Abschnitt wurde angelegt.');
    // Selected, the section's preset, class and background are in the panel.
    await selectBlock(block(page, 'Abschnitt 1'));
    const panel = editorPanel(page);
    expect(await panel.getByRole('radio', { name: '50-50' }).isChecked()).toBe(true);

    // Its class: shown in the page as it is typed, saved in the panel.
    await panel.getByLabel('Zusätzliche CSS-Klasse').fill('e2e-hervorgehoben');
    await expect.poll(() => page.locator('.cms-section.e2e-hervorgehoben').count()).toBe(1);
    expect(await axeViolations(page, '.editor-panel')).toEqual([]);
    await panel.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toContain('Der Abschnitt wurde gespeichert.');
    expect(await block(page, 'Abschnitt 1').getAttribute('data-unsaved')).toBeNull();

    // The background picture: typed as a media path, previewed like a module's picture, saved with
    // its alternative text; the form opens again with the stored path, and emptying it removes it.
    const background = panel.getByLabel('Hintergrundbild (Medienpfad oder http(s)-Adresse)');
    expect(await background.inputValue()).toBe('');
    await background.fill('seed/pages/orchester');
    await expect.poll(() => panel.locator('.editor-media-preview img').count(), { timeout: 15_000 }).toBe(1);
    await panel.getByLabel('Alternativtext des Hintergrundbilds').fill('Das Orchester auf der Bühne');
    expect(await axeViolations(page, '.editor-panel')).toEqual([]);
    await shots(page, 'modules-section-background');
    await panel.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.locator('.cms-section.e2e-hervorgehoben .cms-section__background').count()).toBe(1);
    // Selected again, the panel shows what is stored.
    await page.keyboard.press('Escape');
    await selectBlock(block(page, 'Abschnitt 1'));
    await expect
      .poll(() => panel.getByLabel('Hintergrundbild (Medienpfad oder http(s)-Adresse)').inputValue())
      .toBe('seed/pages/orchester');
    expect(await panel.getByLabel('Alternativtext des Hintergrundbilds').inputValue()).toBe('Das Orchester auf der Bühne');
    await panel.getByLabel('Hintergrundbild (Medienpfad oder http(s)-Adresse)').fill('');
    await panel.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.locator('.cms-section.e2e-hervorgehoben .cms-section__background').count()).toBe(0);
    expect(await page.locator('.cms-section.e2e-hervorgehoben').count()).toBe(1);

    // A headline module: the required message first, then saved.
    let form = await startModule(page, 'Überschrift');
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await expectFieldError(page, form, 'Überschrift (Pflichtfeld)', 'Dieses Feld ist ein Pflichtfeld!');
    await form.getByLabel('Überschrift (Pflichtfeld)').fill('Erste Überschrift');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.locator('.cms-section h2').allTextContents()).toContain('Erste Überschrift');

    // A text module (its rich text editor: tests/e2e/editorRichText.test.ts).
    form = await startModule(page, 'Text');
    expect(await form.textContent()).toContain('Strg+B fett');
    await form.getByLabel('Text', { exact: true }).fill('Ein Absatz aus dem Test.');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.locator('.cms-section').textContent()).toContain('Ein Absatz aus dem Test.');

    // Each validation message of spec 000 §5, next to its field; nothing typed is lost.
    form = await startModule(page, 'Video');
    await form.getByLabel('Video-Adresse (YouTube oder Vimeo)', { exact: false }).fill('https://example.org/video');
    await expectFieldError(page, form, 'Video-Adresse (YouTube oder Vimeo)', 'Bitte einen Link zu YouTube oder Vimeo angeben!');
    expect(await form.getByLabel('Video-Adresse (YouTube oder Vimeo)', { exact: false }).inputValue()).toBe('https://example.org/video');
    await closeDialog(page);
    for (const [kind, message] of [
      ['Audio', 'Bitte einen Einbettungscode von SoundCloud, Spotify oder Podigee angeben!'],
      ['Viewer', 'Bitte einen Einbettungscode von issuu angeben!'],
      ['Social-Media-Beitrag', 'Bitte einen Beitrag von Instagram, Twitter/X, Facebook oder TikTok angeben!'],
    ] as const) {
      form = await startModule(page, kind);
      await form.getByLabel('Einbettungscode', { exact: false }).fill('<iframe src="https://example.org/player"></iframe>');
      await expectFieldError(page, form, 'Einbettungscode', message);
      await closeDialog(page);
    }
    form = await startModule(page, 'Großer Teaser');
    await form.getByLabel('Bild', { exact: false }).first().fill('seed/pages/orchester');
    await form.getByLabel('Link', { exact: false }).first().fill('/de/ueber-uns');
    await form.getByLabel('Text', { exact: true }).fill('x'.repeat(3001));
    await expectFieldError(page, form, 'Text', 'Höchstens 3000 Zeichen!', true);
    await shot(page, 'modules-teaser-errors-1280');
    await closeDialog(page);
    form = await startModule(page, 'Magazin-Teaserliste');
    await form.getByLabel('Anzahl der Beiträge (1–8)', { exact: false }).fill('9');
    await expectFieldError(page, form, 'Anzahl der Beiträge (1–8)', 'Bitte eine Anzahl von 1 bis 8 angeben!');
    await closeDialog(page);

    // The gateway's messages by field come back next to the field the same way (a media path the client does not check).
    form = await startModule(page, 'Bild');
    await form.getByLabel('Bild (Pflichtfeld)').fill('kein gültiger Pfad!');
    await expectFieldError(page, form, 'Bild (Pflichtfeld)', /\S/);
    expect(await form.getByLabel('Bild (Pflichtfeld)').inputValue()).toBe('kein gültiger Pfad!');
    await closeDialog(page);

    // Edit the headline with the keyboard alone: the block focused, Enter selects it and puts the
    // focus into its first field in the panel; typed, Enter saves; Escape returns to the block.
    // By its id: its name changes while it holds unsaved values.
    const headline = page.locator(`[data-block-id="${await block(page, 'Überschrift').getAttribute('data-block-id')}"]`);
    await headline.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => headline.getAttribute('data-selected')).toBe('true');
    expect(await axeViolations(page, '.editor-panel')).toEqual([]);
    // The first field (the level) has the focus; Tab to the headline text.
    await expect.poll(() => focusedId(page)).toBe(await panel.getByLabel('Überschriftenebene (2–6)', { exact: false }).getAttribute('id'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const headlineField = panel.getByLabel('Überschrift (Pflichtfeld)');
    await expect.poll(() => focusedId(page)).toBe(await headlineField.getAttribute('id'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Geänderte Überschrift');
    // Shown in the page before it is saved, the block marked unsaved.
    await expect.poll(() => page.locator('.cms-section h2').allTextContents()).toContain('Geänderte Überschrift');
    expect(await headline.getAttribute('aria-label')).toBe('Überschrift (ungespeichert)');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toBe('Gespeichert.');
    await expect.poll(() => page.getByRole('group', { name: 'Überschrift', exact: true }).count()).toBe(1);
    // The focus stays in the panel's form; Escape brings it back to the block.
    await expect.poll(() => focusedId(page)).toBe(await headlineField.getAttribute('id'));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Überschrift');

    await shot(page, 'modules-page-1280');
    await page.setViewportSize({ width: 390, height: 900 });
    await shot(page, 'modules-page-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Move the text module above the headline.
    const column = page.locator('.cms-column').first();
    const order = () =>
      column
        .locator('[data-editor-block="module"]')
        .evaluateAll((blocks) => blocks.map((element) => element.getAttribute('aria-label')).join(','));
    await selectBlock(block(page, 'Text'));
    const textTools = blockToolbar(page, 'Text bearbeiten');
    await textTools.getByRole('button', { name: 'Nach oben' }).click();
    await expect.poll(order).toBe('Text,Überschrift');

    await textTools.getByRole('button', { name: 'Nach unten' }).click();
    await expect.poll(order).toBe('Überschrift,Text');
    await textTools.getByRole('button', { name: 'Nach oben' }).click();
    await expect.poll(order).toBe('Text,Überschrift');

    // Delete the text module after the confirmation.
    await textTools.getByRole('button', { name: 'Löschen' }).click();
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Löschen' }).click();
    await expect.poll(() => column.locator('[data-editor-block="module"]').count()).toBe(1);

    // A second section (100): moved above the first, then deleted after the confirmation.
    await page.getByRole('button', { name: 'Abschnitt hinzufügen' }).last().click();
    await dialog(page).getByRole('button', { name: 'Anlegen' }).click();
    const presets = () =>
      page
        .locator('.cms-section')
        .evaluateAll((sections) =>
          sections
            .map((section) => [...section.classList].find((name) => name.startsWith('cms-section--'))?.slice('cms-section--'.length))
            .join(','),
        );
    await expect.poll(presets).toBe('50-50,100');
    await selectBlock(block(page, 'Abschnitt 2'));
    await blockToolbar(page, 'Abschnitt 2 bearbeiten').getByRole('button', { name: 'Nach oben' }).click();
    await expect.poll(presets).toBe('100,50-50');
    // Moved, it is section 1 now, still selected.
    await blockToolbar(page, 'Abschnitt 1 bearbeiten').getByRole('button', { name: 'Löschen' }).click();
    expect(await dialog(page).textContent()).toContain('Abschnitt 1 mit allen Modulen löschen?');
    await dialog(page).getByRole('button', { name: 'Löschen' }).click();
    await expect.poll(presets).toBe('50-50');

    // A visitor in a fresh context sees the published result, without any editor markup.
    const visitor = await contexts.newPage({ staff: false, consent: false });
    const response = await visitor.goto(`${suite.web.url}/de/${PATH}`);
    expect(response?.status()).toBe(200);
    expect(await visitor.locator('.cms-section--50-50.e2e-hervorgehoben h2').textContent()).toBe('Geänderte Überschrift');
    expect(await visitor.locator('body').textContent()).not.toContain('Ein Absatz aus dem Test.');
    expect(await visitor.locator('.editor-tools, .editor-module, [data-editor-block]').count()).toBe(0);
  });

  it('speaks English on an English page: the add-module form, its messages and the focus', async () => {
    const page = staffPage;
    if (!page) throw new Error('the German test logs in first');
    const created = await gql<{ createPage: { id: string } }>(
      page,
      'mutation ($input: CreatePageInput!) { createPage(locale: EN, input: $input) { id } }',
      {
        input: { title: 'Module test', path: PATH, isOnline: true },
      },
    );
    createdEnPageId = created.createPage.id;
    await page.goto(`${suite.web.url}/en/${PATH}?edit=1`);
    await page.getByRole('toolbar', { name: 'Editing toolbar' }).waitFor();
    await page.getByRole('button', { name: 'Add section' }).first().click();
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.locator('.cms-section--100').count()).toBe(1);
    await page.locator('.editor-tools--column').first().getByRole('button', { name: 'Add module' }).click();
    await dialog(page).getByLabel('Module type').selectOption({ label: 'Video' });
    await dialog(page).getByRole('button', { name: 'Next' }).click();
    const form = dialog(page);
    await form.getByRole('button', { name: 'Save' }).click();
    const url = form.getByLabel('Video address (YouTube or Vimeo)', { exact: false });
    await expect.poll(() => url.getAttribute('aria-invalid')).toBe('true');
    expect(await form.textContent()).toContain('This field is required!');
    await expect.poll(() => focusedId(page)).toBe(await url.getAttribute('id'));
    await url.fill('https://example.org/clip');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.textContent()).toContain('Please enter a YouTube or Vimeo link!');
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await url.fill('https://vimeo.com/76979871');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.locator('[data-editor-block="module"]').count()).toBe(1);
    expect(await block(page, 'Video').count()).toBe(1);

    // Closed, and the focus put elsewhere before the dialog's close event comes (a task later):
    // it stays there, the form's opener does not pull it back.
    await page.locator('.editor-tools--column').first().getByRole('button', { name: 'Add module' }).click();
    await dialog(page).getByLabel('Module type').waitFor();
    await page.evaluate(() => {
      document.querySelector<HTMLDialogElement>('dialog[open]')?.close();
      document.querySelector<HTMLElement>('[data-editor-block="module"][aria-label="Video"]')?.focus();
    });
    // The form's <dialog> element goes once React has the close event.
    await expect.poll(() => page.locator('dialog.editor-dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Video');
  });
  it('switches language in editing mode: the toolbar and the section controls speak the other language', async () => {
    const page = await contexts.newPage();
    await page.goto(`${suite.web.url}/de/ueber-uns?edit=1`);
    await page.getByRole('toolbar', { name: 'Bearbeitungsleiste' }).waitFor();
    await block(page, 'Abschnitt 1').waitFor();
    // The language switch keeps the edit flag; the editor's English texts were loaded meanwhile.
    await page.locator('.language-switch a[hreflang="en"]').click();
    await page.getByRole('toolbar', { name: 'Editing toolbar' }).waitFor();
    await block(page, 'Section 1').waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/about-us?edit=1');
    expect(await block(page, 'Abschnitt 1').count()).toBe(0);
    expect(await axeViolations(page, '.editor-toolbar')).toEqual([]);
  });
});
