// A browser error travels from Chromium to the error-reporting service: the programme's events
// call fails in the browser, the list's error boundary reports it to /_errors with the page's
// request id, and the web process forwards it to the service (a local receiver as SENTRY_DSN).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startErrorReceiver, type ErrorReceiver } from '../support/errorReceiver';
import { startWeb, type RunningProcess } from '../support/processes';

let receiver: ErrorReceiver;
let web: RunningProcess;
let browser: Browser;

beforeAll(async () => {
  receiver = await startErrorReceiver();
  web = await startWeb({ CMS_URL: inject('cmsUrl'), SENTRY_DSN: receiver.dsn });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await web?.stop();
  await receiver?.close();
});

describe('browser error reporting in Chromium', () => {
  it('reports a failed events call with the page request id, and the visitor sees the retry', async () => {
    const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${web.url}/de/konzerte`);
      const requestId = response?.headers()['x-request-id'];
      expect(requestId).toBeTruthy();
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.waitForSelector('[data-testid="event-list"]');
      await page.waitForLoadState('networkidle');

      // From now on the gateway cannot be reached: the next events call fails.
      await page.route('**/graphql**', (route) => route.abort('failed'));
      // Other calls that fail now (the account menu's, if it asks late) are reported too, each
      // with its own kind: the report looked for here is the events call's.
      const report = page.waitForRequest(
        (request) =>
          new URL(request.url()).pathname === '/_errors' &&
          (JSON.parse(request.postData() ?? '{}') as { kind?: unknown }).kind === 'eventCall',
      );
      await page.getByRole('button', { name: 'Ort', exact: true }).click();
      await page.locator('.filter-dropdown--open .filter-dropdown__option').first().click();

      await page.getByRole('alert').waitFor();
      const sent = JSON.parse((await report).postData() ?? '{}') as Record<string, unknown>;
      expect(sent).toMatchObject({ kind: 'eventCall', requestId, path: '/de/konzerte' });
      const event = await receiver.waitFor((candidate) => candidate.tags?.request_id === requestId && candidate.tags?.kind === 'eventCall');
      expect(event.tags).toMatchObject({ source: 'browser', kind: 'eventCall' });
    } finally {
      await context.close();
    }
  });
});
