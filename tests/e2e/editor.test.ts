// The in-page editor's foundation in Chromium (issue 12 parts 1 and 7; spec 000 §4, §6, §8): staff
// log in through /cms-hub and follow a page's edit link; the toolbar appears in the editing-header
// slot and works by keyboard (arrow keys, Home, End); publishing and taking offline is seen by a
// visitor in a fresh context (200 / 404), and staff see the offline page in editing mode; the
// login modal opens when the edit flag comes without a session (Escape closes it, a login starts
// editing without a reload); a session lost mid-editing reopens the modal and the refused call
// finishes after the login; a visitor's page loads nothing of the editor (the build's metafile and
// the page's loaded resources), staff with the edit flag load its chunk and stylesheet; axe
// finds no violation with the toolbar, the versions and the modal open; a failed call shows the
// 'error' alert, a failed user call the redirect modal (spec 000 §6); both languages.
import AxeBuilder from '@axe-core/playwright';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, createConsent, encodeConsent, NO_CHOICES } from '../../src/shared/consent';
import { browserSuite } from '../support/browserSuite';
import { isEditorSource } from '../support/editorSources';
import { ROOT } from '../support/processes';
import { STAFF } from '../support/staff';

const suite = browserSuite();
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const CASES = {
  de: {
    browserLocale: 'de-DE',
    hub: '/cms-hub?lang=de',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    toolbar: 'Bearbeitungsleiste',
    moreTools: 'Weitere Werkzeuge',
    publish: 'Veröffentlichen',
    unpublish: 'Offline nehmen',
    versions: 'Versionen',
    outline: 'Gliederung',
    undo: '↶ Rückgängig: Nichts rückgängig zu machen',
    redo: '↷ Wiederholen: Nichts zu wiederholen',
    checks: 'Prüfen',
    widths: 'Breiten',
    hubLink: 'Zur Redaktion',
    newPage: 'Neue Seite',
    leave: 'Bearbeitung beenden',
    logout: 'Abmelden',
    published: 'Die Seite ist jetzt online.',
    unpublished: 'Die Seite ist jetzt offline.',
    online: 'Status: online',
    offline: 'Status: offline',
    modalTitle: 'Anmeldung für die Redaktion',
    loginOpen: 'Für die Bearbeitung anmelden',
    expired: 'Ihre Sitzung ist abgelaufen.',
    about: 'Über uns',
    aboutPath: '/de/ueber-uns',
    press: 'Presse',
    pressPath: '/de/ueber-uns/presse',
    preview: 'Vorschau',
    restore: 'Wiederherstellen',
    userCallFailedTitle: 'Anmeldung nicht geprüft',
    userCallRetry: 'Erneut versuchen',
    toLogin: 'Zur Anmeldung',
    failed: 'Das hat leider nicht geklappt. Bitte versuchen Sie es noch einmal.',
    restored: 'Die Version ist wiederhergestellt.',
    takenOffline: 'Offline genommen',
    previewing: 'Sie sehen die Vorschau',
  },
  en: {
    browserLocale: 'en-GB',
    hub: '/cms-hub?lang=en',
    email: 'E-mail address',
    password: 'Password',
    submit: 'Log in',
    toolbar: 'Editing toolbar',
    moreTools: 'More tools',
    publish: 'Publish',
    unpublish: 'Take offline',
    versions: 'Versions',
    outline: 'Outline',
    undo: '↶ Undo: Nothing to undo',
    redo: '↷ Redo: Nothing to redo',
    checks: 'Check page',
    widths: 'Widths',
    hubLink: 'To the editor hub',
    newPage: 'New page',
    leave: 'Leave editing',
    logout: 'Log out',
    published: 'The page is online now.',
    unpublished: 'The page is offline now.',
    online: 'State: online',
    offline: 'State: offline',
    modalTitle: 'Editor login',
    loginOpen: 'Log in to edit',
    expired: 'Your session has expired.',
    about: 'About us',
    aboutPath: '/en/about-us',
    press: 'Press',
    pressPath: '/en/about-us/press',
    preview: 'Preview',
    restore: 'Restore',
    userCallFailedTitle: 'Login not checked',
    userCallRetry: 'Try again',
    toLogin: 'To the login',
    failed: "Unfortunately, that didn't work. Please try again.",
    restored: 'The version has been restored.',
    takenOffline: 'Taken offline',
    previewing: 'You are previewing',
  },
} as const;
type Language = keyof typeof CASES;

let contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

async function newPage(language: Language, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ locale: CASES[language].browserLocale, viewport: { width, height: 900 } });
  contexts.push(context);
  // The cookie banner answered: it would cover the toolbar's screenshots, not the test's subject.
  const consent = encodeConsent(createConsent(NO_CHOICES, new Date(), false));
  await context.addCookies([{ name: CONSENT_COOKIE, value: consent, url: suite.web.url }]);
  return { context, page: await context.newPage() };
}

async function axeViolations(page: Page, include: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(include).withTags(AXE_TAGS).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const SHOTS = process.env.EDITOR_SCREENSHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Logs in through a login form that is on the page (the hub's or the modal's). */
async function fillLogin(page: Page, language: Language, scope = page.locator('body')): Promise<void> {
  const text = CASES[language];
  await scope.getByLabel(text.email).fill(STAFF.email);
  await scope.getByLabel(text.password, { exact: true }).fill(STAFF.password);
  await scope.getByRole('button', { name: text.submit, exact: true }).click();
}

/** The focused element's text. */
function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.activeElement?.textContent?.trim());
}

/** The status of a visitor's document request for `pagePath`, in a context of its own. */
async function visitorStatus(pagePath: string): Promise<number> {
  const context = await suite.browser.newContext();
  contexts.push(context);
  const response = await context.request.get(`${suite.web.url}${pagePath}`, { maxRedirects: 0 });
  return response.status();
}

interface Metafile {
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
}

/** The build's files made (partly) of the editor's code or styles, as the page asks for them. */
async function editorFiles(): Promise<{ chunk: string; style: string; all: string[]; entryClosure: Set<string> }> {
  const metafile = JSON.parse(await readFile(path.join(ROOT, 'dist/client/metafile.json'), 'utf8')) as Metafile;
  const asPath = (file: string) => `/assets/${path.basename(file)}`;
  const all = Object.entries(metafile.outputs)
    .filter(([file, output]) => !file.endsWith('.map') && Object.keys(output.inputs).some(isEditorSource))
    .map(([file]) => file);
  const chunk = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === 'src/client/editor/EditorRoot.tsx')?.[0];
  const style = all.find((file) => file.endsWith('.css'));
  if (!chunk || !style) throw new Error('the build has no editor chunk or stylesheet');
  // What the visitor's entry loads before anything is asked: its static imports, transitively.
  const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === 'src/client/entry-client.tsx')?.[0];
  const entryClosure = new Set<string>();
  const pending = entry ? [entry] : [];
  while (pending.length > 0) {
    const file = pending.pop();
    if (file === undefined || entryClosure.has(file)) continue;
    entryClosure.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') pending.push(imported.path);
  }
  return { chunk: asPath(chunk), style: asPath(style), all: all.map(asPath), entryClosure: new Set([...entryClosure].map(asPath)) };
}

function loadedFiles(page: Page): Promise<string[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
}

describe('the in-page editor in Chromium', () => {
  for (const language of ['de', 'en'] as const) {
    const text = CASES[language];

    it(`logs staff in through /cms-hub, shows the toolbar and works it by keyboard (${language})`, async () => {
      const { page } = await newPage(language, language === 'de' ? 1280 : 390);
      await page.goto(`${suite.web.url}${text.hub}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await fillLogin(page, language);
      const edit = page
        .locator('.cms-hub__pages')
        .getByRole('link', { name: new RegExp(text.about) })
        .first();
      await edit.click();
      await page.waitForURL(`${suite.web.url}${text.aboutPath}?edit=1`);

      const toolbar = page.getByRole('toolbar', { name: text.toolbar });
      await toolbar.waitFor();
      await expect.poll(() => toolbar.textContent()).toContain(text.online);
      expect(await toolbar.textContent()).toContain(text.about);
      // The editor's stylesheet came with its chunk.
      const files = await editorFiles();
      await expect
        .poll(async () => (await loadedFiles(page)).filter((file) => file === files.chunk || file === files.style).sort())
        .toEqual([files.chunk, files.style].sort());

      // One tab stop; the arrow keys move among the items shown and wrap; Home and End go to the ends.
      const items = toolbar.locator('[data-toolbar-item]:visible');
      const wide = language === 'de';
      const toggle = toolbar.getByRole('button', { name: text.moreTools });
      if (!wide) {
        // At 390 px the tools beyond undo, redo and publishing wait behind 'More tools'.
        expect(await items.count()).toBe(4);
        expect(await toggle.getAttribute('aria-expanded')).toBe('false');
        await items.first().focus();
        for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
        expect(await focusedText(page)).toBe(text.moreTools);
        await page.keyboard.press('Enter');
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      } else {
        expect(await toggle.isVisible()).toBe(false);
      }
      // Undo and redo (issue 22 part 3), publish, versions, the check (part 9), the page's outline
      // (part 1), the widths (part 8), the six page, schedule, menu and redirect buttons (issue 12
      // part 6, issue 22 part 7), hub, leave, logout; and below 48em 'More tools'.
      expect(await items.count()).toBe(wide ? 16 : 17);
      expect(await toolbar.locator('[data-toolbar-item][tabindex="0"]').count()).toBe(1);
      await items.first().focus();
      expect(await focusedText(page)).toBe(text.undo);
      for (const next of [
        text.redo,
        text.unpublish,
        ...(wide ? [] : [text.moreTools]),
        text.versions,
        text.checks,
        text.outline,
        text.widths,
        text.newPage,
      ]) {
        await page.keyboard.press('ArrowRight');
        expect(await focusedText(page)).toBe(next);
      }
      await page.keyboard.press('End');
      expect(await focusedText(page)).toBe(text.logout);
      await page.keyboard.press('ArrowRight');
      expect(await focusedText(page)).toBe(text.undo);
      await page.keyboard.press('ArrowLeft');
      expect(await focusedText(page)).toBe(text.logout);
      await page.keyboard.press('Home');
      expect(await focusedText(page)).toBe(text.undo);
      // The item last focused is the toolbar's tab stop.
      for (let step = 0; step < (wide ? 3 : 4); step += 1) await page.keyboard.press('ArrowRight');
      expect(await toolbar.locator('[data-toolbar-item][tabindex="0"]').textContent()).toBe(text.versions);
      expect(await axeViolations(page, '.editor-bar')).toEqual([]);
      await shot(page, `toolbar-${language}-${language === 'de' ? 1280 : 390}`);

      // The versions: opened by keyboard, listed with preview and restore; a preview shows in place.
      await page.keyboard.press('Enter');
      const versions = page.locator('.editor-versions');
      await versions
        .getByRole('button', { name: new RegExp(`^${text.preview}`) })
        .first()
        .waitFor();
      expect(await axeViolations(page, '.editor-bar')).toEqual([]);
      await versions
        .getByRole('button', { name: new RegExp(`^${text.preview}`) })
        .last()
        .click();
      await expect.poll(() => page.locator('.editor-preview').textContent()).toContain(text.previewing);
      expect(await page.locator('#cms-page-title').textContent()).toBe(text.about);

      // Leaving editing mode drops the flag and the editor with it.
      await toolbar.getByRole('button', { name: text.leave }).click();
      await page.waitForURL(`${suite.web.url}${text.aboutPath}`);
      await expect.poll(() => page.getByRole('toolbar').count()).toBe(0);
    });

    it(`publishes and takes offline a page, seen by a visitor; staff see it offline (${language})`, async () => {
      const { page } = await newPage(language);
      await page.goto(`${suite.web.url}${text.hub}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await fillLogin(page, language);
      await page.locator('.cms-hub__pages').waitFor();
      expect(await visitorStatus(text.pressPath)).toBe(404);

      // The anonymous server render answers 404; the editor shows staff the offline page.
      const response = await page.goto(`${suite.web.url}${text.pressPath}?edit=1`);
      expect(response?.status()).toBe(404);
      const toolbar = page.getByRole('toolbar', { name: text.toolbar });
      await expect.poll(() => toolbar.textContent()).toContain(text.offline);
      await expect.poll(() => page.locator('#cms-page-title').textContent()).toBe(text.press);

      await toolbar.getByRole('button', { name: text.publish }).click();
      await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toBe(text.published);
      // spec 000 §4, §9: the alert hides after 4000 ms (still there at 2.5 s, gone by 5 s).
      const shownAt = Date.now();
      await page.waitForTimeout(2500);
      expect(await page.locator('[data-editor-alert="save"]').textContent()).toBe(text.published);
      await expect
        .poll(() => page.locator('[data-editor-alert="save"]').textContent(), { timeout: 5000 - (Date.now() - shownAt) })
        .toBe('');
      await expect.poll(() => toolbar.textContent()).toContain(text.online);
      expect(await visitorStatus(text.pressPath)).toBe(200);

      await toolbar.getByRole('button', { name: text.unpublish }).click();
      await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toBe(text.unpublished);
      await expect.poll(() => toolbar.textContent()).toContain(text.offline);
      expect(await visitorStatus(text.pressPath)).toBe(404);

      // The versions list the publishing; the oldest (the seed's content) is restored.
      await toolbar.getByRole('button', { name: text.versions }).click();
      const versions = page.locator('.editor-versions');
      await expect.poll(() => versions.locator('li').count()).toBeGreaterThan(2);
      expect(await versions.locator('li').first().textContent()).toContain(text.takenOffline);
      await versions
        .getByRole('button', { name: new RegExp(`^${text.restore}`) })
        .last()
        .click();
      await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toBe(text.restored);
      expect(await page.locator('#cms-page-title').textContent()).toBe(text.press);
      expect(await visitorStatus(text.pressPath)).toBe(404);
    });

    it(`opens the login modal without a session and starts editing after the login, without a reload (${language})`, async () => {
      const { context, page } = await newPage(language, language === 'de' ? 390 : 1280);
      await page.goto(`${suite.web.url}${text.aboutPath}?edit=1`);
      const dialog = page.getByRole('dialog', { name: text.modalTitle });
      await dialog.waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
      expect(await axeViolations(page, '.editor-login')).toEqual([]);
      await shot(page, `modal-${language}-${language === 'de' ? 390 : 1280}`);
      // Escape closes it; nothing of editing shows.
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await page.getByRole('toolbar').count()).toBe(0);
      // A button brings the modal back; the focus returns to it when the modal closes.
      const reopen = page.getByRole('button', { name: text.loginOpen });
      await reopen.click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(text.loginOpen);

      // Cookies cleared (no session), a reload with the flag: the modal again; a wrong password is said.
      await context.clearCookies();
      await page.reload();
      await dialog.waitFor();
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await dialog.getByLabel(text.email).fill(STAFF.email);
      await dialog.getByLabel(text.password, { exact: true }).fill('falsches-passwort');
      await dialog.getByRole('button', { name: text.submit, exact: true }).click();
      await expect.poll(() => dialog.locator('.site-form__failure').textContent()).toMatch(/\S/);
      await fillLogin(page, language, dialog);
      await page.getByRole('toolbar', { name: text.toolbar }).waitFor();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });

    it(`shows the redirect modal when the user call fails, with the way to the login and a retry (${language})`, async () => {
      const { page } = await newPage(language);
      let failing = true;
      await page.route(
        (url) => url.pathname === '/graphql',
        (route) => {
          const request = route.request();
          const asked = `${request.url()} ${request.postData() ?? ''}`;
          return failing && asked.includes('AccountUser') ? route.abort() : route.fallback();
        },
      );
      await page.goto(`${suite.web.url}${text.aboutPath}?edit=1`);
      const dialog = page.getByRole('dialog', { name: text.userCallFailedTitle });
      await dialog.waitFor();
      expect(await dialog.getByRole('link', { name: text.toLogin }).getAttribute('href')).toBe('/cms-hub');
      expect(await axeViolations(page, '.editor-user-failed')).toEqual([]);
      // The call works again: the retry asks again, and nobody is logged in: the login modal.
      failing = false;
      await dialog.getByRole('button', { name: text.userCallRetry }).click();
      await page.getByRole('dialog', { name: text.modalTitle }).waitFor();
      expect(await page.getByRole('dialog', { name: text.userCallFailedTitle }).count()).toBe(0);
    });

    it(`reopens the login modal on a 401 mid-editing and finishes the refused call after the login (${language})`, async () => {
      const { context, page } = await newPage(language);
      await page.goto(`${suite.web.url}${text.hub}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await fillLogin(page, language);
      await page.locator('.cms-hub__pages').waitFor();
      await page.goto(`${suite.web.url}${text.pressPath}?edit=1`);
      const toolbar = page.getByRole('toolbar', { name: text.toolbar });
      await expect.poll(() => toolbar.textContent()).toContain(text.offline);
      // The offline page replaced the anonymous 404 (asked with the session) before the session ends.
      await expect.poll(() => page.locator('#cms-page-title').textContent()).toBe(text.press);

      // The session ends behind the editor's back (its cookie is gone).
      const session = (await context.cookies()).find((cookie) => cookie.name === 'sessionid');
      expect(session).toBeDefined();
      await context.clearCookies({ name: 'sessionid' });
      await toolbar.getByRole('button', { name: text.publish }).click();
      const dialog = page.getByRole('dialog', { name: text.modalTitle });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(text.expired);
      expect(await axeViolations(page, '.editor-login')).toEqual([]);
      await fillLogin(page, language, dialog);
      // The publish that was refused runs again and finishes.
      await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toBe(text.published);
      await expect.poll(() => toolbar.textContent()).toContain(text.online);
      expect(await visitorStatus(text.pressPath)).toBe(200);
      // The focus came back to the button that was pressed.
      await expect.poll(() => focusedText(page)).toBe(text.unpublish);

      // A call that fails for another reason: the 'error' alert, in the assertive live region; nothing changes.
      await page.route('**/graphql', (route) =>
        route.request().postData()?.includes('EditorPublishPage')
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"down"}]}' })
          : route.fallback(),
      );
      await toolbar.getByRole('button', { name: text.unpublish }).click();
      const error = page.locator('[data-editor-alert="error"]');
      expect(await error.getAttribute('role')).toBe('alert');
      await expect.poll(() => error.textContent()).toBe(text.failed);
      expect(await toolbar.textContent()).toContain(text.online);
      await page.unroute('**/graphql');

      // As it was: offline.
      await toolbar.getByRole('button', { name: text.unpublish }).click();
      await expect.poll(() => toolbar.textContent()).toContain(text.offline);
      expect(await visitorStatus(text.pressPath)).toBe(404);
    });
  }

  it("keeps the editor out of a visitor's load: the entry imports none of it, a page without the flag loads none of it", async () => {
    const files = await editorFiles();
    expect(files.all.length).toBeGreaterThan(1);
    expect(files.all.filter((file) => files.entryClosure.has(file))).toEqual([]);

    const { page } = await newPage('de');
    await page.goto(`${suite.web.url}/de/ueber-uns`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    const loaded = await loadedFiles(page);
    expect(loaded.some((file) => file.startsWith('/assets/'))).toBe(true);
    expect(loaded.filter((file) => files.all.includes(file))).toEqual([]);
    // Nor is any of it preloaded by the page's markup.
    const html = await page.content();
    expect(files.all.filter((file) => html.includes(file))).toEqual([]);
  });
});
