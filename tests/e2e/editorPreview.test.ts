// The page at a device's width inside the editor, in Chromium (issue 22 part 8): from the editing
// toolbar, a dialog shows the page as visitors get it in a frame of exactly 390, 768 or 1280 px
// (its own media queries apply: at 390 px the site's mobile menu button shows), scaled down when
// the screen is narrower; axe finds nothing in it; Escape closes it and the focus returns.
import { afterAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { axeViolations, editorContexts, shots } from '../support/editorKit';

const suite = browserSuite();
const contexts = editorContexts(suite);

afterAll(async () => {
  await contexts.closeAll();
});

describe('the page at device widths in the in-page editor', () => {
  it('shows the page in a frame of 390, 768 and 1280 px', async () => {
    const page = await contexts.newPage();
    await page.goto(`${suite.web.url}/de/ueber-uns?edit=1`);
    const toolbar = page.getByRole('toolbar', { name: 'Bearbeitungsleiste' });
    await toolbar.waitFor();
    const opener = toolbar.getByRole('button', { name: 'Breiten' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Vorschau in Gerätebreite' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: 'Telefon · 390 px' }).isChecked()).toBe(true);
    const frame = page.frameLocator('iframe[data-preview-width]');
    const innerWidth = async () => frame.locator('html').evaluate(() => window.innerWidth);
    await frame.locator('h1').first().waitFor();
    expect(await innerWidth()).toBe(390);
    // The page's own phone layout: the menu button, and no edit flag in the frame (visitors' view).
    expect(await frame.locator('html').evaluate(() => window.location.search)).toBe('');
    expect(await frame.locator('.editor-bar').count()).toBe(0);
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await shots(page, 'preview-390');

    await dialog.getByRole('radio', { name: 'Tablet · 768 px' }).check();
    await expect.poll(innerWidth).toBe(768);
    await dialog.getByRole('radio', { name: 'Desktop · 1280 px' }).check();
    await expect.poll(innerWidth).toBe(1280);
    expect(await dialog.textContent()).toContain('Gezeigt wird, was gespeichert ist.');
    // On a narrower screen the 1280 px page is scaled down to fit, and the dialog says so.
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(() => dialog.textContent()).toMatch(/verkleinert auf 7\d %/);
    expect(await innerWidth()).toBe(1280);
    const box = await page.locator('iframe[data-preview-width]').boundingBox();
    expect(box?.width ?? 2000).toBeLessThanOrEqual(1000);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Breiten');
  });
});
