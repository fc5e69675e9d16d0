// GET /graphql: a browser gets GraphiQL from our own origin under the sandbox's own CSP; API
// clients get Apollo as before; and none of GraphiQL's code reaches a visitor's page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { request } from '../support/http';
import { scriptFilesOf } from '../support/pageScripts';
import { startWeb, type RunningProcess } from '../support/processes';

let web: RunningProcess;

beforeAll(async () => {
  web = await startWeb({ CMS_URL: inject('cmsUrl'), GRAPHQL_INTROSPECTION: 'true' });
});

afterAll(async () => {
  await web?.stop();
});

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The sandbox page's policy, directive by directive (docs/graphql-sandbox.md says why). */
const SANDBOX_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "connect-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
];

/** A CSP header without its per-response nonce, for comparing two responses' policies. */
const withoutNonce = (policy: unknown): string => String(policy).replace(/'nonce-[^']+'/g, "'nonce'");

describe('GraphQL sandbox page', () => {
  it('serves a browser the GraphiQL shell, its script, styles and workers from our own assets', async () => {
    const page = await request(`${web.url}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    // No other origin anywhere in the page: no CDN, no fonts service.
    expect(page.body).not.toMatch(/https?:\/\//);
    const urls = {
      script: /<script type="module" src="(\/assets\/entry-sandbox-[A-Z0-9]+\.js)"><\/script>/.exec(page.body)?.[1],
      style: /<link rel="stylesheet" href="(\/assets\/sandbox-style-[A-Z0-9]+\.css)"\/>/.exec(page.body)?.[1],
      editorWorker: /data-editor-worker="(\/assets\/sandbox-editor-worker-[A-Z0-9]+\.js)"/.exec(page.body)?.[1],
      jsonWorker: /data-json-worker="(\/assets\/sandbox-json-worker-[A-Z0-9]+\.js)"/.exec(page.body)?.[1],
      graphqlWorker: /data-graphql-worker="(\/assets\/sandbox-graphql-worker-[A-Z0-9]+\.js)"/.exec(page.body)?.[1],
    };
    expect(page.body).toContain('data-introspection="true"');
    for (const [name, url] of Object.entries(urls)) {
      expect(url, name).toBeDefined();
      const asset = await request(`${web.url}${url}`);
      expect(asset.status, name).toBe(200);
      expect(asset.headers['content-type'], name).toContain(name === 'style' ? 'text/css' : 'javascript');
      // Not one @import or url() to another origin in what the page loads itself.
      if (name === 'style') expect(asset.body).not.toMatch(/@import|url\(\s*['"]?(https?:)?\/\//);
    }
  });

  it('serves the sandbox under its own policy, and every other response keeps the site’s', async () => {
    const sandbox = await request(`${web.url}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
    expect(String(sandbox.headers['content-security-policy']).split('; ')).toEqual(SANDBOX_POLICY);

    const programme = await request(`${web.url}/de/konzerte`);
    const sitePolicy = String(programme.headers['content-security-policy']);
    expect(sitePolicy).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(sitePolicy).toContain("style-src 'self';");
    expect(sitePolicy).not.toContain('unsafe-inline');
    expect(sitePolicy).not.toContain('worker-src');
    for (const other of [
      await request(`${web.url}/graphql`, { headers: { accept: 'application/json' } }),
      await request(`${web.url}/healthz`),
      await request(`${web.url}/en/concerts`),
    ]) {
      expect(withoutNonce(other.headers['content-security-policy'])).toBe(withoutNonce(sitePolicy));
    }
  });

  it('leaves API clients, GETs that carry an operation, and POSTs to Apollo', async () => {
    const api = await request(`${web.url}/graphql`, { headers: { accept: 'application/json' } });
    expect(api.headers['content-type']).toContain('application/json');
    const operation = await request(`${web.url}/graphql?query=${encodeURIComponent('{ ok }')}`, {
      headers: { accept: BROWSER_ACCEPT, 'apollo-require-preflight': 'true' },
    });
    expect(JSON.parse(operation.body)).toEqual({ data: { ok: true } });
    const post = await request(`${web.url}/graphql`, {
      method: 'POST',
      headers: { accept: BROWSER_ACCEPT, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ok }' }),
    });
    expect(post.headers['content-type']).toContain('application/json');
    expect(JSON.parse(post.body)).toEqual({ data: { ok: true } });
  });
});

/** Packages and folders whose code belongs to the sandbox alone. */
const SANDBOX_SOURCES = /node_modules\/(graphiql|@graphiql|graphiql-explorer|monaco-editor|monaco-graphql)\/|src\/graphql\/sandbox\//;

/**
 * Every script a page loads, following each file's static and dynamic imports (esbuild writes
 * them as "./chunk-….js"), with the sources its source map names.
 */
async function scriptsOf(pagePath: string): Promise<{ file: string; sources: string[] }[]> {
  const page = await request(`${web.url}${pagePath}`, { headers: { accept: BROWSER_ACCEPT } });
  expect(page.status).toBe(200);
  const pending = scriptFilesOf(page.body);
  const seen = new Map<string, string[]>();
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (seen.has(file)) continue;
    const script = await request(`${web.url}${file}`);
    expect(script.status, file).toBe(200);
    const map = await request(`${web.url}${file}.map`);
    expect(map.status, `${file}.map`).toBe(200);
    seen.set(file, (JSON.parse(map.body) as { sources: string[] }).sources);
    for (const match of script.body.matchAll(/["']\.\/([\w.-]+\.js)["']/g)) pending.push(`/assets/${match[1] ?? ''}`);
  }
  return [...seen].map(([file, sources]) => ({ file, sources }));
}

describe('a visitor’s page', () => {
  it('loads no script or chunk with GraphiQL or Monaco in it, statically or dynamically', async () => {
    const scripts = await scriptsOf('/de/konzerte');
    // The programme's own code is there (so the walk did reach it) ...
    expect(scripts.map((script) => script.file)).toContainEqual(expect.stringMatching(/^\/assets\/entry-client-[A-Z0-9]+\.js$/));
    expect(scripts.flatMap((script) => script.sources)).toContainEqual(expect.stringContaining('src/client/'));
    // ... and nothing of the sandbox's.
    for (const script of scripts) {
      expect(script.file).not.toMatch(/sandbox/);
      expect(
        script.sources.filter((source) => SANDBOX_SOURCES.test(source)),
        script.file,
      ).toEqual([]);
    }
  });

  it('tells the sandbox’s code apart (the same walk finds GraphiQL and Monaco on /graphql)', async () => {
    const sources = (await scriptsOf('/graphql')).flatMap((script) => script.sources);
    expect(sources).toContainEqual(expect.stringContaining('node_modules/graphiql/'));
    expect(sources).toContainEqual(expect.stringContaining('node_modules/monaco-editor/'));
  });
});
