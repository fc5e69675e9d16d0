// How the browser's build is cut (docs/decisions/009): the entry is one chunk that every page
// preloads, and React, React DOM and the scheduler are ES modules in it, not CommonJS wrapped in a
// function. Read from the build the test run made (its metafile) and from a page the site serves.
import { readFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { request } from '../support/http';
import { ROOT, startWeb, type RunningProcess } from '../support/processes';

interface Output {
  entryPoint?: string;
  imports: { path: string; kind: string }[];
  inputs: Record<string, unknown>;
}

let web: RunningProcess;
let outputs: Record<string, Output>;

beforeAll(async () => {
  outputs = (JSON.parse(await readFile(path.join(ROOT, 'dist/client/metafile.json'), 'utf8')) as { outputs: Record<string, Output> })
    .outputs;
  web = await startWeb({ CMS_URL: inject('cmsUrl') });
});

afterAll(async () => {
  await web?.stop();
});

/** The output made for `source`, and every file it imports statically, transitively. */
function staticClosure(source: string): string[] {
  const start = Object.keys(outputs).find((file) => file.endsWith('.js') && outputs[file]?.entryPoint === source);
  if (!start) throw new Error(`the build has no output for ${source}`);
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') pending.push(imported.path);
  }
  return [...seen];
}

describe('the browser build', () => {
  it('makes the entry one chunk (and the file that imports it), which every page preloads with its entry', async () => {
    const entry = staticClosure('src/client/entry-client.tsx');
    expect(entry).toHaveLength(2);
    const chunk = entry.find((file) => outputs[file]?.entryPoint === undefined) ?? '';
    // Every lazily loaded part reaches the whole of the entry: none brings a piece of it along.
    for (const source of [
      'src/client/screens/events/EventsScreen.tsx',
      'src/client/screens/cmsPage/CmsPageScreen.tsx',
      'src/client/data/createApolloClient.ts',
    ]) {
      expect(staticClosure(source), source).toContain(chunk);
    }
    for (const url of ['/de/konzerte', '/en']) {
      const page = await request(`${web.url}${url}`);
      // The inline loader preloads the entry's files after the first paint (decision 010).
      const loaderFiles = /\(function\(start\)\{.*?\}\)\(function\(\)\{(\[[^\]]*\])\.forEach/.exec(page.body)?.[1];
      expect(loaderFiles, url).toBeDefined();
      expect(JSON.parse(loaderFiles ?? '[]'), url).toContain(`/assets/${path.basename(chunk)}`);
    }
  });

  it('takes what half the screens or more share into the entry, so that a screen comes in few files', () => {
    const entryChunk = staticClosure('src/client/entry-client.tsx').find((file) => outputs[file]?.entryPoint === undefined) ?? '';
    const screens = [...new Set(Object.values(outputs).map((output) => output.entryPoint ?? ''))].filter((source) =>
      /^src\/client\/screens\/.+Screen\.tsx$/.test(source),
    );
    expect(screens.length).toBeGreaterThan(15);
    const sharers = new Map<string, string[]>();
    for (const screen of screens) {
      for (const file of staticClosure(screen)) {
        if (file === entryChunk || outputs[file]?.entryPoint !== undefined) continue;
        sharers.set(file, [...(sharers.get(file) ?? []), screen]);
      }
    }
    const widelyShared = [...sharers]
      .filter(([, users]) => users.length >= screens.length / 2)
      .map(([file, users]) => `${file}: ${Object.keys(outputs[file]?.inputs ?? {}).join(', ')} (${users.length} screens)`);
    expect(widelyShared).toEqual([]);
  });

  it('bundles React, React DOM and the scheduler as ES modules, none of their CommonJS files', () => {
    const inputs = Object.values(outputs).flatMap((output) => Object.keys(output.inputs));
    for (const file of [
      'react/cjs/react.production.js',
      'react/cjs/react-jsx-runtime.production.js',
      'react-dom/cjs/react-dom.production.js',
      'react-dom/cjs/react-dom-client.production.js',
      'scheduler/cjs/scheduler.production.js',
    ]) {
      expect(inputs).toContain(`react-module:node_modules/${file}`);
    }
    expect(inputs.filter((input) => /^node_modules\/(react|react-dom|scheduler)\//.test(input))).toEqual([]);
  });
});

describe('the browser build as it is sent', () => {
  it('sends each script and stylesheet as the build compressed it: brotli to a browser, gzip to a client without it, the original otherwise', async () => {
    const manifest = JSON.parse(await readFile(path.join(ROOT, 'dist/client/manifest.json'), 'utf8')) as Record<string, unknown>;
    for (const name of ['entry-client', 'site']) {
      const url = String(manifest[name]);
      const original = await readFile(path.join(ROOT, 'dist/client', url));
      const browser = await request(`${web.url}${url}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(browser.status, url).toBe(200);
      expect(browser.headers['content-encoding'], url).toBe('br');
      expect(browser.headers.vary, url).toMatch(/Accept-Encoding/i);
      expect(browser.headers['content-type'], url).toMatch(url.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect(browser.headers['cache-control'], url).toContain('immutable');
      expect(brotliDecompressSync(browser.raw).equals(original), url).toBe(true);
      // The build's strongest brotli, not the middleware's quality 4 per answer.
      expect(browser.raw.length, url).toBe((await readFile(path.join(ROOT, 'dist/client', `${url}.br`))).length);

      const gzipOnly = await request(`${web.url}${url}`, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
      expect(gzipOnly.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzipOnly.raw).equals(original), url).toBe(true);

      const plain = await request(`${web.url}${url}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.raw.equals(original), url).toBe(true);

      // A cached copy is asked again by its ETag: 304, nothing sent.
      const again = await request(`${web.url}${url}`, {
        headers: { 'accept-encoding': 'br', 'if-none-match': String(browser.headers.etag) },
      });
      expect(again.status, url).toBe(304);
    }
    expect((await request(`${web.url}/assets/no-such-file.js`, { headers: { 'accept-encoding': 'br' } })).status).toBe(404);
  });
});
