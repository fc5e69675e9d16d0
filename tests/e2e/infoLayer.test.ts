// The info layer (spec 000 §2, §4) in a real Chromium: the connection's status while the browser
// is offline and, briefly, when it is back; in both languages, and nothing on an ordinary page.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';

const suite = browserSuite();

const CASES = [
  { locale: 'de', path: '/de/konzerte', browserLocale: 'de-DE', offline: 'Sie sind offline.', back: 'Wieder online.' },
  { locale: 'en', path: '/en/concerts', browserLocale: 'en-GB', offline: 'You are offline.', back: 'Back online.' },
] as const;

describe('the info layer', () => {
  for (const entry of CASES) {
    it(`says when the browser is offline and when it is back (${entry.locale})`, async () => {
      const context = await suite.browser.newContext({ viewport: { width: 390, height: 800 }, locale: entry.browserLocale });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${suite.web.url}${entry.path}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      const status = page.getByTestId('connection-status');
      expect(await status.getAttribute('role')).toBe('status');
      expect((await status.textContent()) ?? '').toBe('');

      await context.setOffline(true);
      await expect.poll(() => status.textContent()).toContain(entry.offline);
      const axe = await new AxeBuilder({ page })
        .include('[data-testid="connection-status"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);

      await context.setOffline(false);
      await expect.poll(() => status.textContent()).toBe(entry.back);
      // It goes after a few seconds (BACK_ONLINE_MS).
      await expect.poll(() => status.textContent(), { timeout: 8000 }).toBe('');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
