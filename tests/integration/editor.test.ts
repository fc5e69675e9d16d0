// The in-page editor over HTTP (issue 12 parts 1 and 7; spec 000 §4, §6): the edit flag changes
// nothing in the server's render, which is the same for everyone: no editor markup, no editor
// chunk or stylesheet named or preloaded, for a visitor and for staff alike (the editor is the
// browser's, after hydration); an offline page with the flag is the 404 page on the server (the
// browser shows it to staff, tests/e2e/editor.test.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { request } from '../support/http';
import { isEditorSource } from '../support/editorSources';
import { ROOT, startWeb, type RunningProcess } from '../support/processes';
import { loginAsStaff } from '../support/staff';

let web: RunningProcess;

beforeAll(async () => {
  web = await startWeb({ CMS_URL: inject('cmsUrl') });
});

afterAll(async () => {
  await web?.stop();
});

/** The public paths of the build's files made of the editor's code or styles. */
async function editorFiles(): Promise<string[]> {
  const metafile = JSON.parse(await readFile(path.join(ROOT, 'dist/client/metafile.json'), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  return Object.entries(metafile.outputs)
    .filter(([file, output]) => !file.endsWith('.map') && Object.keys(output.inputs).some(isEditorSource))
    .map(([file]) => `/assets/${path.basename(file)}`);
}

describe('the editor and the server render', () => {
  it('renders a page with the edit flag as without it, for a visitor and for staff: nothing of the editor in it', async () => {
    const files = await editorFiles();
    expect(files.length).toBeGreaterThan(1);
    const staff = await loginAsStaff(inject('cmsUrl'));
    for (const headers of [{}, { cookie: staff }] as Record<string, string>[]) {
      for (const url of ['/de/ueber-uns?edit=1', '/en/about-us?edit=1', '/de/ueber-uns']) {
        const page = await request(`${web.url}${url}`, { headers });
        expect(page.status, url).toBe(200);
        expect(page.body).not.toContain('role="toolbar"');
        expect(page.body).not.toContain('editor-');
        expect(
          files.filter((file) => page.body.includes(file)),
          url,
        ).toEqual([]);
      }
    }
  });

  it('answers an offline page with the edit flag with the 404 page, before any byte', async () => {
    const staff = await loginAsStaff(inject('cmsUrl'));
    for (const headers of [{}, { cookie: staff }] as Record<string, string>[]) {
      const page = await request(`${web.url}/de/ueber-uns/presse?edit=1`, { headers });
      expect(page.status).toBe(404);
    }
  });
});
