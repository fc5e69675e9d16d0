// Smooth scrolling takes a few hundred milliseconds: a test that reads the page (or runs axe,
// which counts a link partly under the sticky header as too small a target) while it still
// scrolls reads a frame of the animation.
import type { Page } from 'playwright-core';

/** The page's scroll position once it has not changed for 200 ms. */
export async function restingScrollY(page: Page): Promise<number> {
  let last = await page.evaluate(() => window.scrollY);
  for (let round = 0; round < 20; round += 1) {
    await page.waitForTimeout(200);
    const now = await page.evaluate(() => window.scrollY);
    if (now === last) return now;
    last = now;
  }
  throw new Error('the page kept scrolling for 4 s');
}
