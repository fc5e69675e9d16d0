// Drag and drop in the in-page editor, in Chromium (issue 22 part 2; docs/decisions/017). Staff
// (logged in, tests/support/editorKit.ts) work on a page made for this test (deleted at the end):
// with the mouse, the move handle takes a headline into another column (the drop zones shown, axe
// with nothing to say while it is dragged, the announcements said) and Ctrl+Z undoes it through the
// page history; a link goes into an anchor list; a headline held over an image list is refused with
// the reason in words and nothing moves. With the keyboard alone: Space picks up, the arrows step
// through the places in reading order, each said, Space drops, the focus stays on the handle;
// Escape cancels; a link goes into the anchor list; a section goes above another, and Ctrl+Z puts
// it back; one goes below the other by mouse. In English the announcements speak English.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { axeViolations, editorContexts, editorTestPages, selectBlock, shot } from '../support/editorKit';

const suite = browserSuite();
const contexts = editorContexts(suite);
const pages = editorTestPages(suite, 'e2e-dnd');
const PATH = pages.path;
let staffPage: Page | null = null;

afterAll(async () => {
  await contexts.closeAll();
});

const headline = (content: string) => ({ kind: 'HEADLINE', headline: { content } });
const link = (label: string) => ({ kind: 'LINK', link: { label, target: '/de' } });

function blockOf(page: Page, id: string): Locator {
  return page.locator(`[data-editor-block][data-block-id="${id}"]`);
}

/** The selected block's move handle (its own toolbar's, not a list item's). */
async function handleOf(page: Page, id: string, name: string): Promise<Locator> {
  const block = blockOf(page, id);
  if ((await block.getAttribute('data-editor-block')) === 'section') {
    // A section is selected by a click on itself, below its modules (its top edge lies under the label of a module selected before).
    const box = await block.boundingBox();
    await block.click({ position: { x: 3, y: (box?.height ?? 6) - 3 } });
    await expect.poll(() => block.getAttribute('data-selected')).toBe('true');
  } else {
    await selectBlock(block);
  }
  const handle = block.locator(':scope > .editor-floating > [role="toolbar"]').getByRole('button', { name, exact: true });
  await handle.waitFor();
  return handle;
}

/** What each column of each section shows: headlines and links (a list's links in brackets). */
function columns(page: Page): Promise<string[][]> {
  return page.locator('.cms-section').evaluateAll((sections) =>
    sections.map((section) =>
      [...section.querySelectorAll('.cms-column')].map((column) =>
        [...column.querySelectorAll('.cms-headline__text, .cms-link, .cms-anchors')]
          .filter((node) => !node.closest('.cms-anchors') || node.classList.contains('cms-anchors'))
          .map((node) =>
            node.classList.contains('cms-anchors')
              ? `[${[...node.querySelectorAll('.cms-anchors__link')].map((each) => each.textContent).join(',')}]`
              : (node.textContent ?? '').trim(),
          )
          .join(','),
      ),
    ),
  );
}

/** The text dnd-kit's live region holds now. */
function announcement(page: Page): Promise<string> {
  return page.locator('[id^="DndLiveRegion"]').evaluate((node) => node.textContent ?? '');
}

/** The focused element's block and name. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.closest('[data-block-id]')?.getAttribute('data-block-id') ?? '-'}:${element.getAttribute('aria-label') ?? ''}`
      : '';
  });
}

/** Presses the handle, moves past the activation distance, then onto the zone, and waits until it is the one under the pointer. */
async function dragOnto(page: Page, handle: Locator, zone: string): Promise<Locator> {
  // In the middle of the window, clear of the sticky header (a keyboard drag before may have scrolled).
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = await handle.boundingBox();
  if (!from) throw new Error('the handle is not shown');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  const target = page.locator(`[data-zone="${zone}"]`);
  await target.waitFor();
  const to = await target.boundingBox();
  if (!to) throw new Error(`the zone ${zone} is not shown`);
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 30), { steps: 12 });
  await expect.poll(() => target.getAttribute('data-over')).toBe('true');
  return target;
}

async function undoByKeyboard(page: Page, title: string): Promise<void> {
  const undo = page.locator('[data-history="undo"]');
  await expect.poll(() => undo.getAttribute('title')).toBe(title);
  await page.keyboard.press('ControlOrMeta+z');
}

/** Two frames later: a resize's events and the layout after it have happened. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

describe('drag and drop in the in-page editor', () => {
  it('moves modules into another column and into a list by mouse and by keyboard, refuses a list that does not take a kind, moves a section; the history undoes', async () => {
    const page = await contexts.newPage({ locale: 'de-DE', width: 1280, height: 1500 });
    staffPage = page;
    await page.goto(`${suite.web.url}/cms-hub?lang=de`);
    await page.locator('.cms-hub__pages').waitFor();

    // Section 1 (50-50): 'Eins', 'Zwei' | 'Drei', the links 'Karten' and 'Abo'. Section 2 (100): an
    // anchor list (takes links) and an image list (takes pictures only).
    const pageId = await pages.createPage('DE', 'Ziehtest');
    const halves = await pages.createSection('DE', pageId, { preset: 'HALF_HALF' });
    const lists = await pages.createSection('DE', pageId, { preset: 'FULL' });
    const one = await pages.createModule('DE', { parentId: halves, column: 0, fields: headline('Eins') });
    const two = await pages.createModule('DE', { parentId: halves, column: 0, fields: headline('Zwei') });
    const three = await pages.createModule('DE', { parentId: halves, column: 1, fields: headline('Drei') });
    const tickets = await pages.createModule('DE', { parentId: halves, column: 1, fields: link('Karten') });
    const subscription = await pages.createModule('DE', { parentId: halves, column: 1, fields: link('Abo') });
    const anchors = await pages.createModule('DE', { parentId: lists, fields: { kind: 'ANCHOR_LIST', anchorList: { sticky: false } } });
    const images = await pages.createModule('DE', { parentId: lists, fields: { kind: 'IMAGE_LIST', imageList: { format: 'RATIO_4_3' } } });

    await page.goto(`${suite.web.url}/de/${PATH}?edit=1`);
    await page.getByRole('toolbar', { name: 'Bearbeitungsleiste' }).waitFor();
    const start = [['Eins,Zwei', 'Drei,Karten,Abo'], ['']];
    expect(await columns(page)).toEqual(start);

    // 1. By mouse: 'Eins' to the second column, after 'Drei'. While it is dragged the places are
    // shown (its own marked), the image list is shown as refused with the reason, and axe finds nothing.
    let handle = await handleOf(page, one, 'Ziehen zum Verschieben');
    expect(await handle.getAttribute('aria-describedby')).toMatch(/^DndDescribedBy/);
    expect(await page.locator(`#${await handle.getAttribute('aria-describedby')}`).textContent()).toBe(
      'Leertaste oder Eingabetaste nimmt den Block auf. Dann wählen die Pfeiltasten die Stelle, die Leertaste legt ihn dort ab, Escape bricht ab.',
    );
    await dragOnto(page, handle, `column:${halves}:1:1`);
    expect(await page.locator('.editor-dnd-zone').count()).toBeGreaterThan(5);
    expect(await page.locator(`[data-zone="column:${halves}:0:0"]`).getAttribute('data-current')).toBe('true');
    expect(await page.locator(`[data-zone="refused:${images}"]`).textContent()).toBe(
      'Nicht möglich: Bilderliste nimmt kein Modul vom Typ „Überschrift“ auf, nur Bild.',
    );
    await expect.poll(() => announcement(page)).toBe('Über: Abschnitt 1 · 50-50, Spalte 2 · 3 Module: Nach Überschrift „Drei“.');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'dnd-mouse-1280');
    await page.mouse.up();
    await expect.poll(() => columns(page)).toEqual([['Zwei', 'Drei,Eins,Karten,Abo'], ['']]);
    await expect
      .poll(() => announcement(page))
      .toBe('Überschrift „Eins“ abgelegt: Abschnitt 1 · 50-50, Spalte 2 · 3 Module: Nach Überschrift „Drei“.');
    await expect.poll(() => page.locator('.editor-dnd-layer').count()).toBe(0);
    // The same move as the toolbar's: the 'save' alert, the focus on the moved module's handle, one change in the history.
    await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toContain('Verschoben.');
    await expect.poll(() => focused(page)).toBe(`${one}:Ziehen zum Verschieben`);
    await undoByKeyboard(page, 'Rückgängig: Modul verschoben (Strg+Z)');
    await expect.poll(() => columns(page)).toEqual(start);

    // 2. By mouse: the link 'Karten' into the anchor list.
    handle = await handleOf(page, tickets, 'Ziehen zum Verschieben');
    await dragOnto(page, handle, `list:${anchors}:0`);
    await expect.poll(() => announcement(page)).toBe('Über: Abschnitt 2 · 100, Ankerliste in Spalte 1 · 0 Einträge: Am Ende.');
    await page.mouse.up();
    await expect.poll(() => columns(page)).toEqual([['Eins,Zwei', 'Drei,Abo'], ['[Karten]']]);
    await expect
      .poll(() => announcement(page))
      .toBe('Link „Karten“ abgelegt: Abschnitt 2 · 100, Ankerliste in Spalte 1 · 0 Einträge: Am Ende.');

    // 3. Refused: 'Zwei' held over the image list says why; dropped there, nothing moves and it is said again.
    handle = await handleOf(page, two, 'Ziehen zum Verschieben');
    const refused = await dragOnto(page, handle, `refused:${images}`);
    expect(await refused.getAttribute('data-refused')).toBe('');
    await expect.poll(() => announcement(page)).toBe('Nicht möglich: Bilderliste nimmt kein Modul vom Typ „Überschrift“ auf, nur Bild.');
    await page.mouse.up();
    await expect
      .poll(() => announcement(page))
      .toBe('Überschrift „Zwei“ nicht abgelegt: Bilderliste nimmt kein Modul vom Typ „Überschrift“ auf, nur Bild.');
    await page.waitForTimeout(500);
    expect(await columns(page)).toEqual([['Eins,Zwei', 'Drei,Abo'], ['[Karten]']]);

    // 4. By keyboard: 'Drei' picked up with Space, one place up (the end of the first column), dropped with Space.
    handle = await handleOf(page, three, 'Ziehen zum Verschieben');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => announcement(page))
      .toBe('Überschrift „Drei“ aufgenommen. Pfeiltasten: Stelle wählen, Leertaste: ablegen, Escape: abbrechen.');
    await page.locator('.editor-dnd-layer').waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => announcement(page)).toBe('Über: Abschnitt 1 · 50-50, Spalte 1 · 2 Module: Am Ende (Nach Überschrift „Zwei“).');
    expect(await page.locator(`[data-zone="column:${halves}:0:2"]`).getAttribute('data-over')).toBe('true');
    // The arrows belong to the drag: the focus stays on the handle.
    expect(await focused(page)).toBe(`${three}:Ziehen zum Verschieben`);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Space');
    await expect.poll(() => columns(page)).toEqual([['Eins,Zwei,Drei', 'Abo'], ['[Karten]']]);
    await expect
      .poll(() => announcement(page))
      .toBe('Überschrift „Drei“ abgelegt: Abschnitt 1 · 50-50, Spalte 1 · 2 Module: Am Ende (Nach Überschrift „Zwei“).');
    await expect.poll(() => focused(page)).toBe(`${three}:Ziehen zum Verschieben`);

    // 5. Escape cancels: picked up, moved over two places, Escape; nothing moves, the focus stays on the handle.
    await page.keyboard.press('Space');
    await expect.poll(() => announcement(page)).toContain('aufgenommen');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => announcement(page)).toBe('Über: Abschnitt 1 · 50-50, Spalte 1 · 2 Module: Am Anfang.');
    await page.keyboard.press('Escape');
    await expect.poll(() => announcement(page)).toBe('Verschieben abgebrochen; Überschrift „Drei“ bleibt, wo es war.');
    await expect.poll(() => page.locator('.editor-dnd-layer').count()).toBe(0);
    expect(await columns(page)).toEqual([['Eins,Zwei,Drei', 'Abo'], ['[Karten]']]);
    expect(await focused(page)).toBe(`${three}:Ziehen zum Verschieben`);

    // 6. By keyboard into a list: 'Abo' stepped down to the anchor list's end, on to the image list
    // (its refusal said) and back, dropped.
    handle = await handleOf(page, subscription, 'Ziehen zum Verschieben');
    await page.setViewportSize({ width: 390, height: 844 });
    // dnd-kit cancels a keyboard drag on a resize: the new width's resize and layout come first.
    await settled(page);
    await handle.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => announcement(page))
      .toBe('Link „Abo“ aufgenommen. Pfeiltasten: Stelle wählen, Leertaste: ablegen, Escape: abbrechen.');
    const said: string[] = [];
    for (let step = 0; step < 8 && !said.at(-1)?.includes('Ankerliste'); step += 1) {
      const before = await announcement(page);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => announcement(page)).not.toBe(before);
      said.push(await announcement(page));
    }
    expect(said.at(-1)).toBe('Über: Abschnitt 2 · 100, Ankerliste in Spalte 1 · 1 Eintrag: Am Anfang.');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => announcement(page))
      .toBe('Über: Abschnitt 2 · 100, Ankerliste in Spalte 1 · 1 Eintrag: Am Ende (Nach Link „Karten“).');
    await shot(page, 'dnd-keyboard-390');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => announcement(page)).toBe('Nicht möglich: Bilderliste nimmt kein Modul vom Typ „Link“ auf, nur Bild.');
    expect(await page.locator(`[data-zone="refused:${images}"]`).getAttribute('data-over')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => announcement(page))
      .toBe('Über: Abschnitt 2 · 100, Ankerliste in Spalte 1 · 1 Eintrag: Am Ende (Nach Link „Karten“).');
    await page.keyboard.press('Space');
    await expect.poll(() => columns(page)).toEqual([['Eins,Zwei,Drei', ''], ['[Karten,Abo]']]);
    await expect
      .poll(() => announcement(page))
      .toBe('Link „Abo“ abgelegt: Abschnitt 2 · 100, Ankerliste in Spalte 1 · 1 Eintrag: Am Ende (Nach Link „Karten“).');
    await page.setViewportSize({ width: 1280, height: 1500 });
    await settled(page);

    // 7. A section by keyboard: the second above the first; Ctrl+Z puts it back.
    handle = await handleOf(page, lists, 'Ziehen zum Verschieben');
    await handle.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => announcement(page))
      .toBe('Abschnitt 2 aufgenommen. Pfeiltasten: Stelle wählen, Leertaste: ablegen, Escape: abbrechen.');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => announcement(page)).toBe('Über: Stelle 1 von 2 (Am Anfang der Seite).');
    await shot(page, 'dnd-section-1280');
    await page.keyboard.press('Space');
    await expect.poll(() => columns(page)).toEqual([['[Karten,Abo]'], ['Eins,Zwei,Drei', '']]);
    await expect.poll(() => announcement(page)).toBe('Abschnitt 2 abgelegt: Stelle 1 von 2 (Am Anfang der Seite).');
    await expect.poll(() => focused(page)).toBe(`${lists}:Ziehen zum Verschieben`);
    await undoByKeyboard(page, 'Rückgängig: Abschnitt verschoben (Strg+Z)');
    await expect.poll(() => columns(page)).toEqual([['Eins,Zwei,Drei', ''], ['[Karten,Abo]']]);

    // 8. A section by mouse: the first below the second.
    handle = await handleOf(page, halves, 'Ziehen zum Verschieben');
    await dragOnto(page, handle, 'section:1');
    await expect.poll(() => announcement(page)).toBe('Über: Stelle 2 von 2 (Nach Abschnitt 2).');
    await page.mouse.up();
    await expect.poll(() => columns(page)).toEqual([['[Karten,Abo]'], ['Eins,Zwei,Drei', '']]);
    await expect.poll(() => announcement(page)).toBe('Abschnitt 1 abgelegt: Stelle 2 von 2 (Nach Abschnitt 2).');
  });

  it('speaks English on an English page: pick-up, places, drop and cancel', async () => {
    const page = staffPage;
    if (!page) throw new Error('the German test logs in first');
    const pageId = await pages.createPage('EN', 'Drag test');
    const section = await pages.createSection('EN', pageId, { preset: 'HALF_HALF' });
    const first = await pages.createModule('EN', { parentId: section, column: 0, fields: headline('First') });
    await pages.createModule('EN', { parentId: section, column: 0, fields: headline('Second') });
    await page.goto(`${suite.web.url}/en/${PATH}?edit=1`);
    await page.getByRole('toolbar', { name: 'Editing toolbar' }).waitFor();

    const handle = await handleOf(page, first, 'Drag to move');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => announcement(page))
      .toBe('Headline “First” picked up. Arrow keys: choose the place, Space: drop, Escape: cancel.');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => announcement(page)).toBe('Over: Section 1 · 50-50, Column 1 · 1 module: At the end (After Headline “Second”).');
    await page.keyboard.press('Escape');
    await expect.poll(() => announcement(page)).toBe('Move cancelled; Headline “First” stays where it was.');

    await dragOnto(page, handle, `column:${section}:1:0`);
    await expect.poll(() => announcement(page)).toBe('Over: Section 1 · 50-50, Column 2 · 0 modules: At the end.');
    await page.mouse.up();
    await expect.poll(() => columns(page)).toEqual([['Second', 'First']]);
    await expect.poll(() => announcement(page)).toBe('Headline “First” dropped: Section 1 · 50-50, Column 2 · 0 modules: At the end.');
  });
});
