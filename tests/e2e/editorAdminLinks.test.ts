// The editor admin links in Chromium (spec 000 §3 "Editor admin links", §6: staff open admin
// links; issue 12 part 1). The embedded upstream has no administration of its own: this file starts
// one of its own with CMS_ADMIN_URL pointing at a small HTTP server standing in for the real CMS's
// administration (it records what it is asked). Staff editing an event's page (`?edit=1`) find
// "Veranstaltung in der Verwaltung öffnen" in the toolbar, a link into a new window that lands on
// the administration's page of that event (an ensemble member's page: the person); the editor hub
// lists the administration's areas; axe finds nothing with the toolbar shown. Against the shared
// upstream (no CMS_ADMIN_URL) no admin link shows, neither in the toolbar nor in the hub.
import AxeBuilder from '@axe-core/playwright';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSENT_COOKIE, createConsent, encodeConsent, NO_CHOICES } from '../../src/shared/consent';
import { launchBrowser } from '../support/browser';
import { graphql, request } from '../support/http';
import { startCms, startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff, STAFF } from '../support/staff';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const SLOW = { timeout: 20_000, interval: 100 };
const SHOTS = process.env.EDITOR_SCREENSHOTS;

/** A stand-in for the real CMS's administration: answers every GET with a small page and records the paths. */
interface AdminServer {
  url: string;
  paths: string[];
  close(): Promise<void>;
}

async function startAdminServer(): Promise<AdminServer> {
  const paths: string[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    paths.push(`${req.method ?? 'GET'} ${req.url ?? '/'}`);
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html lang="de"><title>Verwaltung</title><h1>Verwaltung</h1></html>');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let admin: AdminServer;
let dataDir: string;
let cms: RunningProcess;
/** In front of this file's upstream, which has CMS_ADMIN_URL. */
let web: RunningProcess;
/** In front of the shared upstream, which has not. */
let plainWeb: RunningProcess;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  admin = await startAdminServer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'orchestra-cms-admin-'));
  cms = await startCms({ CMS_DATA_DIR: dataDir, CMS_ADMIN_URL: `${admin.url}/` });
  [web, plainWeb, browser] = await Promise.all([startWeb({ CMS_URL: cms.url }), startWeb({ CMS_URL: inject('cmsUrl') }), launchBrowser()]);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await Promise.all([web?.stop(), plainWeb?.stop()]);
  await cms?.stop();
  await admin?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Resolves with the next answer of /graphql that carries admin menus (the hub's or the toolbar's call). */
function adminMenusAnswer(page: Page): Promise<unknown> {
  return page.waitForResponse(async (response) => {
    if (!response.url().includes('/graphql')) return false;
    // An answer to the page navigated away from has no body any more: not the one awaited.
    const body = await response.text().catch(() => '');
    return body.includes('"adminMenus"');
  });
}

/** A staff member logged in through /cms-hub in a browser context of their own; the hub has asked for the admin menus. */
async function staffPage(site: RunningProcess, width: number, locale: 'de' | 'en' = 'de'): Promise<Page> {
  const context = await browser.newContext({
    locale: locale === 'de' ? 'de-DE' : 'en-GB',
    timezoneId: 'Europe/Berlin',
    viewport: { width, height: 900 },
  });
  contexts.push(context);
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeConsent(createConsent(NO_CHOICES, new Date(), false)), url: site.url }]);
  const page = await context.newPage();
  await page.goto(`${site.url}/cms-hub?lang=${locale}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByLabel(locale === 'de' ? 'E-Mail-Adresse' : 'E-mail address').fill(STAFF.email);
  await page.getByLabel(locale === 'de' ? 'Passwort' : 'Password', { exact: true }).fill(STAFF.password);
  const menusAnswered = adminMenusAnswer(page);
  await page.getByRole('button', { name: locale === 'de' ? 'Anmelden' : 'Log in', exact: true }).click();
  await page.locator('.cms-hub__pages').waitFor();
  await menusAnswered;
  return page;
}

/** The first event the programme lists, with the path of its page in the language. */
async function firstEvent(site: RunningProcess, locale: 'DE' | 'EN'): Promise<{ id: string; path: string }> {
  const list = await graphql(site.url, 'query($l: Locale!) { events(locale: $l, pageSize: 1) { items { id } } }', { l: locale });
  const id = (list.json.data?.events as { items: { id: string }[] } | undefined)?.items[0]?.id;
  if (!id) throw new Error(`no event in the programme: ${list.body}`);
  const detail = await graphql(site.url, 'query($l: Locale!, $id: ID!) { event(locale: $l, id: $id) { slug } }', { l: locale, id });
  const slug = (detail.json.data?.event as { slug: string } | null)?.slug;
  if (!slug) throw new Error(`event ${id} has no page: ${detail.body}`);
  return { id, path: locale === 'DE' ? `/de/konzerte/${slug}/${id}` : `/en/concerts/${slug}/${id}` };
}

/** Opens a page in editing mode and waits for the toolbar and the answer of the admin-menus call. */
async function openEditing(page: Page, url: string): Promise<Locator> {
  const menusAnswered = adminMenusAnswer(page);
  await page.goto(url);
  const toolbar = page.getByRole('toolbar', { name: /Bearbeitungsleiste|Editing toolbar/ });
  await toolbar.waitFor();
  await menusAnswered;
  return toolbar;
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('editor admin links into an external administration (CMS_ADMIN_URL)', () => {
  it('has the upstream list the seven entities with absolute URLs into CMS_ADMIN_URL, in the language asked', async () => {
    const cookie = await loginAsStaff(cms.url);
    const de = await request(`${cms.url}/de/pageeditor-api/user`, { headers: { cookie } });
    expect(de.status).toBe(200);
    expect((JSON.parse(de.body) as { admin_menus: unknown }).admin_menus).toEqual([
      { key: 'article', title: 'Artikel', url: `${admin.url}/admin/articles/` },
      { key: 'venue', title: 'Spielstätten', url: `${admin.url}/admin/venues/` },
      { key: 'event', title: 'Veranstaltungen', url: `${admin.url}/admin/events/` },
      { key: 'person', title: 'Personen', url: `${admin.url}/admin/persons/` },
      { key: 'production', title: 'Produktionen', url: `${admin.url}/admin/productions/` },
      { key: 'series', title: 'Abonnements', url: `${admin.url}/admin/series/` },
      { key: 'form', title: 'Formulare', url: `${admin.url}/admin/forms/` },
    ]);
    const en = await request(`${cms.url}/en/pageeditor-api/user`, { headers: { cookie } });
    expect((JSON.parse(en.body) as { admin_menus: { title: string }[] }).admin_menus.map((menu) => menu.title)).toEqual([
      'Articles',
      'Venues',
      'Events',
      'People',
      'Productions',
      'Series',
      'Forms',
    ]);
  });

  it('offers the shown event in the administration, in a new window, and the administration is asked for that event', async () => {
    const event = await firstEvent(web, 'DE');
    const page = await staffPage(web, 1280);
    const toolbar = await openEditing(page, `${web.url}${event.path}?edit=1`);

    const link = toolbar.getByRole('link', { name: 'Veranstaltung in der Verwaltung öffnen (öffnet in neuem Tab)' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${admin.url}/admin/events/${event.id}/`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.locator('.editor-bar').screenshot({ path: `${SHOTS}/admin-link-1280.png` });

    // The link is one of the toolbar's items: the arrow keys reach it.
    await toolbar.getByRole('link', { name: /Zur Redaktion/ }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-admin-entity'))).toBe('EVENT');

    admin.paths.length = 0;
    const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await opened.waitForLoadState();
    expect(opened.url()).toBe(`${admin.url}/admin/events/${event.id}/`);
    await expect.poll(() => admin.paths, SLOW).toContain(`GET /admin/events/${event.id}/`);
    await opened.close();
  });

  it('names the record in English on the English page, and fits a phone’s width', async () => {
    const event = await firstEvent(web, 'EN');
    const page = await staffPage(web, 390, 'en');
    const toolbar = await openEditing(page, `${web.url}${event.path}?edit=1`);
    // On a phone the link waits with the other tools behind 'More tools'.
    await toolbar.getByRole('button', { name: 'More tools' }).click();
    const link = toolbar.getByRole('link', { name: 'Open event in the administration (opens in a new tab)' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${admin.url}/admin/events/${event.id}/`);
    // Nothing of the toolbar runs out of the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.locator('.editor-bar').screenshot({ path: `${SHOTS}/admin-link-390.png` });
  });

  it('offers an ensemble member’s page as the person in the administration', async () => {
    const page = await staffPage(web, 1280);
    await page.goto(`${web.url}/de/orchestermitglieder`);
    const member = page.locator('.person-card__name a').first();
    await member.waitFor();
    const memberPath = (await member.getAttribute('href')) ?? '';
    const id = /\/(\d+)$/.exec(memberPath)?.[1];
    expect(id, memberPath).toBeDefined();
    const toolbar = await openEditing(page, `${web.url}${memberPath}?edit=1`);
    const link = toolbar.getByRole('link', { name: 'Person in der Verwaltung öffnen (öffnet in neuem Tab)' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${admin.url}/admin/persons/${id ?? ''}/`);
  });

  it('offers no admin link on a screen that shows none of the entities', async () => {
    const event = await firstEvent(web, 'DE');
    const page = await staffPage(web, 1280);
    const eventToolbar = await openEditing(page, `${web.url}${event.path}?edit=1`);
    await eventToolbar.getByRole('link', { name: /in der Verwaltung öffnen/ }).waitFor();
    // The programme shows many events, not one: it asks no admin menus, and offers no link.
    await page.goto(`${web.url}/de/konzerte?edit=1`);
    const toolbar = page.getByRole('toolbar', { name: 'Bearbeitungsleiste' });
    await toolbar.waitFor();
    expect(await toolbar.getByRole('link', { name: /in der Verwaltung öffnen/ }).count()).toBe(0);
  });

  it('lists the administration’s areas in the editor hub, each into a new window', async () => {
    const page = await staffPage(web, 1280);
    const section = page.getByRole('region', { name: 'Verwaltung' });
    await section.waitFor();
    const links = section.getByRole('link');
    await expect.poll(() => links.count(), SLOW).toBe(7);
    expect(await links.allTextContents()).toEqual([
      'Artikel (öffnet in neuem Tab)',
      'Spielstätten (öffnet in neuem Tab)',
      'Veranstaltungen (öffnet in neuem Tab)',
      'Personen (öffnet in neuem Tab)',
      'Produktionen (öffnet in neuem Tab)',
      'Abonnements (öffnet in neuem Tab)',
      'Formulare (öffnet in neuem Tab)',
    ]);
    const events = section.getByRole('link', { name: /^Veranstaltungen/ });
    expect(await events.getAttribute('href')).toBe(`${admin.url}/admin/events/`);
    expect(await events.getAttribute('target')).toBe('_blank');
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/admin-hub-1280.png` });
  });
});

describe('without an external administration (the shared upstream, no CMS_ADMIN_URL)', () => {
  it('shows no admin link in the toolbar of an event’s page, nor an administration in the hub', async () => {
    const event = await firstEvent(plainWeb, 'DE');
    const page = await staffPage(plainWeb, 1280);
    // The hub asked for the admin menus (staffPage waits for the answer) and got none: no section.
    expect(await page.getByRole('region', { name: 'Verwaltung' }).count()).toBe(0);
    expect(await page.locator('.cms-hub__admin').count()).toBe(0);
    const toolbar = await openEditing(page, `${plainWeb.url}${event.path}?edit=1`);
    expect(await toolbar.getByRole('link').allTextContents()).not.toContainEqual(expect.stringContaining('Verwaltung'));
    expect(await page.getByRole('link', { name: /in der Verwaltung öffnen/ }).count()).toBe(0);
  });
});
