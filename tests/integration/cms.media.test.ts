// Pictures on demand (src/cms/README.md "Images", spec 000 §9): the upstream renders a stored
// original at a breakpoint width in a format when first asked, keeps it on disk and serves it
// as immutable; payloads name those renditions as `image_thumbnails.sources`, and the gateway
// hands them to the browser as `/media/...` URLs that the web process passes through.
import { access, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, request } from '../support/http';
import { startCms, startWeb, type RunningProcess } from '../support/processes';

let dataDir = '';
let cms: RunningProcess | undefined;
let web: RunningProcess | undefined;
/** Upstream media path of a seeded picture's original, e.g. `/media/seed/events/x-1280.png`. */
let original = '';

interface EventsPayload {
  results: { image_thumbnails: { small: string; large: string; sources?: Record<string, Record<string, string>> } | null }[];
}

const cmsUrl = () => cms?.url ?? 'http://cms-did-not-start';
const renditionsDir = () => path.join(dataDir, 'media', '.renditions');

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** All files below a folder, relative, with `/`. */
async function filesBelow(folder: string): Promise<string[]> {
  if (!(await exists(folder))) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  webp: (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  avif: (bytes) => bytes.subarray(4, 12).toString('latin1') === 'ftypavif',
  jpeg: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  png: (bytes) => bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'orchestra-cms-media-'));
  cms = await startCms({ CMS_DATA_DIR: dataDir });
  web = await startWeb({ CMS_URL: cms.url });
  const events = JSON.parse((await request(`${cms.url}/de/api/events/`)).body) as EventsPayload;
  const large = events.results.find((event) => event.image_thumbnails)?.image_thumbnails?.large ?? '';
  original = new URL(large).pathname;
});

afterAll(async () => {
  await web?.stop();
  const code = await cms?.stop();
  await rm(dataDir, { recursive: true, force: true });
  expect(code).toBe(0);
});

describe('renditions on demand', () => {
  it.each([
    ['webp', 'image/webp', 320],
    ['avif', 'image/avif', 640],
    ['jpeg', 'image/jpeg', 768],
    ['png', 'image/png', 1024],
  ])('renders %s at a breakpoint: its content type, its magic bytes, that width, cached for a year', async (format, type, width) => {
    const response = await request(`${cmsUrl()}${original}?w=${width}&fm=${format}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^(W\/)?"/);
    expect(MAGIC[format]?.(response.raw)).toBe(true);
    const metadata = await sharp(response.raw).metadata();
    expect(metadata.width).toBe(width);
    expect(metadata.height).toBe(Math.round((width * 9) / 16));
  });

  it('keeps a rendition on disk and serves it from there the second time, with the same ETag and a 304 when asked', async () => {
    const url = `${cmsUrl()}${original}?w=1280&fm=webp`;
    const first = await request(url);
    expect(first.status).toBe(200);
    const stored = `${original.replace(/^\/media\//, '')}.w1280.webp`;
    expect(await filesBelow(renditionsDir())).toContain(stored);

    const second = await request(url);
    expect(second.status).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.raw.equals(first.raw)).toBe(true);

    const conditional = await request(url, { headers: { 'if-none-match': first.headers.etag ?? '' } });
    expect(conditional.status).toBe(304);
  });

  it('renders once for concurrent first requests and leaves no temporary file', async () => {
    const url = `${cmsUrl()}${original}?w=1024&fm=avif`;
    const answers = await Promise.all(Array.from({ length: 4 }, () => request(url)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    const files = await filesBelow(renditionsDir());
    expect(files.filter((file) => file.endsWith('.w1024.avif'))).toHaveLength(1);
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('never scales a picture up: renditions stop at the original width', async () => {
    const response = await request(`${cmsUrl()}${original}?w=1536&fm=jpeg`);
    expect(response.status).toBe(200);
    expect((await sharp(response.raw).metadata()).width).toBe(1280);
  });

  it('still serves the original without a query, as before', async () => {
    const response = await request(`${cmsUrl()}${original}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect((await sharp(response.raw).metadata()).width).toBe(1280);
  });
});

describe('what renditions refuse', () => {
  it('answers 400 with field errors for a width that is no breakpoint and a format outside the four', async () => {
    const before = await filesBelow(renditionsDir());
    const width = await request(`${cmsUrl()}${original}?w=333&fm=webp`);
    expect(width.status).toBe(400);
    expect(JSON.parse(width.body)).toEqual({
      detail: 'Invalid query parameters.',
      errors: { w: ['Must be one of 320, 640, 768, 1024, 1280, 1536.'] },
    });
    const format = await request(`${cmsUrl()}${original}?w=320&fm=bmp`);
    expect(format.status).toBe(400);
    expect(JSON.parse(format.body)).toEqual({
      detail: 'Invalid query parameters.',
      errors: { fm: ['Must be one of webp, avif, jpeg, png.'] },
    });
    expect(await filesBelow(renditionsDir())).toEqual(before);
  });

  it('answers 404 JSON for a missing original', async () => {
    const response = await request(`${cmsUrl()}/media/seed/events/does-not-exist-1280.png?w=320&fm=webp`);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ detail: 'Not found.' });
  });

  it('never reads outside the media folder, however the path climbs', async () => {
    // A real picture just outside the media folder: reaching it would be a 200.
    await writeFile(
      path.join(dataDir, 'outside.png'),
      await sharp({ create: { width: 400, height: 400, channels: 3, background: '#f00' } })
        .png()
        .toBuffer(),
    );
    for (const attempt of [
      '/media/..%2f..%2fetc/passwd?w=320&fm=webp',
      '/media/..%2foutside.png?w=320&fm=png',
      '/media/%2e%2e/outside.png?w=320&fm=png',
      '/media/seed/..%2f..%2foutside.png?w=320&fm=png',
      '/media/.renditions/x.png?w=320&fm=png',
    ]) {
      const response = await request(`${cmsUrl()}${attempt}`);
      expect([400, 404], attempt).toContain(response.status);
      expect(response.headers['content-type'], attempt).toMatch(/^application\/json/);
      expect(response.body, attempt).not.toMatch(/root:|stack/);
    }
    expect((await filesBelow(renditionsDir())).filter((file) => file.includes('outside') || file.includes('passwd'))).toEqual([]);
  });

  it('answers 415 JSON for a file with a picture name that is no picture', async () => {
    await writeFile(path.join(dataDir, 'media', 'seed', 'broken.png'), 'not a picture');
    const response = await request(`${cmsUrl()}/media/seed/broken.png?w=320&fm=webp`);
    expect(response.status).toBe(415);
    expect(JSON.parse(response.body)).toMatchObject({ errors: { path: ['Unsupported image.'] } });
  });

  it('does not serve the rendition cache as originals', async () => {
    const stored = (await filesBelow(renditionsDir()))[0] ?? 'missing';
    const response = await request(`${cmsUrl()}/media/.renditions/${stored}`);
    expect(response.status).toBe(404);
  });
});

describe('payloads and the gateway', () => {
  it('names the renditions in the events payload: three formats at each breakpoint up to the original width', async () => {
    const events = JSON.parse((await request(`${cmsUrl()}/de/api/events/`)).body) as EventsPayload;
    const thumbnails = events.results.find((event) => event.image_thumbnails)?.image_thumbnails;
    expect(thumbnails?.small).toMatch(/-640\.png$/);
    expect(Object.keys(thumbnails?.sources ?? {}).sort()).toEqual(['avif', 'jpeg', 'webp']);
    expect(Object.keys(thumbnails?.sources?.webp ?? {})).toEqual(['320', '640', '768', '1024', '1280']);
    expect(thumbnails?.sources?.jpeg?.['768']).toBe(`${thumbnails?.large}?w=768&fm=jpeg`);
  });

  it('hands them to the browser as /media URLs that the web process serves', async () => {
    const result = await graphql(
      web?.url ?? 'http://web-did-not-start',
      'query { events(locale: DE) { items { image { large sources { format width url } } } } }',
    );
    expect(result.json.errors).toBeUndefined();
    const items = (
      result.json.data!.events as {
        items: { image: { large: string; sources: { format: string; width: number; url: string }[] } | null }[];
      }
    ).items;
    const image = items.find((item) => item.image)?.image;
    expect(image?.sources.length).toBe(15);
    expect(image?.sources.map((source) => source.format).filter((format, index, all) => all.indexOf(format) === index)).toEqual([
      'AVIF',
      'WEBP',
      'JPEG',
    ]);
    for (const source of image?.sources ?? []) {
      expect(source.url).toBe(`${image?.large}?w=${source.width}&fm=${source.format.toLowerCase()}`);
      expect(source.url).toMatch(/^\/media\//);
    }
    const webp = image?.sources.find((source) => source.format === 'WEBP' && source.width === 640);
    const response = await request(`${web?.url}${webp?.url}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(MAGIC.webp?.(response.raw)).toBe(true);
    expect((await sharp(response.raw).metadata()).width).toBe(640);

    const refused = await request(`${web?.url}${image?.large}?w=333&fm=webp`);
    expect(refused.status).toBe(400);
  });
});
