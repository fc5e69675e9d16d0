// One file of the editor's media library by its path (the media field's preview; spec 000 §7
// admin popups): the upstream's GET /{lang}/pageeditor-api/media/item/ and the gateway's
// Query.editorMediaItem behind a counting proxy, against the real embedded upstream: a known
// path, an unknown one (null, not an error), bad input (refused before the upstream is asked),
// visitors refused, and one upstream call per lookup; and ModuleImage.source, the stored path the
// edit form starts from.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { graphql, request } from '../support/http';
import { loginAsStaff } from '../support/staff';

const gateway = gatewayForSuite({ UPSTREAM_CACHE: 'off' });
let cmsUrl = '';
let staffCookie = '';
let picture = { path: '', name: '' };
let video = '';

const csrfOf = (cookie: string) => /csrftoken=([^;]+)/.exec(cookie)?.[1] ?? '';
const LOOKUP =
  'query ($locale: Locale!, $kind: MediaKind!, $path: String!) { editorMediaItem(locale: $locale, kind: $kind, path: $path) { path kind name size url image { small large } } }';
const itemCalls = () =>
  gateway.proxy.requests
    .filter((entry) => entry.path.includes('/pageeditor-api/media/item/'))
    .map(({ method, path }) => ({ method, path }));

beforeAll(async () => {
  cmsUrl = inject('cmsUrl');
  staffCookie = await loginAsStaff(cmsUrl);
  // A picture the library lists (the seed's), and a video stored for this file.
  const list = await request(`${cmsUrl}/de/pageeditor-api/media/?kind=image&query=seed/&page_size=1`, { headers: { cookie: staffCookie } });
  const first = (JSON.parse(list.body) as { results: { path: string; name: string }[] }).results[0];
  if (!first) throw new Error('the seed has no picture in the media library');
  picture = first;
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(300)]))]),
    'vorschau.webm',
  );
  const stored = await fetch(`${cmsUrl}/de/pageeditor-api/media/?kind=video`, {
    method: 'POST',
    body: form,
    headers: { cookie: staffCookie, 'x-csrftoken': csrfOf(staffCookie) },
  });
  if (stored.status !== 201) throw new Error(`the video upload failed: ${stored.status}`);
  video = ((await stored.json()) as { path: string }).path;
});

describe('upstream GET /{lang}/pageeditor-api/media/item/', () => {
  const item = (query: string, cookie?: string) =>
    request(`${cmsUrl}/de/pageeditor-api/media/item/?${query}`, { headers: cookie ? { cookie } : {} });

  it('answers a known picture as the list does, for staff only and never shared', async () => {
    const answer = await item(`kind=image&path=${encodeURIComponent(picture.path)}`, staffCookie);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const json = JSON.parse(answer.body) as { path: string; kind: string; name: string; image_thumbnails: { small: string } };
    expect(json).toMatchObject({ path: picture.path, kind: 'image', name: picture.name });
    expect(json.image_thumbnails.small).toMatch(/-640\.png$/);
    expect((await fetch(json.image_thumbnails.small)).status).toBe(200);
  });

  it('answers a stored video by its path with extension, and not as a picture', async () => {
    const answer = await item(`kind=video&path=${encodeURIComponent(video)}`, staffCookie);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ path: video, kind: 'video', image_thumbnails: null });
    expect((await item(`kind=image&path=${encodeURIComponent(video)}`, staffCookie)).status).toBe(404);
  });

  it('is 404 for a path the folder does not hold, 400 for one that is no media path or an unknown parameter', async () => {
    expect((await item('kind=image&path=seed/gibt-es-nicht', staffCookie)).status).toBe(404);
    for (const query of [
      'kind=image&path=..%2Fetc%2Fpasswd',
      'kind=image&path=.renditions/seed/x',
      'kind=image',
      'kind=image&path=/seed/x',
      `kind=image&path=${'a'.repeat(501)}`,
      'kind=image&path=seed/x&extra=1',
    ]) {
      const answer = await item(query, staffCookie);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toContain('Invalid query parameters.');
    }
    expect((await item('kind=pdf&path=seed/x', staffCookie)).status).toBe(400);
  });

  it('refuses visitors with 401', async () => {
    expect((await item(`kind=image&path=${encodeURIComponent(picture.path)}`)).status).toBe(401);
  });
});

describe('gateway Query.editorMediaItem', () => {
  it('answers a known picture with its small rendition in one upstream call', async () => {
    gateway.proxy.resetCounts();
    const result = await graphql(gateway.web.url, LOOKUP, { locale: 'DE', kind: 'IMAGE', path: picture.path }, { cookie: staffCookie });
    expect(result.json.errors).toBeUndefined();
    const found = result.json.data?.editorMediaItem as {
      path: string;
      kind: string;
      name: string;
      image: { small: string; large: string };
    };
    expect(found).toMatchObject({ path: picture.path, kind: 'IMAGE', name: picture.name });
    expect(found.image.small).toMatch(/\/media\/.*-640\.png$/);
    expect(itemCalls()).toEqual([
      { method: 'GET', path: `/de/pageeditor-api/media/item/?kind=image&path=${encodeURIComponent(picture.path)}` },
    ]);
  });

  it('answers a video without image', async () => {
    const result = await graphql(gateway.web.url, LOOKUP, { locale: 'EN', kind: 'VIDEO', path: video }, { cookie: staffCookie });
    expect(result.json.errors).toBeUndefined();
    expect(result.json.data?.editorMediaItem).toMatchObject({ path: video, kind: 'VIDEO', name: video.split('/').pop(), image: null });
  });

  it('answers null, not an error, for a path the library does not know', async () => {
    gateway.proxy.resetCounts();
    const result = await graphql(
      gateway.web.url,
      LOOKUP,
      { locale: 'DE', kind: 'IMAGE', path: 'seed/gibt-es-nicht' },
      { cookie: staffCookie },
    );
    expect(result.json.errors).toBeUndefined();
    expect(result.json.data).toEqual({ editorMediaItem: null });
    expect(itemCalls()).toHaveLength(1);
  });

  it('refuses a text that is no media path with BAD_USER_INPUT in the caller’s language, before the upstream is asked', async () => {
    gateway.proxy.resetCounts();
    const german = await graphql(
      gateway.web.url,
      LOOKUP,
      { locale: 'DE', kind: 'IMAGE', path: '../../etc/passwd' },
      { cookie: staffCookie },
    );
    expect(german.json.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'path' });
    expect(german.json.errors?.[0]?.message).toMatch(/^Bitte einen Medienpfad angeben/);
    const english = await graphql(
      gateway.web.url,
      LOOKUP,
      { locale: 'EN', kind: 'IMAGE', path: 'https://example.org/a.jpg' },
      { cookie: staffCookie },
    );
    expect(english.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(english.json.errors?.[0]?.message).toMatch(/^Enter a media path/);
    expect(itemCalls()).toEqual([]);
  });

  it('refuses visitors (UNAUTHENTICATED, the upstream not asked) and a GET without the CSRF preflight header', async () => {
    gateway.proxy.resetCounts();
    const visitor = await graphql(gateway.web.url, LOOKUP, { locale: 'DE', kind: 'IMAGE', path: picture.path });
    expect(visitor.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(visitor.json.data?.editorMediaItem ?? null).toBeNull();
    expect(itemCalls()).toEqual([]);
    const params = new URLSearchParams({ query: LOOKUP, variables: JSON.stringify({ locale: 'DE', kind: 'IMAGE', path: picture.path }) });
    const forged = await request(`${gateway.web.url}/graphql?${params.toString()}`, { headers: { cookie: staffCookie } });
    expect(forged.status).toBe(400);
    expect(itemCalls()).toEqual([]);
  });
});

describe('the stored picture a media field starts from', () => {
  it('is ModuleImage.source: the media path the module stores (the module overview’s pictures)', async () => {
    const result = await graphql(
      gateway.web.url,
      'query { pageModules(locale: DE, path: "modul-uebersicht") { __typename ... on ImageModule { image { source small } } } }',
    );
    expect(result.json.errors).toBeUndefined();
    const images = (
      (result.json.data?.pageModules ?? []) as { __typename: string; image?: { source: string | null; small: string | null } | null }[]
    ).filter((module) => module.__typename === 'ImageModule');
    expect(images.map((module) => module.image?.source)).toContain('seed/pages/konzerthaus');
    // The source is what the rendition was made from.
    for (const module of images)
      if (module.image?.source && module.image.small) expect(module.image.small).toContain(`/media/${module.image.source}-640.png`);
  });
});
