// The media field's preview in Chromium (spec 000 §7 admin popups; issue 12): staff open the form
// of an existing image module (made through GraphQL on a page for this test, deleted at the end;
// its block selected, its form in the editor's panel: issue 22 part 1)
// and see its current picture (the library's small rendition) and file name beside the path;
// choosing another picture in the picker changes the preview; a typed path is looked up once it
// settles (one lookup, not one per key) and a path the library does not know is said politely;
// an emptied field shows nothing, and a path seen before comes from the browser's cache. axe
// finds nothing with the panel's form open, at 1280 and at 390 pixels. A self-hosted audio file (uploaded
// for this test) is named with its type and size.
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_IMAGES } from '../../src/cms/seed/pagesSeedContent';
import { browserSuite } from '../support/browserSuite';
import { axeViolations, block, editorContexts, editorPanel, gql as gqlFrom, selectBlock } from '../support/editorKit';

const suite = browserSuite();
const PATH = `e2e-media-preview-${Date.now().toString(36)}`;
const [CURRENT, , , OTHER] = PAGE_IMAGES;
const UNKNOWN = 'seed/pages/gibt-es-nicht';
const FIELD = 'Bild (Pflichtfeld)';
const contexts = editorContexts(suite);
let pageId: string | null = null;
let sectionId = '';
let page: Page;
/** The path of every media lookup the browser sent (its GET; a persisted query's retry is not counted twice). */
const lookups: string[] = [];

/** A GraphQL call from the staff page. */
const gql = <T>(query: string, variables: Record<string, unknown>): Promise<T> => gqlFrom<T>(page, query, variables);

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
/** The selected module's form, in the editor's panel. */
const form = (): Locator => editorPanel(page);
const popup = (): Locator => page.locator('dialog.editor-popup[open]');
const preview = (): Locator => form().locator('.editor-media-preview');

const SHOTS = process.env.EDITOR_SCREENSHOTS;
async function shots(name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await form().locator('.editor-media-preview').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

function recordLookup(request: Request): void {
  const url = new URL(request.url());
  if (request.method() !== 'GET' || url.pathname !== '/graphql' || url.searchParams.get('operationName') !== 'EditorMediaItem') return;
  lookups.push((JSON.parse(url.searchParams.get('variables') ?? '{}') as { path?: string }).path ?? '');
}

beforeAll(async () => {
  page = await contexts.newPage();
  page.on('request', recordLookup);
  // Logged in (editorContexts): the hub lists the pages.
  await page.goto(`${suite.web.url}/cms-hub?lang=de`);
  await page.locator('.cms-hub__pages').waitFor();
  pageId = (
    await gql<{ createPage: { id: string } }>('mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }', {
      input: { title: 'Medienvorschau', path: PATH, isOnline: true },
    })
  ).createPage.id;
  const section = await gql<{ createSection: { id: string } }>(
    'mutation ($id: ID!) { createSection(locale: DE, input: { pageId: $id }) { id } }',
    { id: pageId },
  );
  sectionId = section.createSection.id;
  await gql('mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { module { __typename } } }', {
    input: { parentId: section.createSection.id, fields: { kind: 'IMAGE', image: { image: CURRENT, imageAlt: 'Das Konzerthaus' } } },
  });
});

afterAll(async () => {
  if (pageId) await gql('mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id: pageId });
  await contexts.closeAll();
});

describe('the media field’s preview', () => {
  it('shows the current picture, follows the picker and typed paths, and says when the library has none', async () => {
    await page.goto(`${suite.web.url}/de/${PATH}?edit=1`);
    await page.getByRole('toolbar', { name: 'Bearbeitungsleiste' }).waitFor();
    await selectBlock(block(page, 'Bild'));
    const input = form().getByLabel(FIELD, { exact: true });
    await poll(() => input.inputValue()).toBe(CURRENT);

    // The current picture: its small rendition (decorative, the caption names it) and file name.
    await poll(() => preview().locator('.editor-media-preview__name').textContent()).toBe('konzerthaus');
    expect(await preview().locator('figcaption').innerText()).toBe('Aktuelle Datei\nkonzerthaus\nBild');
    const thumb = preview().locator('img');
    expect(await thumb.getAttribute('alt')).toBe('');
    expect(await thumb.getAttribute('src')).toMatch(new RegExp(`/media/${CURRENT}-640\\.png$`));
    await poll(() => thumb.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(640);
    // The input is described by the preview, which is a polite live region.
    expect((await input.getAttribute('aria-describedby'))?.split(' ')).toContain(await preview().getAttribute('id'));
    expect(await preview().getAttribute('role')).toBe('status');
    expect(lookups).toEqual([CURRENT]);
    expect(await axeViolations(page, '.editor-panel')).toEqual([]);
    await shots('media-preview-current');

    // Another picture from the picker: the preview follows at once.
    await form().getByRole('button', { name: 'Bild auswählen…' }).click();
    await popup().getByRole('heading', { name: 'Bild auswählen' }).waitFor();
    await popup().getByLabel('Nach Dateinamen suchen').fill(OTHER);
    await popup().getByRole('button', { name: 'probe', exact: true }).click();
    await popup()
      .getByLabel(/^Alternativtext/)
      .fill('Eine Probe');
    await popup().getByRole('button', { name: 'Dieses Bild übernehmen' }).click();
    await poll(() => popup().count()).toBe(0);
    expect(await input.inputValue()).toBe(OTHER);
    await poll(() => preview().locator('.editor-media-preview__name').textContent()).toBe('probe');
    expect(await preview().locator('img').getAttribute('src')).toMatch(new RegExp(`/media/${OTHER}-640\\.png$`));

    // A typed path the library does not know: looked up once when typing pauses, said politely.
    await input.fill('');
    await poll(() => preview().textContent()).toBe('');
    await input.pressSequentially(UNKNOWN, { delay: 30 });
    await poll(() => preview().textContent()).toBe('In der Mediathek gibt es kein Bild unter diesem Pfad.');
    expect(await preview().locator('img').count()).toBe(0);
    // Without the pause, each of the 24 keys would be a lookup; a slow machine may pause mid-word once or twice.
    const typed = lookups.filter((path) => path !== CURRENT && path !== OTHER);
    expect(typed.at(-1)).toBe(UNKNOWN);
    expect(typed.length).toBeLessThanOrEqual(3);
    // Polite information, not an error: the field is not marked invalid and no alert is raised.
    expect(await input.getAttribute('aria-invalid')).toBeNull();
    expect(await form().getByRole('alert').count()).toBe(0);
    expect(await axeViolations(page, '.editor-panel')).toEqual([]);
    await shots('media-preview-unknown');

    // Something that is no media path is said without asking; a path seen before comes from the cache.
    await input.fill('../geheim');
    await poll(() => preview().textContent()).toBe('Das ist kein Medienpfad (z. B. seed/pages/konzertsaal); keine Vorschau.');
    const before = lookups.length;
    await input.fill(CURRENT);
    await poll(() => preview().locator('.editor-media-preview__name').textContent()).toBe('konzerthaus');
    expect(lookups.length).toBe(before);
  });

  it('names a self-hosted audio file with its type and size', async () => {
    // An MP3 (its first bytes say so) uploaded through the gateway, as the picker does.
    const uploaded = await page.evaluate(async () => {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: 'mutation ($file: Upload!) { uploadMedia(locale: DE, kind: AUDIO, file: $file) { path name } }',
          variables: { file: null },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.file'] }));
      const bytes = new Uint8Array(3 * 1024);
      bytes.set([0x49, 0x44, 0x33, 4]);
      form.append('0', new Blob([bytes], { type: 'audio/mpeg' }), 'Einführung.mp3');
      const response = await fetch('/graphql', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
      return ((await response.json()) as { data: { uploadMedia: { path: string; name: string } } }).data.uploadMedia;
    });
    expect(uploaded.name).toMatch(/^einfuehrung-[0-9a-f]{8}\.mp3$/);
    await gql('mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { module { __typename } } }', {
      input: { parentId: sectionId, fields: { kind: 'SELF_HOSTED_AUDIO', selfHostedAudio: { file: uploaded.path, title: 'Einführung' } } },
    });
    await page.goto(`${suite.web.url}/de/${PATH}?edit=1`);
    await selectBlock(block(page, 'Audio (eigene Datei)'));
    await poll(() => form().getByLabel('Datei (Pflichtfeld)', { exact: true }).inputValue()).toBe(uploaded.path);
    await poll(() => preview().locator('.editor-media-preview__name').textContent()).toBe(uploaded.name);
    expect(await preview().locator('.editor-media-preview__type').textContent()).toBe('Audiodatei · MP3 · 3 kB');
    expect(await preview().locator('img').count()).toBe(0);
    expect(await form().getByRole('button', { name: 'Datei auswählen…' }).count()).toBe(1);
    expect(await axeViolations(page, '.editor-panel')).toEqual([]);
    await shots('media-preview-audio');
  });
});
