// What most end-to-end files need: one web process in front of the shared upstream and a
// connection to the run's Chromium (tests/support/browser.ts), both opened at once before the
// file's tests and closed after them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { startWeb, type RunningProcess } from './processes';

export interface BrowserSuite {
  readonly web: RunningProcess;
  readonly browser: Browser;
}

export function browserSuite(env: Record<string, string> = {}): BrowserSuite {
  let web: RunningProcess | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [web, browser] = await Promise.all([startWeb({ CMS_URL: inject('cmsUrl'), ...env }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await web?.stop();
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
