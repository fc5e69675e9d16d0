// What the in-page editor's end-to-end files share (tests/e2e/editor*.test.ts): GraphQL calls
// made from a staff page, browser contexts with the consent given (so the banner covers nothing)
// and staff logged in, axe over a part of the page, and screenshots when EDITOR_SCREENSHOTS names
// a folder. The login through /cms-hub itself is tested in tests/e2e/editor.test.ts; here staff
// log in over HTTP and the browser gets the session's cookies, as after that login.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { CONSENT_COOKIE, createConsent, encodeConsent, NO_CHOICES } from '../../src/shared/consent';
import type { BrowserSuite } from './browserSuite';
import { graphql } from './http';
import { loginAsStaff } from './staff';

/** The WCAG levels axe checks (2.0 to 2.2, A and AA). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** A GraphQL call from the page, with its session's cookie (a JSON post passes Apollo's CSRF prevention); errors throw. */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown[] };
    },
    { query, variables },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data as T;
}

/** axe's violations inside `include` (a selector), one line each: rule and elements. */
export async function axeViolations(page: Page, include = 'body'): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(include).withTags(AXE_TAGS).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const SHOTS = process.env.EDITOR_SCREENSHOTS;

/** A screenshot of the page (or one element) as `name`.png, when EDITOR_SCREENSHOTS names a folder. */
export async function shot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS) return;
  if ('viewportSize' in target) await target.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Screenshots at a desktop and a phone width (`name`-1280.png, `name`-390.png); the page keeps its size. */
export async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: size.height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

export interface ContextOptions {
  /** The browser's language ('de-DE', 'en-GB'). */
  locale?: string;
  width?: number;
  height?: number;
  /** Staff logged in (the default) or a visitor. */
  staff?: boolean;
  /** The cookie consent given, all optional services refused (the default), or no choice yet (the banner shows). */
  consent?: boolean;
}

/**
 * Browser contexts of one test file, closed together (`closeAll` in its afterAll): each with the
 * consent given and, for staff, the cookies of a fresh login at the upstream.
 */
export function editorContexts(suite: BrowserSuite) {
  const open: BrowserContext[] = [];
  const newContext = async ({
    locale = 'de-DE',
    width = 1280,
    height = 900,
    staff = true,
    consent = true,
  }: ContextOptions = {}): Promise<BrowserContext> => {
    // Reduced motion: the editor's controls fade in (editor.css), and axe measuring a button's
    // contrast halfway through the fade finds it too pale; with reduced motion they are there at once.
    const context = await suite.browser.newContext({ locale, viewport: { width, height }, reducedMotion: 'reduce' });
    open.push(context);
    const url = suite.web.url;
    const cookies = consent ? [{ name: CONSENT_COOKIE, value: encodeConsent(createConsent(NO_CHOICES, new Date(), false)), url }] : [];
    if (staff) {
      for (const pair of (await loginAsStaff(inject('cmsUrl'))).split('; ')) {
        const at = pair.indexOf('=');
        cookies.push({ name: pair.slice(0, at), value: pair.slice(at + 1), url });
      }
    }
    await context.addCookies(cookies);
    return context;
  };
  return {
    newContext,
    /** A page in a context of its own. */
    newPage: async (options: ContextOptions = {}): Promise<Page> => (await newContext(options)).newPage(),
    closeAll: async (): Promise<void> => {
      for (const context of open.splice(0)) await context.close();
    },
  };
}

type GraphQLLocale = 'DE' | 'EN';

/** Every module type of the schema's Module union: a created module's id, whatever its kind. */
const MODULE_TYPES = [
  'HeadlineModule',
  'TextModule',
  'LinkModule',
  'ImageModule',
  'ImageListModule',
  'VideoModule',
  'SelfHostedVideoModule',
  'VideoListModule',
  'AudioModule',
  'SelfHostedAudioModule',
  'ViewerModule',
  'PdfViewerModule',
  'SocialMediaModule',
  'QuoteModule',
  'FaqModule',
  'FullTeaserModule',
  'TeaserListModule',
  'TeaserItemModule',
  'VenueModule',
  'VenueListModule',
  'HtmlModule',
  'LogoListModule',
  'FormModule',
  'HeroMediaModule',
  'BlogTeaserListModule',
  'TwoColumnsModule',
  'EventListModule',
  'HighlightTeaserModule',
  'AnchorListModule',
];
const MODULE_ID = MODULE_TYPES.map((type) => `... on ${type} { id }`).join(' ');

/**
 * Pages an editor test file makes through the gateway, as staff, at `path` (the prefix with a
 * stamp of this run), and deletes after its tests (a failed deletion fails the file). Calls go over
 * HTTP with a session of their own, so they need no open browser page.
 */
export function editorTestPages(suite: BrowserSuite, prefix: string) {
  const path = `${prefix}-${Date.now().toString(36)}`;
  const created: { locale: GraphQLLocale; id: string }[] = [];
  let cookie: string | undefined;
  const call = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    cookie ??= await loginAsStaff(inject('cmsUrl'));
    const result = await graphql(suite.web.url, query, variables, { cookie });
    if (result.json.errors) throw new Error(JSON.stringify(result.json.errors));
    return result.json.data as T;
  };
  afterAll(async () => {
    for (const { locale, id } of created.splice(0))
      await call(`mutation ($id: ID!) { deletePage(locale: ${locale}, pageId: $id) }`, { id });
  });
  return {
    path,
    /** An online page at `path` (more of CreatePageInput in `input`); its id. */
    createPage: async (locale: GraphQLLocale, title: string, input: Record<string, unknown> = {}): Promise<string> => {
      const data = await call<{ createPage: { id: string } }>(
        `mutation ($input: CreatePageInput!) { createPage(locale: ${locale}, input: $input) { id } }`,
        { input: { title, path, isOnline: true, ...input } },
      );
      created.push({ locale, id: data.createPage.id });
      return data.createPage.id;
    },
    /** A section on the page (CreateSectionInput without the page); its id. */
    createSection: async (locale: GraphQLLocale, pageId: string, input: Record<string, unknown> = {}): Promise<string> => {
      const data = await call<{ createSection: { id: string } }>(
        `mutation ($input: CreateSectionInput!) { createSection(locale: ${locale}, input: $input) { id } }`,
        { input: { pageId, ...input } },
      );
      return data.createSection.id;
    },
    /** A module (CreateModuleInput: parent, column, fields); its id. */
    createModule: async (locale: GraphQLLocale, input: Record<string, unknown>): Promise<string> => {
      const data = await call<{ createModule: { module: { id: string } } }>(
        `mutation ($input: CreateModuleInput!) { createModule(locale: ${locale}, input: $input) { module { ${MODULE_ID} } } }`,
        { input },
      );
      return data.createModule.module.id;
    },
  };
}

/**
 * A block of the page in editing mode (issue 22 part 1): a section ('Abschnitt 1', 'Section 1'), a
 * module (its type's name: 'Überschrift') or a list's item ('Eintrag 2 · Bild'), as the group the
 * editor makes of it. `within` narrows the search (a section's block, a column).
 */
export function block(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('group', { name, exact: true });
}

/** Selects a block with a click near its top left corner (never a link's default), and waits for its toolbar. */
export async function selectBlock(target: Locator): Promise<void> {
  await target.click({ position: { x: 3, y: 3 } });
  await expectSelected(target);
}

async function expectSelected(target: Locator): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await target.getAttribute('data-selected')) === 'true') return;
    await target.page().waitForTimeout(50);
  }
  throw new Error(`the block ${await target.getAttribute('aria-label')} was not selected`);
}

/** The selected block's floating toolbar, by its name ('Überschrift bearbeiten', 'Abschnitt 1 bearbeiten'). */
export function blockToolbar(page: Page, name: string): Locator {
  return page.getByRole('toolbar', { name, exact: true });
}

/** The editor's panel (the selected block's fields, the outline). */
export function editorPanel(page: Page): Locator {
  return page.locator('aside.editor-panel');
}
