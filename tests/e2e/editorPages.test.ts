// Pages, menu and footer, and redirects in the in-page editor, in Chromium (issue 12 part 6; spec
// 000 §3, §4, §8): staff create a page through the 'New page' form (its messages next to the
// fields, the focus on the first), put it into the menu by the keyboard alone, and a visitor in a
// fresh context sees it in the menu and at its path; its path is renamed with a redirect (the old
// one answers 301) and it is deleted (404, its menu entry gone); a protected page gives the
// upstream's message; redirect records are added, changed and deleted; a navigation save based
// on an old revision (someone else saved in between) is refused with the message; axe finds
// nothing with each dialog open; one case in English. The seed's menu, footer and redirects are
// put back at the end and the test's pages deleted, so later test files see the seed.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { axeViolations, editorContexts, gql, shots } from '../support/editorKit';
import { graphql, request } from '../support/http';
import { loginAsStaff } from '../support/staff';

const suite = browserSuite();
const STAMP = Date.now().toString(36);
const PATH = `e2e-seite-${STAMP}`;
const RENAMED = `${PATH}-neu`;
const EN_PATH = `e2e-page-${STAMP}`;
const TITLE = 'E2E Jugendorchester';
const contexts = editorContexts(suite);
let staffPage: Page | null = null;

interface NavigationJson {
  revision: number;
  menu: MenuJson[];
  footer: { title: string; url: string }[];
}
interface MenuJson {
  name: string;
  url: string;
  hasTabNavigation: boolean;
  children: MenuJson[];
}
const NAV =
  'query ($locale: Locale!) { navigation(locale: $locale) { revision menu { name url hasTabNavigation children { name url hasTabNavigation children { name url hasTabNavigation children { name url hasTabNavigation } } } } footer { title url } } }';
const UPDATE_NAV =
  'mutation ($locale: Locale!, $menu: [NavigationItemInput!]!, $footer: [FooterLinkInput!]!, $revision: Int!) { updateNavigation(locale: $locale, menu: $menu, footer: $footer, revision: $revision) { revision } }';
const REDIRECTS = 'query { redirects(locale: DE) { id oldPath newPath } }';

function menuInput(items: readonly MenuJson[]): unknown[] {
  return items.map((item) => ({
    title: item.name,
    url: item.url,
    hasTabNavigation: item.hasTabNavigation,
    children: menuInput(item.children),
  }));
}

let secondCookie: string | null = null;
/** A second staff session, over HTTP: someone else saving in between, and the clean-up. */
async function asSomeoneElse(query: string, variables: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
  secondCookie ??= await loginAsStaff(inject('cmsUrl'));
  const result = await graphql(suite.web.url, query, variables, { cookie: secondCookie });
  expect(result.json.errors).toBeUndefined();
  return result.json.data;
}

const seed: { nav: Record<'DE' | 'EN', NavigationJson | null>; redirectIds: Set<string> } = {
  nav: { DE: null, EN: null },
  redirectIds: new Set(),
};

beforeAll(async () => {
  // The seed's navigation and redirect records, as a visitor sees them, to put back at the end.
  for (const locale of ['DE', 'EN'] as const)
    seed.nav[locale] = (await graphql(suite.web.url, NAV, { locale })).json.data?.navigation as NavigationJson;
  const records = (await graphql(suite.web.url, REDIRECTS)).json.data?.redirects as { id: string }[];
  seed.redirectIds = new Set(records.map((record) => record.id));
});

afterAll(async () => {
  await contexts.closeAll();
  // The test's pages go (in whatever language they are left), then the seed's menu, footer and
  // redirects come back; over HTTP with a staff session, whatever state the browser was left in.
  for (const [locale, path] of [
    ['DE', PATH],
    ['DE', RENAMED],
    ['EN', EN_PATH],
    ['DE', `${EN_PATH}-de`],
  ] as const) {
    const found = (
      await asSomeoneElse('query ($locale: Locale!, $path: String!) { page(locale: $locale, path: $path) { id } }', { locale, path })
    )?.page as { id: string } | null;
    if (found)
      await asSomeoneElse('mutation ($locale: Locale!, $id: ID!) { deletePage(locale: $locale, pageId: $id) }', { locale, id: found.id });
  }
  for (const locale of ['DE', 'EN'] as const) {
    const original = seed.nav[locale];
    if (!original) continue;
    const navigation = (await asSomeoneElse(NAV, { locale }))?.navigation as NavigationJson;
    await asSomeoneElse(UPDATE_NAV, { locale, menu: menuInput(original.menu), footer: original.footer, revision: navigation.revision });
  }
  const records = (await asSomeoneElse(REDIRECTS, {}))?.redirects as { id: string }[];
  for (const record of records)
    if (!seed.redirectIds.has(record.id))
      await asSomeoneElse('mutation ($id: ID!) { deleteRedirect(locale: DE, id: $id) }', { id: record.id });
  // What later test files see: the seed's menu, footer and redirects.
  for (const locale of ['DE', 'EN'] as const) {
    const after = (await graphql(suite.web.url, NAV, { locale })).json.data?.navigation as NavigationJson | undefined;
    const before = seed.nav[locale];
    expect({ menu: after?.menu, footer: after?.footer }).toEqual({ menu: before?.menu, footer: before?.footer });
  }
  const left = (await graphql(suite.web.url, REDIRECTS)).json.data?.redirects as { id: string }[];
  expect(new Set(left.map((record) => record.id))).toEqual(seed.redirectIds);
});

function focused(
  page: Page,
): Promise<{ id: string | undefined; text: string | undefined; key: string | undefined; action: string | undefined }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      id: element?.id,
      text: element?.textContent ?? undefined,
      key: element?.getAttribute('data-nav-key') ?? undefined,
      action: element?.getAttribute('data-nav-action') ?? undefined,
    };
  });
}

function dialog(page: Page, kind: string): Locator {
  return page.locator(`dialog[open][data-page-dialog="${kind}"]`);
}

function toolbar(page: Page, name = 'Bearbeitungsleiste'): Locator {
  return page.getByRole('toolbar', { name });
}

async function expectInvalid(page: Page, field: Locator, message: string | RegExp): Promise<void> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const shown = (await page.locator(`[id="${describedBy.split(' ')[0] ?? ''}"]`).textContent()) ?? '';
  if (typeof message === 'string') expect(shown).toBe(message);
  else expect(shown).toMatch(message);
}

async function openEditor(page: Page, path: string, name = 'Bearbeitungsleiste'): Promise<void> {
  await page.goto(`${suite.web.url}${path}?edit=1`);
  await toolbar(page, name).waitFor();
}

function staff(): Page {
  if (!staffPage) throw new Error('the first test logs in');
  return staffPage;
}

describe('pages, menu and redirects in the in-page editor', () => {
  // Three axe runs, a login and three page loads: more than the default minute on a busy machine.
  it('creates a page through the form, puts it into the menu by keyboard, and a visitor sees it', { timeout: 120_000 }, async () => {
    const page = await contexts.newPage({ locale: 'de-DE' });
    staffPage = page;
    await openEditor(page, '/de');

    await toolbar(page).getByRole('button', { name: 'Neue Seite' }).click();
    const form = dialog(page, 'create');
    await form.waitFor();
    const german = form.getByRole('group', { name: 'Deutsch' });
    const title = german.getByLabel('Titel (Pflichtfeld)');
    // The first field has the focus; the dialog has its heading.
    await expect.poll(async () => (await focused(page)).id).toBe(await title.getAttribute('id'));
    expect(await form.getByRole('heading', { name: 'Neue Seite' }).count()).toBe(1);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

    // The form's own checks: required title and path, the focus on the first.
    await form.getByRole('button', { name: 'Anlegen' }).click();
    await expectInvalid(page, title, 'Dieses Feld ist ein Pflichtfeld!');
    await expect.poll(async () => (await focused(page)).id).toBe(await title.getAttribute('id'));
    const path = german.getByLabel('Pfad (Pflichtfeld)');
    await expectInvalid(page, path, 'Dieses Feld ist ein Pflichtfeld!');
    await title.fill(TITLE);
    await path.fill('Jugend Orchester');
    await form.getByRole('button', { name: 'Anlegen' }).click();
    await expectInvalid(page, path, 'Bitte einen Pfad aus Kleinbuchstaben, Ziffern und Bindestrichen angeben, Teile durch / getrennt.');
    // The gateway's: a path that is taken, next to the field, nothing typed lost.
    await path.fill('kontakt');
    await form.getByRole('button', { name: 'Anlegen' }).click();
    await expectInvalid(page, path, 'Eine Seite mit diesem Pfad gibt es schon.');
    await expect.poll(async () => (await focused(page)).id).toBe(await path.getAttribute('id'));
    expect(await title.inputValue()).toBe(TITLE);
    await shots(page, 'pages-new-errors');

    await path.fill(PATH);
    await german.getByLabel('Meta-Beschreibung').fill('Junge Musik in Aurelia.');
    await german.getByLabel('Online (für Besucher sichtbar)').check();
    await form.getByRole('button', { name: 'Anlegen' }).click();
    // The new page, in editing mode, by a client navigation.
    await page.waitForURL(`${suite.web.url}/de/${PATH}?edit=1`);
    await expect.poll(() => toolbar(page).locator('.editor-toolbar__title').textContent()).toBe(TITLE);
    await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toContain('Die Seite wurde angelegt.');

    // Into the menu, by the keyboard alone.
    const menuButton = toolbar(page).getByRole('button', { name: 'Menü und Footer' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const nav = dialog(page, 'navigation');
    await nav.locator('.editor-nav').waitFor();
    expect(await nav.getByRole('heading', { name: 'Menü und Footer (Deutsch)' }).count()).toBe(1);
    await nav.getByLabel('Seite (Pflichtfeld)').focus();
    await nav.getByLabel('Seite (Pflichtfeld)').selectOption({ label: `${TITLE} (/de/${PATH})` });
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jugend');
    await page.keyboard.press('Enter');
    const menuList = nav.locator('section').first().locator(':scope > ol > li');
    const topTitles = () => menuList.locator(':scope > .editor-nav__row .editor-nav__title').allTextContents();
    const seedMenu = (seed.nav.DE?.menu ?? []).map((item) => item.name);
    await expect.poll(topTitles).toEqual([...seedMenu, 'Jugend']);
    expect(await nav.locator('[data-nav-announcement]').textContent()).toBe('„Jugend“ wurde hinzugefügt: Hauptmenü.');
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await shots(page, 'pages-navigation');

    // Up twice with Enter and Space: the focus stays on the moved entry's button, the move is said.
    await nav.getByRole('button', { name: '„Jugend“ nach oben' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect.poll(topTitles).toEqual([...seedMenu.slice(0, -2), 'Jugend', ...seedMenu.slice(-2)]);
    const afterMove = await focused(page);
    expect(afterMove.action).toBe('up');
    expect(await nav.locator(`[data-nav-key="${afterMove.key}"][data-nav-action="up"]`).getAttribute('aria-label')).toBe(
      '„Jugend“ nach oben',
    );
    await expect
      .poll(() => nav.locator('[data-nav-announcement]').textContent())
      .toBe(`„Jugend“ ist jetzt an Stelle ${seedMenu.length - 1} von ${seedMenu.length + 1}.`);
    // One down again by the arrow button next to it (Tab), then to the end: Tab on to Save.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(topTitles).toEqual([...seedMenu.slice(0, -1), 'Jugend', ...seedMenu.slice(-1)]);
    await nav.getByRole('button', { name: 'Speichern' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page, 'navigation').count()).toBe(0);
    await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toContain('Menü und Footer wurden gespeichert.');
    // The focus is back on the toolbar's button.
    expect((await focused(page)).text).toBe('Menü und Footer');

    // A visitor in a fresh context: the page at its path and in the menu.
    const visitor = await contexts.newPage({ staff: false });
    const response = await visitor.goto(`${suite.web.url}/de/${PATH}`);
    expect(response?.status()).toBe(200);
    expect(await visitor.locator('h1').first().textContent()).toContain(TITLE);
    const link = visitor.locator('.desktop-menu').getByRole('link', { name: 'Jugend', exact: true });
    expect(await link.getAttribute('href')).toBe(`/de/${PATH}`);
    expect(await visitor.locator('.editor-bar, .editor-tools, [data-editor-block]').count()).toBe(0);
  });

  it('renames the path in the page settings with a redirect: the old path answers 301', async () => {
    const page = staff();
    await toolbar(page).getByRole('button', { name: 'Seiteneinstellungen' }).click();
    const form = dialog(page, 'edit');
    const german = form.getByRole('group', { name: 'Deutsch' });
    const path = german.getByLabel('Pfad (Pflichtfeld)');
    await expect.poll(() => path.inputValue()).toBe(PATH);
    expect(await german.getByLabel('Titel (Pflichtfeld)').inputValue()).toBe(TITLE);
    expect(await german.getByLabel('Meta-Beschreibung').inputValue()).toBe('Junge Musik in Aurelia.');
    expect(await form.getByRole('heading', { name: `Einstellungen der Seite „${TITLE}“` }).count()).toBe(1);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

    await path.fill(RENAMED);
    const redirect = german.getByLabel(`Weiterleitung vom alten Pfad /de/${PATH} anlegen`);
    expect(await redirect.isChecked()).toBe(true);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await shots(page, 'pages-settings');

    // Someone else changes the page meanwhile: the save is refused and said; 'keep' saves the change made here on top.
    const { page: stored } = (await asSomeoneElse('query ($path: String!) { page(locale: DE, path: $path) { id revision } }', {
      path: PATH,
    })) as { page: { id: string; revision: number } };
    await asSomeoneElse(
      'mutation ($id: ID!, $revision: Int) { updatePageSettings(locale: DE, pageId: $id, settings: { headline: "Von anderswo" }, revision: $revision) { id } }',
      { id: stored.id, revision: stored.revision },
    );
    await form.getByRole('button', { name: 'Speichern' }).click();
    const conflict = form.locator('[data-editor-conflict]');
    await expect.poll(() => conflict.textContent()).toContain('Jemand anderes hat diese Seite inzwischen geändert.');
    expect(await path.inputValue()).toBe(RENAMED);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await conflict.getByRole('button', { name: 'Meine Fassung behalten' }).click();
    await expect.poll(() => conflict.count()).toBe(0);
    expect(await path.inputValue()).toBe(RENAMED);
    await form.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(`${suite.web.url}/de/${RENAMED}?edit=1`);
    await expect.poll(() => toolbar(page).locator('.editor-toolbar__title').textContent()).toBe(TITLE);

    const old = await request(`${suite.web.url}/de/${PATH}`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(`/de/${RENAMED}`);
    // The menu's link followed the page.
    const visitor = await contexts.newPage({ staff: false });
    await visitor.goto(`${suite.web.url}/de/${RENAMED}`);
    expect(await visitor.locator('.desktop-menu').getByRole('link', { name: 'Jugend', exact: true }).getAttribute('href')).toBe(
      `/de/${RENAMED}`,
    );
  });

  it('refuses a menu save when someone else saved the menu in between, and offers to reload', async () => {
    const page = staff();
    await toolbar(page).getByRole('button', { name: 'Menü und Footer' }).click();
    const nav = dialog(page, 'navigation');
    await nav.locator('.editor-nav').waitFor();

    // A second staff session changes the footer meanwhile.
    const current = (await asSomeoneElse(NAV, { locale: 'DE' }))?.navigation as NavigationJson;
    await asSomeoneElse(UPDATE_NAV, {
      locale: 'DE',
      menu: menuInput(current.menu),
      footer: current.footer.toReversed(),
      revision: current.revision,
    });

    await nav.getByRole('button', { name: '„Kontakt“ nach oben' }).first().click();
    await nav.getByRole('button', { name: 'Speichern' }).click();
    const conflict = nav.locator('[data-editor-conflict]');
    await expect
      .poll(() => conflict.textContent())
      .toContain('Jemand anderes hat die Navigation inzwischen geändert. Bitte laden Sie sie neu und nehmen Sie Ihre Änderung erneut vor.');
    expect(await conflict.getAttribute('role')).toBe('alert');
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-editor-conflict'))).toBe(true);
    await expect.poll(() => page.locator('[data-editor-alert="error"]').textContent()).not.toBe('');
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await shots(page, 'pages-navigation-conflict');

    // Reload: the other session's footer order is shown.
    await conflict.getByRole('button', { name: 'Gespeicherten Stand laden' }).click();
    const footerTitles = () => nav.locator('section').nth(1).locator('.editor-nav__title').allTextContents();
    await expect.poll(footerTitles).toEqual(current.footer.toReversed().map((link) => link.title));

    // Once more, and this time the lists here are kept: the save replaces the other change knowingly.
    const again = (await asSomeoneElse(NAV, { locale: 'DE' }))?.navigation as NavigationJson;
    await asSomeoneElse(UPDATE_NAV, { locale: 'DE', menu: menuInput(again.menu), footer: current.footer, revision: again.revision });
    await nav.getByRole('button', { name: '„Kontakt“ nach oben' }).first().click();
    await nav.getByRole('button', { name: 'Speichern' }).click();
    await conflict.getByRole('button', { name: 'Meine Fassung behalten' }).click();
    await expect
      .poll(() => nav.locator('[data-nav-announcement]').textContent())
      .toBe('Ihre Fassung bleibt; beim nächsten Speichern ersetzt sie die andere Änderung.');
    await nav.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => dialog(page, 'navigation').count()).toBe(0);
    const saved = (await graphql(suite.web.url, NAV, { locale: 'DE' })).json.data?.navigation as NavigationJson;
    expect(saved.footer.map((link) => link.title)).toEqual(current.footer.toReversed().map((link) => link.title));
    expect(saved.menu.map((item) => item.name)).toEqual([
      'Konzerte',
      'Spielzeit',
      'Orchester',
      'Kontakt',
      'Orchesterleben',
      'Jugend',
      'Module',
    ]);
  });

  it('says why a protected page cannot be deleted', async () => {
    const page = staff();
    await openEditor(page, '/de');
    await toolbar(page).getByRole('button', { name: 'Seite löschen' }).click();
    const confirm = dialog(page, 'delete');
    await confirm.waitFor();
    // The safe choice has the focus.
    expect((await focused(page)).text).toBe('Abbrechen');
    await confirm.getByRole('button', { name: 'Seite löschen' }).click();
    await expect
      .poll(() => confirm.getByRole('alert').textContent())
      .toBe('Die Startseite und die rechtlichen Seiten (AGB, Datenschutz, Impressum) können nicht gelöscht werden.');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page, 'delete').count()).toBe(0);
    expect((await request(`${suite.web.url}/de`)).status).toBe(200);
  });

  it('deletes the page after the confirmation: its path answers 404 and its menu entry is gone', async () => {
    const page = staff();
    await openEditor(page, `/de/${RENAMED}`);
    await toolbar(page).getByRole('button', { name: 'Seite löschen' }).click();
    const confirm = dialog(page, 'delete');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`Die Seite „${TITLE}“ (/de/${RENAMED})`);
    expect(await confirm.getByLabel('Weiterleitung vom alten Pfad').inputValue()).toBe('');
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await shots(page, 'pages-delete');
    await confirm.getByRole('button', { name: 'Seite löschen' }).click();
    // To the parent, here the home page, still in editing mode.
    await page.waitForURL(`${suite.web.url}/de?edit=1`);
    await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toContain(`Die Seite „${TITLE}“ wurde gelöscht.`);

    expect((await request(`${suite.web.url}/de/${RENAMED}`)).status).toBe(404);
    const visitor = await contexts.newPage({ staff: false });
    await visitor.goto(`${suite.web.url}/de`);
    expect(await visitor.locator('.desktop-menu').getByRole('link', { name: 'Jugend', exact: true }).count()).toBe(0);
  });

  it('adds, changes and deletes a redirect record, with the messages next to the fields', async () => {
    const page = staff();
    const from = `/de/e2e-alt-${STAMP}`;
    await toolbar(page).getByRole('button', { name: 'Weiterleitungen' }).click();
    const box = dialog(page, 'redirects');
    await box.locator('.editor-redirects__list li').first().waitFor();
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

    const oldPath = box.getByLabel('Alter Pfad (Pflichtfeld)');
    const newPath = box.getByLabel('Neuer Pfad (Pflichtfeld)');
    await box.getByRole('button', { name: 'Weiterleitung anlegen' }).click();
    await expectInvalid(page, oldPath, 'Dieses Feld ist ein Pflichtfeld!');
    await expect.poll(async () => (await focused(page)).id).toBe(await oldPath.getAttribute('id'));
    await oldPath.fill(from);
    await newPath.fill('https://evil.example/');
    await box.getByRole('button', { name: 'Weiterleitung anlegen' }).click();
    await expectInvalid(page, newPath, 'Bitte einen Pfad der Website angeben, der mit /de oder /en beginnt.');
    // The gateway's: a path that has a record already.
    await oldPath.fill('/de/about');
    await newPath.fill('/de/konzerte');
    await box.getByRole('button', { name: 'Weiterleitung anlegen' }).click();
    await expectInvalid(page, oldPath, 'Eine Weiterleitung von diesem Pfad gibt es schon.');
    await shots(page, 'pages-redirects-errors');

    await oldPath.fill(from);
    await box.getByRole('button', { name: 'Weiterleitung anlegen' }).click();
    const item = box.locator(`li[data-redirect="${from}"]`);
    await item.waitFor();
    expect(await item.textContent()).toContain('/de/konzerte');
    let site = await request(`${suite.web.url}${from}`);
    expect(site.status).toBe(301);
    expect(site.headers.location).toBe('/de/konzerte');

    await item.getByRole('button', { name: `Weiterleitung ${from} nach /de/konzerte bearbeiten` }).click();
    await expect.poll(async () => (await focused(page)).id).toBe(await oldPath.getAttribute('id'));
    expect(await box.getByRole('heading', { name: `Weiterleitung von ${from} bearbeiten` }).count()).toBe(1);
    await newPath.fill('/de/kontakt');
    await box.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => item.textContent()).toContain('/de/kontakt');
    site = await request(`${suite.web.url}${from}`);
    expect(site.headers.location).toBe('/de/kontakt');
    await shots(page, 'pages-redirects');

    await item.getByRole('button', { name: `Weiterleitung ${from} nach /de/kontakt löschen` }).click();
    const confirm = page.locator('dialog[open]').filter({ hasText: `Die Weiterleitung von ${from} nach /de/kontakt löschen?` });
    await confirm.waitFor();
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await shots(page, 'pages-redirects-delete');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect.poll(() => item.count()).toBe(0);
    expect((await request(`${suite.web.url}${from}`)).status).toBe(404);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page, 'redirects').count()).toBe(0);
    expect((await focused(page)).text).toBe('Weiterleitungen');
  });

  it('speaks English on an English page: the new page form, its messages, both languages', async () => {
    const page = await contexts.newPage({ locale: 'en-GB' });
    await openEditor(page, '/en', 'Editing toolbar');
    await toolbar(page, 'Editing toolbar').getByRole('button', { name: 'New page' }).click();
    const form = dialog(page, 'create');
    await form.waitFor();
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    const german = form.getByRole('group', { name: 'German' });
    const title = german.getByLabel('Title (required)');
    await expectInvalid(page, title, 'This field is required!');
    await expect.poll(async () => (await focused(page)).id).toBe(await title.getAttribute('id'));
    const english = form.getByRole('group', { name: 'English (optional)' });
    await english.getByLabel('Meta title').fill('Youth');
    await title.fill('E2E Jugend');
    await german.getByLabel('Path (required)').fill(`${EN_PATH}-de`);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    // Something typed in English: its title and path are asked for too.
    await expectInvalid(page, english.getByLabel('Title (required)'), 'This field is required!');
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await shots(page, 'pages-new-en');
    await english.getByLabel('Title (required)').fill('E2E Youth');
    await english.getByLabel('Path (required)').fill(EN_PATH);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(`${suite.web.url}/en/${EN_PATH}?edit=1`);
    await expect.poll(() => toolbar(page, 'Editing toolbar').locator('.editor-toolbar__title').textContent()).toBe('E2E Youth');
    const german2 = await gql<{ page: { title: string; urls: { locale: string; path: string }[] } | null }>(
      page,
      'query ($path: String!) { page(locale: DE, path: $path) { title urls { locale path } } }',
      { path: `${EN_PATH}-de` },
    );
    expect(german2.page?.title).toBe('E2E Jugend');
    expect(german2.page?.urls.map((url) => url.path).sort()).toEqual([`/de/${EN_PATH}-de`, `/en/${EN_PATH}`]);
  });
});
