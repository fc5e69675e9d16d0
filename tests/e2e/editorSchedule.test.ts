// Scheduled publishing in Chromium (issue 22 item 7), against an upstream of its own whose clock
// (CMS_TEST_CLOCK) the test moves forward and whose scheduler looks every 100 ms, behind a web
// process that watches it every 200 ms (SCHEDULE_WATCH_MS). Staff open an offline page in editing
// mode, open 'Zeitplan' from the toolbar (a modal dialog: focus inside, messages next to the
// fields with aria-describedby, axe finds nothing), are told off for an empty time and a time in
// the past, schedule it to go online at a time on Berlin's wall clock, and see it in the dialog's
// list and in the editor hub's table (page linked, language, change, time, who). Nobody acts when
// the time comes: the clock moves past it and a visitor gets the page; the toolbar says online.
// Then the page is scheduled to go offline, a second change is scheduled and cancelled (the focus
// stays in the list), the clock moves again and the visitor gets the 404 page; the hub lists
// nothing more for it.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, createConsent, encodeConsent, NO_CHOICES } from '../../src/shared/consent';
import { berlinFieldsOf, formatScheduleTime, nextFullHour } from '../../src/shared/editor/scheduleTime';
import { launchBrowser } from '../support/browser';
import { cmsForSuite, OWN_STORAGE } from '../support/cmsUnderTest';
import { axeViolations, shots } from '../support/editorKit';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff } from '../support/staff';

const HOUR = 3_600_000;
const cms = cmsForSuite(OWN_STORAGE, { NODE_ENV: 'test', CMS_TEST_CLOCK: 'true', CMS_SCHEDULER_INTERVAL_MS: '100' });
let web: RunningProcess;
let browser: Browser;
let context: BrowserContext;
let staffPage: Page;
const STAMP = Date.now().toString(36);
const PATH = `/de/e2e-zeitplan-${STAMP}`;
const TITLE = `E2E Zeitplan ${STAMP}`;

beforeAll(async () => {
  const staffCookie = await loginAsStaff(cms.url());
  [web, browser] = await Promise.all([startWeb({ CMS_URL: cms.url(), SCHEDULE_WATCH_MS: '200' }), launchBrowser()]);
  const created = await graphql(
    web.url,
    'mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id isOnline } }',
    { input: { title: TITLE, path: PATH.slice(4) } },
    { cookie: staffCookie },
  );
  expect(created.json.errors).toBeUndefined();
  // A browser with the consent given (the banner covers nothing) and the staff session's cookies.
  context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 }, timezoneId: 'America/New_York' });
  const cookies = [{ name: CONSENT_COOKIE, value: encodeConsent(createConsent(NO_CHOICES, new Date(), false)), url: web.url }];
  for (const pair of staffCookie.split('; ')) {
    const at = pair.indexOf('=');
    cookies.push({ name: pair.slice(0, at), value: pair.slice(at + 1), url: web.url });
  }
  await context.addCookies(cookies);
  staffPage = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await web?.stop();
});

const visitorStatus = async () => (await request(`${web.url}${PATH}`)).status;

/** Moves the upstream's clock until it is `minutesPast` minutes after `instant`. */
async function moveClockPast(instant: Date, minutesPast = 1): Promise<void> {
  const asked = await request(`${cms.url()}/__test__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: 0 }),
  });
  const upstreamNow = Date.parse((JSON.parse(asked.body) as { now: string }).now);
  const advance = Math.max(0, instant.getTime() + minutesPast * 60_000 - upstreamNow);
  const moved = await request(`${cms.url()}/__test__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: advance }),
  });
  expect(moved.status).toBe(200);
}

function toolbar(page: Page): Locator {
  return page.getByRole('toolbar', { name: 'Bearbeitungsleiste' });
}

function dialog(page: Page): Locator {
  return page.locator('dialog[open][data-schedule-dialog]');
}

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${web.url}${PATH}?edit=1`);
  await expect.poll(() => page.locator('#cms-page-title').textContent()).toBe(TITLE);
}

async function openDialog(page: Page): Promise<Locator> {
  await toolbar(page).getByRole('button', { name: 'Zeitplan' }).click();
  const open = dialog(page);
  await open.waitFor();
  await expect.poll(() => open.getByText(/Wird geladen/).count()).toBe(0);
  return open;
}

/** What the field's aria-describedby names first: its message. */
async function messageOf(page: Page, field: Locator): Promise<string> {
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  return (await page.locator(`[id="${describedBy.split(' ')[0] ?? ''}"]`).textContent()) ?? '';
}

/** The dialog's list: each change as it reads (without its button). */
const entriesOf = (open: Locator) => open.locator('[data-scheduled-change] .editor-redirects__paths').allTextContents();

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('scheduled publishing', () => {
  let online: Date;
  let offline: Date;

  it("schedules an offline page to go online from the editor's dialog, with the form's messages next to its fields", async () => {
    const page = staffPage;
    expect(await visitorStatus()).toBe(404);
    await openEditor(page);
    await expect.poll(() => toolbar(page).textContent()).toContain('Status: offline');
    const open = await openDialog(page);
    expect(await open.getByRole('heading', { level: 2 }).textContent()).toBe(`Zeitplan für „${TITLE}“ (Deutsch)`);
    expect(await open.getByText('Für diese Seite ist in dieser Sprache nichts geplant.').count()).toBe(1);
    // The focus is in the dialog, on its first control; the page is offline, so 'online' is offered.
    const onlineRadio = open.getByRole('radio', { name: 'Online stellen' });
    expect(await onlineRadio.isChecked()).toBe(true);
    expect(await focusedId(page)).toBe(await onlineRadio.getAttribute('id'));
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

    const day = open.getByLabel(/^Datum/);
    const time = open.getByLabel(/^Uhrzeit/);
    // Empty: the message next to the time, which takes the focus.
    await time.fill('');
    await open.getByRole('button', { name: 'Planen' }).click();
    await expect.poll(() => time.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(page, time)).toBe('Dieses Feld ist ein Pflichtfeld!');
    expect(await focusedId(page)).toBe(await time.getAttribute('id'));
    // Yesterday: in the past, said beside the date, which takes the focus.
    const yesterday = berlinFieldsOf(new Date(Date.now() - 24 * HOUR));
    await day.fill(yesterday.day);
    await time.fill(yesterday.time);
    await open.getByRole('button', { name: 'Planen' }).click();
    await expect.poll(() => day.getAttribute('aria-invalid')).toBe('true');
    expect(await messageOf(page, day)).toBe('Dieser Zeitpunkt liegt in der Vergangenheit.');
    expect(await focusedId(page)).toBe(await day.getAttribute('id'));
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

    // An hour and more ahead, on Berlin's wall clock (the browser itself is in New York).
    online = nextFullHour(new Date(Date.now() + HOUR));
    const fields = berlinFieldsOf(online);
    await day.fill(fields.day);
    await time.fill(fields.time);
    await open.getByRole('button', { name: 'Planen' }).click();
    const entry = `Online stellen am ${formatScheduleTime(online.toISOString(), 'de')}`;
    await expect.poll(() => entriesOf(open)).toEqual([`${entry} · geplant von redaktion`]);
    await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toBe(`Geplant: ${entry}.`);
    // The list's heading has the focus; the form keeps no message.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Geplante Änderungen');
    await shots(page, 'schedule-dialog');
    expect(await day.getAttribute('aria-invalid')).toBeNull();
    // Escape closes it and the focus goes back to its button.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Zeitplan');
    expect(await visitorStatus()).toBe(404);
  });

  it('lists it in the editor hub: the page linked, language, change, time, who', async () => {
    const hub = await context.newPage();
    await hub.goto(`${web.url}/cms-hub?lang=de`);
    const section = hub.locator('[data-hub-schedule]');
    await section.waitFor();
    expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe('Geplante Änderungen');
    const row = section.locator('tbody tr').filter({ hasText: TITLE });
    expect(await row.count()).toBe(1);
    expect(await row.locator('th, td').allTextContents()).toEqual([
      TITLE,
      'Deutsch',
      'geht online',
      formatScheduleTime(online.toISOString(), 'de'),
      'redaktion',
    ]);
    expect(await row.getByRole('link', { name: TITLE }).getAttribute('href')).toBe(`${PATH}?edit=1`);
    expect(await axeViolations(hub, '[data-hub-schedule]')).toEqual([]);
    await shots(hub, 'schedule-hub');
    await hub.close();
  });

  it('goes online at its time with nobody logged in, and the site shows it', async () => {
    await moveClockPast(online);
    await expect.poll(visitorStatus, { timeout: 8000 }).toBe(200);
    // A visitor's browser gets the page.
    const visitor = await browser.newContext({ locale: 'de-DE' });
    const page = await visitor.newPage();
    const response = await page.goto(`${web.url}${PATH}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('#cms-page-title').textContent()).toBe(TITLE);
    await visitor.close();
    await openEditor(staffPage);
    await expect.poll(() => toolbar(staffPage).textContent()).toContain('Status: online');
  });

  it('schedules it offline, cancels a second change, and it goes offline at its time', async () => {
    const page = staffPage;
    const open = await openDialog(page);
    expect(await open.getByText('Für diese Seite ist in dieser Sprache nichts geplant.').count()).toBe(1);
    // Online now: 'offline' is offered.
    expect(await open.getByRole('radio', { name: 'Offline nehmen' }).isChecked()).toBe(true);
    offline = nextFullHour(new Date(Date.now() + 4 * HOUR));
    const day = open.getByLabel(/^Datum/);
    const time = open.getByLabel(/^Uhrzeit/);
    await day.fill(berlinFieldsOf(offline).day);
    await time.fill(berlinFieldsOf(offline).time);
    await open.getByRole('button', { name: 'Planen' }).click();
    const offlineEntry = `Offline nehmen am ${formatScheduleTime(offline.toISOString(), 'de')}`;
    await expect.poll(() => open.locator('[data-scheduled-change]').count()).toBe(1);

    // A second change, later, then cancelled by its button.
    const later = new Date(offline.getTime() + 2 * HOUR);
    await open.getByRole('radio', { name: 'Online stellen' }).check();
    await day.fill(berlinFieldsOf(later).day);
    await time.fill(berlinFieldsOf(later).time);
    await open.getByRole('button', { name: 'Planen' }).click();
    const laterEntry = `Online stellen am ${formatScheduleTime(later.toISOString(), 'de')}`;
    await expect.poll(() => entriesOf(open)).toEqual([`${offlineEntry} · geplant von redaktion`, `${laterEntry} · geplant von redaktion`]);
    const cancel = open.getByRole('button', { name: `Planung aufheben: ${laterEntry}` });
    await cancel.click();
    await expect.poll(() => entriesOf(open)).toEqual([`${offlineEntry} · geplant von redaktion`]);
    await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toBe('Die geplante Änderung ist aufgehoben.');
    // The focus stays in the list: on the remaining change's button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toBe(`Planung aufheben: ${offlineEntry}`);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await open.getByRole('button', { name: 'Schließen', exact: true }).last().click();

    expect(await visitorStatus()).toBe(200);
    // Past the offline change and the cancelled one: only the first happens.
    await moveClockPast(later, 5);
    await expect.poll(visitorStatus, { timeout: 8000 }).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await visitorStatus()).toBe(404);

    const hub = await context.newPage();
    await hub.goto(`${web.url}/cms-hub?lang=de`);
    await hub.locator('[data-hub-schedule]').waitFor();
    expect(await hub.locator('[data-hub-schedule]').getByText('Zurzeit ist nichts geplant.').count()).toBe(1);
    await hub.close();
  });
});
