// GET /graphql: a browser gets the sandbox page from our own origin under our CSP; API
// clients get Apollo as before.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';

let web: RunningProcess;

beforeAll(async () => {
  web = await startWeb({ CMS_URL: inject('cmsUrl') });
});

afterAll(async () => {
  await web?.stop();
});

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('GraphQL sandbox page', () => {
  it('serves a browser the sandbox shell with a script from our own assets, under the CSP', async () => {
    const page = await request(`${web.url}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.body.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    const script = /<script type="module" src="(\/assets\/entry-sandbox-[A-Z0-9]+\.js)"><\/script>/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    expect(page.body).not.toMatch(/https?:\/\//);
    const asset = await request(`${web.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
  });

  it('leaves API clients and GETs that carry an operation to Apollo', async () => {
    const api = await request(`${web.url}/graphql`, { headers: { accept: 'application/json' } });
    expect(api.headers['content-type']).toContain('application/json');
    const operation = await request(`${web.url}/graphql?query=${encodeURIComponent('{ ok }')}`, {
      headers: { accept: BROWSER_ACCEPT, 'apollo-require-preflight': 'true' },
    });
    expect(JSON.parse(operation.body)).toEqual({ data: { ok: true } });
  });
});
