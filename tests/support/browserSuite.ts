// What most end-to-end files need: a web process in front of the shared upstream and a connection
// to the run's Chromium (tests/support/browser.ts). With no settings of its own a file uses the
// run's shared web process (tests/support/globalSetup.ts: started once, warm, instead of a new one
// per file); with settings it starts its own, at once with the browser connection, and stops it
// after its tests. Files that share the web process share its in-process caches too: what one file
// changes through it is dropped there at once, as in production.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { startWeb, type RunningProcess } from './processes';

export interface BrowserSuite {
  readonly web: { readonly url: string };
  readonly browser: Browser;
}

export function browserSuite(env: Record<string, string> = {}): BrowserSuite {
  let web: { readonly url: string } | undefined;
  let own: RunningProcess | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const shared = Object.keys(env).length === 0 ? inject('webUrl') : undefined;
    [own, browser] = await Promise.all([shared ? undefined : startWeb({ CMS_URL: inject('cmsUrl'), ...env }), launchBrowser()]);
    web = own ?? (shared ? { url: shared } : undefined);
  });
  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  });
  return {
    get web() {
      if (!web) throw new Error('the web process has not started (beforeAll failed?)');
      return web;
    },
    get browser() {
      if (!browser) throw new Error('Chromium has not started (beforeAll failed?)');
      return browser;
    },
  };
}
