// The editor's media library and event finder (spec 000 §7 admin popups; issue 12 part 4): the
// upstream's GET/POST /{lang}/pageeditor-api/media/ (staff, CSRF, types and sizes checked on the
// bytes, renditions made like the seed's) and the gateway's editorMedia, uploadMedia and
// editorEvents, against the real embedded upstream shared by the test run.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MEDIA_UPLOAD_MAX_BYTES } from '../../src/shared/editor/mediaUpload';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff } from '../support/staff';

let web: RunningProcess;
let staffCookie: string;
let cmsUrl: string;

beforeAll(async () => {
  cmsUrl = inject('cmsUrl');
  [web, staffCookie] = await Promise.all([startWeb({ CMS_URL: cmsUrl, UPSTREAM_CACHE: 'off' }), loginAsStaff(cmsUrl)]);
});

afterAll(async () => {
  await web?.stop();
});

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A 1000×500 JPEG (2:1, so the 16:9 cut shows). */
const jpeg = () =>
  sharp({ create: { width: 1000, height: 500, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .toBuffer();

const csrfOf = (cookie: string) => /csrftoken=([^;]+)/.exec(cookie)?.[1] ?? '';

/** POST of one file to the upstream's media endpoint. */
async function upstreamUpload(content: Buffer, filename: string, headers: Record<string, string>, kind = 'image') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), filename);
  const response = await fetch(`${cmsUrl}/de/pageeditor-api/media/?kind=${kind}`, { method: 'POST', body: form, headers });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const UPLOAD = `mutation ($kind: MediaKind!, $file: Upload!, $locale: Locale!) {
  uploadMedia(locale: $locale, kind: $kind, file: $file) { path kind name size url image { small large srcSets { format srcSet } } }
}`;

/** uploadMedia as a GraphQL multipart request through the site. */
async function gatewayUpload(
  content: Buffer,
  filename: string,
  options: { kind?: string; locale?: string; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: UPLOAD, variables: { kind: options.kind ?? 'IMAGE', locale: options.locale ?? 'DE', file: null } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(content)]), filename);
  const response = await fetch(`${web.url}/graphql`, {
    method: 'POST',
    body: form,
    headers: options.headers ?? { 'apollo-require-preflight': 'true', cookie: staffCookie },
  });
  return { status: response.status, json: (await response.json()) as GraphQLAnswer };
}

const fileErrorsOf = (answer: GraphQLAnswer) =>
  (answer.errors?.[0]?.extensions?.fieldErrors as Record<string, string[]> | undefined)?.file ?? [];

describe('upstream media endpoint', () => {
  it('refuses visitors: no session is 401 for the list and the upload', async () => {
    expect((await request(`${cmsUrl}/de/pageeditor-api/media/`)).status).toBe(401);
    const csrf = randomBytes(16).toString('hex');
    const upload = await upstreamUpload(await jpeg(), 'a.jpg', { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf });
    expect(upload.status).toBe(401);
  });

  it('refuses a forged upload: a staff session without the matching CSRF header is 403, and nothing is stored', async () => {
    const before = await request(`${cmsUrl}/de/pageeditor-api/media/?query=forged`, { headers: { cookie: staffCookie } });
    const forged = await upstreamUpload(await jpeg(), 'forged.jpg', { cookie: staffCookie });
    expect(forged.status).toBe(403);
    const wrong = await upstreamUpload(await jpeg(), 'forged.jpg', { cookie: staffCookie, 'x-csrftoken': 'x'.repeat(40) });
    expect(wrong.status).toBe(403);
    const after = await request(`${cmsUrl}/de/pageeditor-api/media/?query=forged`, { headers: { cookie: staffCookie } });
    expect(JSON.parse(after.body)).toMatchObject({ count: (JSON.parse(before.body) as { count: number }).count });
  });

  it('stores a staff upload with the seed’s two 16:9 renditions and lists it first', async () => {
    const upload = await upstreamUpload(await jpeg(), 'Probe im Großen Saal.jpg', {
      cookie: staffCookie,
      'x-csrftoken': csrfOf(staffCookie),
    });
    expect(upload.status).toBe(201);
    const item = upload.json as {
      path: string;
      kind: string;
      image_thumbnails: { small: string; large: string; sources: Record<string, Record<string, string>> };
    };
    expect(item.path).toMatch(/^uploads\/\d{4}\/\d{2}\/probe-im-grossen-saal-[0-9a-f]{8}$/);
    expect(item.kind).toBe('image');
    for (const [url, width, height] of [
      [item.image_thumbnails.small, 640, 360],
      [item.image_thumbnails.large, 1280, 720],
    ] as const) {
      const file = await fetch(url);
      expect(file.status).toBe(200);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height]);
    }
    // The on-demand renditions work for it as for any seeded picture.
    const webp = await fetch(item.image_thumbnails.sources.webp?.['320'] ?? 'missing');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const list = await request(`${cmsUrl}/de/pageeditor-api/media/?kind=image&page_size=5`, { headers: { cookie: staffCookie } });
    expect((JSON.parse(list.body) as { results: { path: string }[] }).results[0]?.path).toBe(item.path);
  });

  it('checks the bytes, not the name: a text file called .png is 415 with the message on file', async () => {
    const upload = await upstreamUpload(Buffer.from('<svg onload="alert(1)"></svg>'), 'bild.png', {
      cookie: staffCookie,
      'x-csrftoken': csrfOf(staffCookie),
    });
    expect(upload.status).toBe(415);
    expect(upload.json).toMatchObject({
      errors: { file: ['Dieser Dateityp wird hier nicht angenommen. Erlaubt: jpg, jpeg, png, webp, avif, gif.'] },
    });
  });

  it('refuses a picture over the limit with 413', async () => {
    const big = Buffer.concat([await jpeg(), Buffer.alloc(MEDIA_UPLOAD_MAX_BYTES.image)]);
    const upload = await upstreamUpload(big, 'riesig.jpg', { cookie: staffCookie, 'x-csrftoken': csrfOf(staffCookie) });
    expect(upload.status).toBe(413);
    expect(upload.json).toMatchObject({ errors: { file: ['Die Datei ist zu groß: höchstens 8 MB.'] } });
  });

  it('keeps a video as it came, under its extension, in the video list only', async () => {
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(200)]);
    const upload = await upstreamUpload(webm, 'trailer.webm', { cookie: staffCookie, 'x-csrftoken': csrfOf(staffCookie) }, 'video');
    expect(upload.status).toBe(201);
    const path = (upload.json as { path: string }).path;
    expect(path).toMatch(/^uploads\/.*\/trailer-[0-9a-f]{8}\.webm$/);
    const videos = JSON.parse(
      (await request(`${cmsUrl}/de/pageeditor-api/media/?kind=video&query=trailer`, { headers: { cookie: staffCookie } })).body,
    ) as { results: { path: string }[] };
    expect(videos.results.map((item) => item.path)).toContain(path);
    const images = JSON.parse(
      (await request(`${cmsUrl}/de/pageeditor-api/media/?kind=image&query=trailer`, { headers: { cookie: staffCookie } })).body,
    ) as { results: { path: string }[] };
    expect(images.results.map((item) => item.path)).not.toContain(path);
    // A picture is not a video.
    expect((await upstreamUpload(await jpeg(), 'x.jpg', { cookie: staffCookie, 'x-csrftoken': csrfOf(staffCookie) }, 'video')).status).toBe(
      415,
    );
  });
});

describe('gateway: uploadMedia and editorMedia', () => {
  it('uploads a picture for staff and lists it, renditions on the site’s own origin', async () => {
    const result = await gatewayUpload(await jpeg(), 'Saal.jpg');
    expect(result.json.errors).toBeUndefined();
    const item = result.json.data?.uploadMedia as {
      path: string;
      kind: string;
      image: { small: string; large: string; srcSets: { format: string; srcSet: string }[] };
    };
    expect(item.kind).toBe('IMAGE');
    expect(item.image.small.startsWith(`${web.url}/media/uploads/`) || item.image.small.startsWith('/media/uploads/')).toBe(true);
    expect(item.image.srcSets.map((set) => set.format)).toEqual(['AVIF', 'WEBP', 'JPEG']);
    const list = await graphql(
      web.url,
      'query { editorMedia(locale: DE, kind: IMAGE, query: "saal") { totalCount items { path } } }',
      {},
      { cookie: staffCookie },
    );
    expect(list.json.errors).toBeUndefined();
    const listed = list.json.data?.editorMedia as { items: { path: string }[] } | undefined;
    expect(listed?.items.map((entry) => entry.path)).toContain(item.path);
  });

  it('refuses visitors without asking the upstream: UNAUTHENTICATED for the list, the upload and the finder', async () => {
    const list = await graphql(web.url, 'query { editorMedia(locale: DE, kind: IMAGE) { totalCount } }');
    expect(list.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const upload = await gatewayUpload(await jpeg(), 'a.jpg', { headers: { 'apollo-require-preflight': 'true' } });
    expect(upload.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const events = await graphql(web.url, 'query { editorEvents(locale: DE) { id } }');
    expect(events.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a forged multipart request (no preflight header) before anything is read', async () => {
    const result = await gatewayUpload(await jpeg(), 'a.jpg', { headers: { cookie: staffCookie } });
    expect(result.status).toBe(400);
    expect(result.json.errors?.[0]?.message).toContain('apollo-require-preflight');
  });

  it('says what is wrong with the type and the size, in the caller’s language', async () => {
    const type = await gatewayUpload(Buffer.from('%PDF-1.4'), 'programm.pdf', { locale: 'EN' });
    expect(type.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fileErrorsOf(type.json)).toEqual(['This file type is not accepted here. Allowed: jpg, jpeg, png, webp, avif, gif.']);
    const disguised = await gatewayUpload(Buffer.from('not a picture at all'), 'bild.jpg');
    expect(fileErrorsOf(disguised.json)).toEqual(['Dieser Dateityp wird hier nicht angenommen. Erlaubt: jpg, jpeg, png, webp, avif, gif.']);
    const size = await gatewayUpload(Buffer.concat([await jpeg(), Buffer.alloc(MEDIA_UPLOAD_MAX_BYTES.image)]), 'gross.jpg');
    expect(fileErrorsOf(size.json)).toEqual(['Die Datei ist zu groß: höchstens 8 MB.']);
  });
});

describe('gateway: editorEvents', () => {
  it('finds events by title words and date, with venue and the event page’s path', async () => {
    const all = await graphql(
      web.url,
      'query { editorEvents(locale: DE) { id title startsAt venueName path } }',
      {},
      { cookie: staffCookie },
    );
    expect(all.json.errors).toBeUndefined();
    const events = all.json.data?.editorEvents as { id: string; title: string; startsAt: string; venueName: string | null; path: string }[];
    expect(events.length).toBeGreaterThan(0);
    const first = events[0]!;
    expect(first.path).toBe(`/de/konzerte/${first.path.split('/')[3]}/${first.id}`);
    expect(first.venueName).toBeTruthy();
    const word = first.title.split(/\s+/).find((part) => part.length > 4) ?? first.title;
    const day = first.startsAt.slice(0, 10);
    const found = await graphql(
      web.url,
      'query ($q: String, $from: Date, $to: Date) { editorEvents(locale: DE, query: $q, from: $from, to: $to) { id startsAt venueName } }',
      { q: word, from: day, to: day },
      { cookie: staffCookie },
    );
    expect(found.json.errors).toBeUndefined();
    const hits = found.json.data?.editorEvents as { id: string; startsAt: string; venueName: string | null }[];
    expect(hits.map((hit) => hit.id)).toContain(first.id);
    expect(hits.every((hit) => hit.startsAt.slice(0, 10) === day && hit.venueName)).toBe(true);
    const bad = await graphql(
      web.url,
      'query { editorEvents(locale: DE, from: "2026-05-02", to: "2026-05-01") { id } }',
      {},
      { cookie: staffCookie },
    );
    expect(bad.json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
