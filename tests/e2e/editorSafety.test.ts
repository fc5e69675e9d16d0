// The editor's safety nets in Chromium (issue 12 part 5; spec 000 §4, §6, §8): two staff in two
// browser contexts edit the same module: the second save is refused with the message in the
// form and keeps its text; 'keep my text' then saves it; 'show their version' shows the other's
// text. The section's Undo restores the state before its last change (a visitor sees it), and
// the backup list survives a reload. A 401 in the middle of editing a module reopens the login
// modal and the save finishes with the typed text; a failed save (500) keeps the text, and after
// a reload the unsaved draft is offered and restored. Deleting a module someone else changed since
// is refused and the page shows their version. axe finds nothing with the conflict shown.
// On a page made for this test (created through GraphQL, deleted at the end). Modules are edited
// in the editor's panel (issue 22 part 1), which shows the typed values in the page before they
// are saved: a save is done when the block no longer holds unsaved values.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { axeViolations, block, blockToolbar, editorContexts, editorPanel, gql, selectBlock, shot } from '../support/editorKit';
import { STAFF } from '../support/staff';

const suite = browserSuite();
const PATH = `e2e-safety-${Date.now().toString(36)}`;
const HEADLINE = 'Überschrift (Pflichtfeld)';
/** Saves read a snapshot, write and ask the page again: on two busy cores that takes a few seconds. */
const SLOW = { timeout: 20_000, interval: 100 };
const contexts = editorContexts(suite);
let pageId: string | null = null;
/** Anna at 1280 px, Ben on a phone (390 px): both staff, each in a browser context of their own. */
let anna: Page;
let ben: Page;

async function fillLogin(scope: Locator): Promise<void> {
  await scope.getByLabel('E-Mail-Adresse').fill(STAFF.email);
  await scope.getByLabel('Passwort', { exact: true }).fill(STAFF.password);
  await scope.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

async function staffPage(width: number): Promise<Page> {
  const page = await contexts.newPage({ locale: 'de-DE', width });
  // Logged in (editorContexts): the hub lists the pages.
  await page.goto(`${suite.web.url}/cms-hub?lang=de`);
  await page.locator('.cms-hub__pages').waitFor();
  return page;
}

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${suite.web.url}/de/${PATH}?edit=1`);
  await page.getByRole('toolbar', { name: 'Bearbeitungsleiste' }).waitFor();
  await block(page, 'Überschrift').waitFor();
}

const dialog = (page: Page): Locator => page.locator('dialog[open]');
const headlineText = (page: Page) => page.locator('.cms-section .cms-headline__text').first().textContent();
/** The page's one module's block (its name gains ' (ungespeichert)' while it holds unsaved values). */
const headlineBlock = (page: Page): Locator => page.locator('[data-editor-block="module"]');

/**
 * Two staff on one block (issue 22 part 10): once the editor has heard who else is there, a block
 * the other one has open is taken over ('Trotzdem bearbeiten'), so its panel shows the fields.
 */
async function takeOverWhenTold(page: Page, selected: Locator): Promise<void> {
  const id = await selected.getAttribute('data-block-id');
  await page.locator(`html[data-presence-settled="${id}"]`).waitFor({ state: 'attached' });
  const takeOver = editorPanel(page).getByRole('button', { name: 'Trotzdem bearbeiten' });
  if ((await takeOver.count()) > 0) await takeOver.click();
}

/** The section selected: its floating toolbar (and its fields in the panel). */
async function sectionTools(page: Page): Promise<Locator> {
  const section = block(page, 'Abschnitt 1');
  await selectBlock(section);
  await takeOverWhenTold(page, section);
  return blockToolbar(page, 'Abschnitt 1 bearbeiten');
}

/** The section's Undo button in its toolbar (its name carries its hint once there is something to undo). */
const undoButton = (tools: Locator): Locator => tools.getByRole('button', { name: /^Rückgängig/ });

/** The headline selected: its form in the panel (taken over when the other one has it open). */
async function editHeadline(page: Page): Promise<Locator> {
  const headline = headlineBlock(page);
  await selectBlock(headline);
  await takeOverWhenTold(page, headline);
  await editorPanel(page).getByLabel(HEADLINE).waitFor();
  return editorPanel(page);
}

/** Saves the panel's form once the typed values are in the page, and waits until they are stored. */
async function saveHeadline(page: Page, form: Locator): Promise<void> {
  await expect.poll(() => headlineBlock(page).getAttribute('data-unsaved'), SLOW).toBe('true');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect.poll(() => headlineBlock(page).getAttribute('data-unsaved'), SLOW).toBeNull();
}

/** What the section's Undo button says about itself: why it does nothing (its tooltip), or its hint (its name after 'Rückgängig: '). */
async function undoHint(page: Page): Promise<string> {
  const undo = undoButton(await sectionTools(page));
  if ((await undo.getAttribute('aria-disabled')) === 'true') return (await undo.getAttribute('title')) ?? '';
  return ((await undo.getAttribute('aria-label')) ?? '').replace(/^Rückgängig: /, '');
}

beforeAll(async () => {
  anna = await staffPage(1280);
  ben = await staffPage(390);
  pageId = (
    await gql<{ createPage: { id: string } }>(
      anna,
      'mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }',
      { input: { title: 'Sicherheitsnetze', path: PATH, isOnline: true } },
    )
  ).createPage.id;
  const section = await gql<{ createSection: { id: string } }>(
    anna,
    'mutation ($id: ID!) { createSection(locale: DE, input: { pageId: $id }) { id } }',
    { id: pageId },
  );
  await gql(anna, 'mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { module { __typename } } }', {
    input: { parentId: section.createSection.id, fields: { kind: 'HEADLINE', headline: { content: 'Ausgangstext' } } },
  });
});

afterAll(async () => {
  if (pageId) await gql(anna, 'mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id: pageId });
  await contexts.closeAll();
});

describe('the editor never loses a change silently', () => {
  it('refuses the second of two saves of one module with a message in the form, keeps its text, and saves it knowingly', async () => {
    await Promise.all([openEditor(anna), openEditor(ben)]);
    // Nothing saved yet in Ben's session: Undo says why it has nothing to do.
    const benUndo = undoButton(await sectionTools(ben));
    expect(await benUndo.getAttribute('aria-disabled')).toBe('true');
    expect(await undoHint(ben)).toBe(
      'Nichts rückgängig zu machen: In dieser Sitzung wurde noch keine Änderung dieses Abschnitts gespeichert.',
    );

    // Both open the same module; Anna saves first.
    const [annaForm, benForm] = await Promise.all([editHeadline(anna), editHeadline(ben)]);
    await annaForm.getByLabel(HEADLINE).fill('Von Anna');
    await saveHeadline(anna, annaForm);
    expect(await headlineText(anna)).toBe('Von Anna');

    // Ben's save is based on the old revision: refused, said in the form, his text stays.
    await benForm.getByLabel(HEADLINE).fill('Von Ben');
    await benForm.getByRole('button', { name: 'Speichern' }).click();
    const conflict = benForm.locator('[data-editor-conflict="stale"]');
    await conflict.waitFor();
    expect(await conflict.getAttribute('role')).toBe('alert');
    expect(await conflict.textContent()).toContain('Jemand anderes hat dieses Modul inzwischen geändert');
    await expect.poll(() => ben.evaluate(() => document.activeElement?.getAttribute('data-editor-conflict')), SLOW).toBe('stale');
    expect(await benForm.getByLabel(HEADLINE).inputValue()).toBe('Von Ben');
    expect(await axeViolations(ben, '.editor-panel')).toEqual([]);
    await shot(ben, 'conflict-390');
    // Nothing was written: a visitor still reads Anna's text.
    const visitorPage = await contexts.newPage({ locale: 'de-DE', staff: false, consent: false });
    await visitorPage.goto(`${suite.web.url}/de/${PATH}`);
    expect(await headlineText(visitorPage)).toBe('Von Anna');

    // 'Keep my text': the next save replaces Anna's version.
    await benForm.getByRole('button', { name: 'Meinen Text behalten' }).click();
    await expect
      .poll(() => benForm.getByRole('status').textContent(), SLOW)
      .toBe('Ihr Text bleibt. Speichern ersetzt jetzt die andere Fassung.');
    await expect.poll(() => ben.evaluate(() => document.activeElement?.textContent), SLOW).toBe('Speichern');
    await benForm.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => headlineBlock(ben).getAttribute('data-unsaved'), SLOW).toBeNull();
    await expect.poll(() => ben.locator('[data-editor-alert="save"]').textContent(), SLOW).toBe('Gespeichert.');
    await expect.poll(() => headlineText(ben), SLOW).toBe('Von Ben');
    // Ben's save pushed a backup of the section: his Undo is ready now.
    const benTools = await sectionTools(ben);
    await expect.poll(() => undoButton(benTools).getAttribute('aria-disabled'), SLOW).toBeNull();
    await shot(benTools, 'section-tools-undo-390');

    // Anna, still on the page she saved, edits again: refused; 'show their version' shows Ben's text.
    const again = await editHeadline(anna);
    expect(await again.getByLabel(HEADLINE).inputValue()).toBe('Von Anna');
    await again.getByLabel(HEADLINE).fill('Von Anna, zweiter Versuch');
    await again.getByRole('button', { name: 'Speichern' }).click();
    await again.locator('[data-editor-conflict="stale"]').waitFor();
    await shot(anna, 'conflict-1280');
    await again.getByRole('button', { name: 'Andere Fassung anzeigen' }).click();
    await expect.poll(() => again.getByLabel(HEADLINE).inputValue(), SLOW).toBe('Von Ben');
    expect(await again.getByRole('status').textContent()).toBe('Jetzt wird die andere Fassung angezeigt.');
    expect(await again.locator('[data-editor-conflict]').count()).toBe(0);
    // Left without saving: 'Verwerfen' (the panel's form stays), nothing unsaved is left, the page shows Ben's text.
    await again.getByRole('button', { name: 'Verwerfen' }).click();
    await expect.poll(() => again.getByRole('status').textContent(), SLOW).toBe('Die ungespeicherten Änderungen wurden verworfen.');
    expect(await headlineBlock(anna).getAttribute('data-unsaved')).toBeNull();
    expect(await headlineText(anna)).toBe('Von Ben');
  });

  it("undoes a section's last changes from its backup list, which a reload keeps; a visitor sees the result", async () => {
    await openEditor(anna);
    // Two changes: the preset (in the panel, saved as it is chosen), then the module.
    await sectionTools(anna);
    await editorPanel(anna).getByRole('radio', { name: '50-50' }).check();
    await expect.poll(() => anna.locator('.cms-section--50-50').count(), SLOW).toBe(1);
    const form = await editHeadline(anna);
    await form.getByLabel(HEADLINE).fill('Nach zwei Änderungen');
    await saveHeadline(anna, form);
    expect(await headlineText(anna)).toBe('Nach zwei Änderungen');

    // The list lives in sessionStorage too: a reload keeps it.
    await anna.reload();
    await block(anna, 'Überschrift').waitFor();
    const tools = await sectionTools(anna);
    const undo = undoButton(tools);
    await expect.poll(() => undo.getAttribute('aria-disabled'), SLOW).toBeNull();
    expect(Number(await undo.getAttribute('data-section-undo'))).toBeGreaterThanOrEqual(2);
    expect(await undoHint(anna)).toMatch(
      /^Stellt den Abschnitt so wieder her, wie er vor seiner letzten Änderung war \(\d{2}:\d{2}\); \d+ Sicherungen/,
    );
    await shot(tools, 'section-tools-undo-1280');

    await undo.click();
    await expect
      .poll(() => anna.locator('[data-editor-alert="save"]').textContent(), SLOW)
      .toBe('Der Abschnitt wurde auf den Stand vor der letzten Änderung zurückgesetzt.');
    await expect.poll(() => headlineText(anna), SLOW).toBe('Von Ben');
    expect(await anna.locator('.cms-section--50-50').count()).toBe(1);
    await undo.click();
    await expect.poll(() => anna.locator('.cms-section--50-50').count(), SLOW).toBe(0);
    expect(await headlineText(anna)).toBe('Von Ben');

    const visitorPage = await contexts.newPage({ locale: 'de-DE', staff: false, consent: false });
    await visitorPage.goto(`${suite.web.url}/de/${PATH}`);
    expect(await headlineText(visitorPage)).toBe('Von Ben');
    expect(await visitorPage.locator('.cms-section--50-50').count()).toBe(0);
  });

  it('finishes a save refused for an expired session after the login, with the typed text', async () => {
    await openEditor(anna);
    const form = await editHeadline(anna);
    await form.getByLabel(HEADLINE).fill('Nach der Anmeldung');
    await anna.context().clearCookies({ name: 'sessionid' });
    await form.getByRole('button', { name: 'Speichern' }).click();
    const login = anna.getByRole('dialog', { name: 'Anmeldung für die Redaktion' });
    await login.waitFor();
    await fillLogin(login);
    // Saved: the block holds no unsaved values any more, the page shows what is stored.
    await expect.poll(() => headlineBlock(anna).getAttribute('data-unsaved'), SLOW).toBeNull();
    await expect.poll(() => headlineText(anna), SLOW).toBe('Nach der Anmeldung');
    await expect.poll(() => dialog(anna).count(), SLOW).toBe(0);
  });

  it('keeps the text when a save fails, and offers the unsaved draft again after a reload', async () => {
    await openEditor(anna);
    await anna.route('**/graphql*', (route) =>
      route.request().postData()?.includes('EditorUpdateModule')
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"down"}]}' })
        : route.fallback(),
    );
    const form = await editHeadline(anna);
    await form.getByLabel(HEADLINE).fill('Bleibt erhalten');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect
      .poll(() => anna.locator('[data-editor-alert="error"]').textContent(), SLOW)
      .toBe('Das hat leider nicht geklappt. Bitte versuchen Sie es noch einmal.');
    expect(await form.getByLabel(HEADLINE).inputValue()).toBe('Bleibt erhalten');
    // Nothing was stored: the block still holds its unsaved values, and a visitor reads the stored text.
    expect(await headlineBlock(anna).getAttribute('data-unsaved')).toBe('true');
    const visitorPage = await contexts.newPage({ locale: 'de-DE', staff: false, consent: false });
    await visitorPage.goto(`${suite.web.url}/de/${PATH}`);
    expect(await headlineText(visitorPage)).toBe('Nach der Anmeldung');
    await anna.unroute('**/graphql*');

    // The tab reloads with the form open: the draft is offered and restored into its block's panel.
    await anna.reload();
    const offer = anna.locator('[data-editor-draft]');
    await offer.waitFor();
    expect(await offer.textContent()).toContain('Änderungen am Modul „Überschrift“');
    expect(await axeViolations(anna, '[data-editor-draft]')).toEqual([]);
    await offer.getByRole('button', { name: 'Änderungen wiederherstellen' }).click();
    const restored = editorPanel(anna);
    await expect.poll(() => restored.getByLabel(HEADLINE).inputValue(), SLOW).toBe('Bleibt erhalten');
    await restored.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => headlineText(anna), SLOW).toBe('Bleibt erhalten');
    await expect.poll(() => anna.locator('[data-editor-draft]').count(), SLOW).toBe(0);
  });

  it('refuses deleting a module someone else changed since: it stays, and the page shows their version', async () => {
    await Promise.all([openEditor(anna), openEditor(ben)]);
    const form = await editHeadline(ben);
    await form.getByLabel(HEADLINE).fill('Vor dem Löschen geändert');
    await saveHeadline(ben, form);
    expect(await headlineText(ben)).toBe('Vor dem Löschen geändert');

    // Anna's page still shows the module as it was: her deletion names that revision.
    expect(await headlineText(anna)).toBe('Bleibt erhalten');
    await selectBlock(block(anna, 'Überschrift'));
    await blockToolbar(anna, 'Überschrift bearbeiten').getByRole('button', { name: 'Löschen' }).click();
    await dialog(anna).getByRole('button', { name: 'Löschen' }).click();
    await expect
      .poll(() => anna.locator('[data-editor-alert="error"]').textContent(), SLOW)
      .toBe('Jemand anderes hat dieses Modul inzwischen geändert. Es wurde nichts gespeichert.');
    await expect.poll(() => headlineText(anna), SLOW).toBe('Vor dem Löschen geändert');
    expect(await block(anna, 'Überschrift').count()).toBe(1);
  });
});
