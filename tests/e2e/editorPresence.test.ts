// Two staff on one page in Chromium (issue 22 part 10; docs/decisions/018-editor-presence.md):
// two browser contexts, logged in as two staff accounts of an upstream of its own
// (CMS_SECOND_STAFF_EMAIL), open one page in editing mode behind a web process whose editors call
// every 400 ms (EDITOR_PRESENCE_MS). Each sees the other's initials in the toolbar (the name in
// the tooltip and for screen readers) and hears the arrival; one opens a module and types, the
// other sees the module outlined with the first one's initials; opening it, the second is told
// that it is being edited and takes it over; the first is told so (said in the live region) and
// keeps what was typed, and its later save is refused because the second saved first, as every
// save on a stale revision is. axe finds nothing in the toolbar with the initials shown nor in
// the panel's notices. The second ends editing, then closes its page: each time the first sees
// the initials go within three seconds, sooner than the five-second expiry, so the goodbye did it.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, createConsent, encodeConsent, NO_CHOICES } from '../../src/shared/consent';
import { launchBrowser } from '../support/browser';
import { cmsForSuite, OWN_STORAGE } from '../support/cmsUnderTest';
import { axeViolations, shots } from '../support/editorKit';
import { graphql } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff, SECOND_STAFF, SECOND_STAFF_ENV, STAFF } from '../support/staff';

const cms = cmsForSuite(OWN_STORAGE, SECOND_STAFF_ENV);
let web: RunningProcess;
let browser: Browser;
const contexts: BrowserContext[] = [];
const STAMP = Date.now().toString(36);
const PATH = `e2e-presence-${STAMP}`;
/** Sooner than the expiry (four intervals, at least five seconds): only a goodbye explains it. */
const BEFORE_EXPIRY = { timeout: 3000, interval: 100 };
/** Within a few heartbeats, on two busy cores. */
const SOON = { timeout: 10_000, interval: 100 };

async function staffContext(account: { email: string; password: string }): Promise<BrowserContext> {
  const cookie = await loginAsStaff(cms.url(), account);
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const cookies = [{ name: CONSENT_COOKIE, value: encodeConsent(createConsent(NO_CHOICES, new Date(), false)), url: web.url }];
  for (const pair of cookie.split('; ')) {
    const at = pair.indexOf('=');
    cookies.push({ name: pair.slice(0, at), value: pair.slice(at + 1), url: web.url });
  }
  await context.addCookies(cookies);
  return context;
}

beforeAll(async () => {
  [web, browser] = await Promise.all([startWeb({ CMS_URL: cms.url(), EDITOR_PRESENCE_MS: '400' }), launchBrowser()]);
  const cookie = await loginAsStaff(cms.url(), STAFF);
  const call = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const result = await graphql(web.url, query, variables, { cookie });
    expect(result.json.errors).toBeUndefined();
    return result.json.data as T;
  };
  const created = await call<{ createPage: { id: string } }>(
    'mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }',
    { input: { title: `Anwesenheit ${STAMP}`, path: PATH, isOnline: true } },
  );
  const section = await call<{ createSection: { id: string } }>(
    'mutation ($input: CreateSectionInput!) { createSection(locale: DE, input: $input) { id } }',
    { input: { pageId: created.createPage.id, preset: 'FULL' } },
  );
  for (const content of ['Alpha', 'Omega']) {
    await call('mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { __typename } }', {
      input: { parentId: section.createSection.id, column: 0, fields: { kind: 'HEADLINE', headline: { content } } },
    });
  }
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await web?.stop();
});

function toolbar(page: Page): Locator {
  return page.getByRole('toolbar', { name: 'Bearbeitungsleiste' });
}

/** The others' initials in the toolbar, each with the name as screen readers get it. */
function others(page: Page): Locator {
  return toolbar(page).getByRole('list', { name: 'Auch auf dieser Seite' }).getByRole('listitem');
}

function announcement(page: Page): Promise<string | null> {
  return page.locator('[data-presence-announcement]').textContent();
}

function panel(page: Page): Locator {
  return page.locator('aside.editor-panel');
}

function firstHeadline(page: Page): Locator {
  return page.locator('[data-editor-block="module"]').first();
}

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${web.url}/de/${PATH}?edit=1`);
  await expect
    .poll(() => toolbar(page).locator('.editor-toolbar__title').textContent(), { timeout: 20_000, interval: 100 })
    .toBe(`Anwesenheit ${STAMP}`);
  await firstHeadline(page).waitFor();
}

describe('two staff on one page', () => {
  it('see each other, the selected block, a take-over and a departure', async () => {
    const redaktion = await (await staffContext(STAFF)).newPage();
    const anna = await (await staffContext(SECOND_STAFF)).newPage();
    await openEditor(redaktion);
    // Alone: no initials.
    await redaktion.waitForTimeout(800);
    expect(await others(redaktion).count()).toBe(0);
    await openEditor(anna);

    // Each sees the other: initials shown, the name in the tooltip and for screen readers.
    await expect.poll(() => others(redaktion).allTextContents(), SOON).toEqual(['ASAuch hier: Anna Schmidt']);
    expect(await others(redaktion).first().getAttribute('title')).toBe('Auch hier: Anna Schmidt');
    await expect.poll(() => others(anna).allTextContents(), SOON).toEqual(['RAAuch hier: Redaktion Aurelia']);
    await expect.poll(() => announcement(redaktion), SOON).toBe('Anna Schmidt ist jetzt auch auf dieser Seite.');
    expect(await axeViolations(redaktion, '.editor-bar')).toEqual([]);

    // The first opens the first headline and types: the second sees it outlined with "RA".
    await firstHeadline(redaktion).click({ position: { x: 3, y: 3 } });
    const field = panel(redaktion).getByLabel('Überschrift (Pflichtfeld)');
    await field.fill('Alpha von der Redaktion');
    await expect.poll(() => firstHeadline(anna).getAttribute('data-presence'), SOON).toBe('editing');
    expect(await firstHeadline(anna).locator('.editor-presence-badge').textContent()).toBe('RA');
    // Its name stays the type's; its description says who edits it.
    expect(await firstHeadline(anna).getAttribute('aria-label')).toBe('Überschrift');
    const describedBy = (await firstHeadline(anna).getAttribute('aria-describedby')) ?? '';
    const description = await anna.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(description).toMatch(/^Redaktion Aurelia bearbeitet diesen Block\. /);
    // The other headline carries no badge.
    expect(await anna.locator('[data-editor-block="module"]').nth(1).getAttribute('data-presence')).toBeNull();
    await shots(anna, 'presence-badge');

    // The second opens it: told, the form waits for 'Trotzdem bearbeiten'.
    await firstHeadline(anna).click({ position: { x: 3, y: 3 } });
    const notice = panel(anna).getByRole('heading', { name: 'Redaktion Aurelia bearbeitet diesen Block gerade.' });
    await notice.waitFor();
    expect(await panel(anna).getByLabel('Überschrift (Pflichtfeld)').count()).toBe(0);
    expect(await axeViolations(anna, 'aside.editor-panel')).toEqual([]);
    await shots(anna, 'presence-told');
    await panel(anna).getByRole('button', { name: 'Trotzdem bearbeiten' }).click();
    const annasField = panel(anna).getByLabel('Überschrift (Pflichtfeld)');
    await annasField.waitFor();
    expect(await annasField.inputValue()).toBe('Alpha');

    // The first is told (in the panel and the live region) and keeps what was typed.
    const takenOver = panel(redaktion).locator('[data-presence-notice="takenOver"]');
    await expect.poll(() => takenOver.textContent(), SOON).toContain('Anna Schmidt hat diesen Block übernommen.');
    await expect.poll(() => announcement(redaktion), SOON).toContain('Anna Schmidt hat den Block übernommen, den Sie bearbeitet haben.');
    expect(await field.inputValue()).toBe('Alpha von der Redaktion');
    await expect.poll(() => firstHeadline(redaktion).locator('.editor-presence-badge').textContent(), SOON).toBe('AS');
    expect(await axeViolations(redaktion, 'aside.editor-panel')).toEqual([]);
    await shots(redaktion, 'presence-taken-over');

    // Saves stay refused on stale revisions: the second saves, the first's save is refused.
    await annasField.fill('Alpha von Anna');
    await panel(anna).getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => anna.locator('[data-editor-alert="save"]').textContent(), SOON).not.toBe('');
    await panel(redaktion).getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => panel(redaktion).textContent(), SOON).toContain('Jemand anderes hat dieses Modul inzwischen geändert');

    // The second ends editing: the first sees the initials go, before any expiry.
    await toolbar(anna).getByRole('button', { name: 'Bearbeitung beenden' }).click();
    await expect.poll(() => others(redaktion).count(), BEFORE_EXPIRY).toBe(0);
    await expect.poll(() => announcement(redaktion), SOON).toBe('Anna Schmidt hat die Seite verlassen.');
    await expect.poll(() => firstHeadline(redaktion).getAttribute('data-presence'), SOON).toBeNull();

    // Back in editing mode, then the page closed: the goodbye goes out as it closes.
    await openEditor(anna);
    await expect.poll(() => others(redaktion).count(), SOON).toBe(1);
    await anna.close({ runBeforeUnload: true });
    await expect.poll(() => others(redaktion).count(), BEFORE_EXPIRY).toBe(0);
  });
});
