// Rich text and FAQ items in the module form, in Chromium (issue 12 part 3; spec 000 §1, §3, §5):
// on a page made for this test (deleted at the end), staff format a text module's rich text with
// the toolbar and the shortcuts (bold, italic, a bulleted and a numbered list), reach the toolbar
// with the keyboard alone, add a link (https by default, new window) after a javascript: link was
// refused, edit and remove it, undo and redo, paste a word processor's HTML and see it cleaned;
// they add, edit and reorder FAQ items with their messages next to the fields; a visitor in a
// fresh context sees the published text and FAQ; axe finds nothing with the form and with the
// link dialog open. A short English run checks the labels and messages in the other language.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browserSuite';
import { axeViolations, block, editorContexts, editorPanel, gql, selectBlock, shots } from '../support/editorKit';

const suite = browserSuite();
const PATH = `e2e-richtext-${Date.now().toString(36)}`;
const contexts = editorContexts(suite);
const createdPages: { id: string; locale: 'DE' | 'EN' }[] = [];
let staffPage: Page | null = null;

/** What MS Word puts on the clipboard (trimmed): styles, classes, <o:p>, conditional comments, a list paragraph. */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0cm; font-family:"Calibri"} --></style></head>
<body lang=DE style='tab-interval:35.4pt'><!--StartFragment--><p class=MsoNormal style='margin-bottom:0cm'><span style='font-size:14.0pt;color:#C00000;mso-bidi-font-family:Arial'>Aus Word mit </span><b><span style='font-family:"Comic Sans MS"'>fettem</span></b><span style='color:red'> Wort</span><o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]-->Word-Punkt<o:p></o:p></p>
<p class=MsoNormal><a href="javascript:alert('xss')">kein Link</a><img src="file:///C:/x.png" onerror="alert(1)"><script>window.__pasteXss = true</script></p><!--EndFragment--></body></html>`;

afterAll(async () => {
  // The seed state again: the test's pages go.
  for (const created of createdPages)
    if (staffPage) await gql(staffPage, 'mutation ($id: ID!, $locale: Locale!) { deletePage(locale: $locale, pageId: $id) }', created);
  await contexts.closeAll();
});

/** The texts of `locator`'s elements without Slate's zero-width placeholders (an empty leaf, pending marks at the caret). */
const texts = async (locator: Locator) =>
  (await locator.allTextContents()).map((text) => text.replace(/\ufeff/g, '')).filter((text) => text !== '');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

/** The module form, or the link dialog above it: the last open dialog. */
const dialog = (page: Page): Locator => page.locator('dialog[open]').first();
const linkDialog = (page: Page): Locator => page.locator('dialog[open].editor-link-dialog');

async function logIn(page: Page): Promise<void> {
  // Logged in (editorContexts): the hub lists the pages.
  await page.goto(`${suite.web.url}/cms-hub?lang=de`);
  await page.locator('.cms-hub__pages').waitFor();
}

async function newPageWithSection(page: Page, locale: 'DE' | 'EN', title: string): Promise<void> {
  const created = await gql<{ createPage: { id: string } }>(
    page,
    'mutation ($input: CreatePageInput!, $locale: Locale!) { createPage(locale: $locale, input: $input) { id } }',
    {
      locale,
      input: { title, path: PATH, isOnline: true },
    },
  );
  createdPages.push({ id: created.createPage.id, locale });
  const lang = locale === 'DE' ? 'de' : 'en';
  await page.goto(`${suite.web.url}/${lang}/${PATH}?edit=1`);
  await page.getByRole('toolbar', { name: locale === 'DE' ? 'Bearbeitungsleiste' : 'Editing toolbar' }).waitFor();
  await page
    .getByRole('button', { name: locale === 'DE' ? 'Abschnitt hinzufügen' : 'Add section' })
    .first()
    .click();
  await dialog(page)
    .getByRole('button', { name: locale === 'DE' ? 'Anlegen' : 'Add', exact: true })
    .click();
  await expect.poll(() => page.locator('.cms-section').count()).toBe(1);
}

async function startModule(page: Page, kind: string): Promise<Locator> {
  await page.locator('.editor-tools--column').first().getByRole('button', { name: 'Modul hinzufügen', exact: true }).click();
  await dialog(page).getByLabel('Modultyp').selectOption({ label: kind });
  await dialog(page).getByRole('button', { name: 'Weiter' }).click();
  return dialog(page);
}

/**
 * A caret or selection key at a person's pace: slate-react reads the browser's selection at most
 * every 100 ms and puts its own back after each render, so keys faster than that undo each other.
 */
async function caretKey(page: Page, key: string, times = 1): Promise<void> {
  for (let index = 0; index < times; index += 1) {
    await page.keyboard.press(key);
    await page.waitForTimeout(120);
  }
}

/** Selects `count` characters to the left of the caret and waits until that is the selection. */
async function selectLeft(page: Page, count: number, expected: string): Promise<void> {
  await caretKey(page, 'Shift+ArrowLeft', count);
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe(expected);
}

describe('rich text and FAQ items in the module form', () => {
  it('formats, links, undoes, cleans a paste; edits FAQ items; a visitor sees both', async () => {
    const page = await contexts.newPage({ locale: 'de-DE', width: 1280 });
    staffPage = page;
    await logIn(page);
    await newPageWithSection(page, 'DE', 'Rich-Text-Test');

    const form = await startModule(page, 'Text');
    const editable = form.getByRole('textbox', { name: 'Text', exact: true });
    const toolbar = form.getByRole('toolbar', { name: 'Textformat' });
    const button = (name: string) => toolbar.getByRole('button', { name, exact: true });
    // The editable is the first field and has the focus; it is a labelled multi-line textbox described by its help.
    await expect.poll(async () => focusedId(page)).toBe(await editable.getAttribute('id'));
    expect(await editable.getAttribute('aria-multiline')).toBe('true');
    const helpId = (await editable.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${helpId}"]`).textContent()).toContain('Strg+B fett');
    expect(await toolbar.getAttribute('aria-controls')).toBe(await editable.getAttribute('id'));

    // Bold by shortcut.
    await page.keyboard.type('Fett und kursiv.');
    await caretKey(page, 'Home');
    await caretKey(page, 'Shift+ArrowRight', 4);
    await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe('Fett');
    await page.keyboard.press('ControlOrMeta+B');
    await expect.poll(() => button('Fett').getAttribute('aria-pressed')).toBe('true');
    expect(await button('Kursiv').getAttribute('aria-pressed')).toBe('false');

    // Italic with the keyboard alone through the toolbar: one Tab stop, arrows between its buttons.
    await caretKey(page, 'End');
    await caretKey(page, 'ArrowLeft');
    await selectLeft(page, 6, 'kursiv');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Fett');
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('Kursiv');
    await page.keyboard.press('End');
    expect(await focusedName(page)).toBe('Wiederholen');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect.poll(() => button('Kursiv').getAttribute('aria-pressed')).toBe('true');
    // Only the focused button is in the tab order: Tab leaves the toolbar for the text.
    expect(await toolbar.locator('[tabindex="0"]').count()).toBe(1);
    await page.keyboard.press('Tab');
    await expect.poll(async () => focusedId(page)).toBe(await editable.getAttribute('id'));
    expect(await texts(editable.locator('strong'))).toEqual(['Fett']);
    expect(await texts(editable.locator('em'))).toEqual(['kursiv']);

    // A bulleted list (toolbar) and a numbered list; Enter in an empty item leaves the list.
    await caretKey(page, 'ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await button('Aufzählung').click();
    await page.keyboard.type('Punkt eins');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Punkt zwei');
    expect(await button('Aufzählung').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await button('Nummerierte Liste').click();
    await page.keyboard.type('Schritt eins');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await texts(editable.locator('ul > li'))).toEqual(['Punkt eins', 'Punkt zwei']);
    expect(await texts(editable.locator('ol > li'))).toEqual(['Schritt eins']);

    // A link: javascript: is refused with a message next to the field; example.org becomes https, in a new window.
    await page.keyboard.type('Zur Website');
    await selectLeft(page, 'Zur Website'.length, 'Zur Website');
    await page.keyboard.press('ControlOrMeta+K');
    const links = linkDialog(page);
    await links.getByRole('heading', { name: 'Link einfügen' }).waitFor();
    const url = links.getByLabel('Adresse', { exact: false });
    await expect.poll(async () => focusedId(page)).toBe(await url.getAttribute('id'));
    await url.fill('javascript:alert(1)');
    await links.getByRole('button', { name: 'Übernehmen' }).click();
    await expect.poll(() => url.getAttribute('aria-invalid')).toBe('true');
    const errorId = ((await url.getAttribute('aria-describedby')) ?? '').split(' ')[0] ?? '';
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('Links mit javascript:, data: oder vbscript: sind nicht erlaubt!');
    expect(await axeViolations(page, 'dialog.editor-link-dialog')).toEqual([]);
    await shots(page, 'richtext-link-dialog');
    await url.fill('example.org/konzerte');
    await links.getByLabel('In neuem Fenster öffnen').check();
    await links.getByRole('button', { name: 'Übernehmen' }).click();
    await expect.poll(() => linkDialog(page).count()).toBe(0);
    const link = editable.locator('a');
    await expect.poll(() => link.getAttribute('href')).toBe('https://example.org/konzerte');
    expect(await link.getAttribute('data-new-tab')).toBe('true');
    // The focus is back in the text; the caret in the link presses the link button.
    await expect.poll(async () => focusedId(page)).toBe(await editable.getAttribute('id'));
    await caretKey(page, 'ArrowLeft');
    await expect.poll(() => button('Link').getAttribute('aria-pressed')).toBe('true');

    // Edit it (the dialog knows it), remove it; undo brings it back, redo removes it again, undo by the toolbar.
    await page.keyboard.press('ControlOrMeta+K');
    await linkDialog(page).getByRole('heading', { name: 'Link bearbeiten' }).waitFor();
    expect(await linkDialog(page).getByLabel('Adresse', { exact: false }).inputValue()).toBe('https://example.org/konzerte');
    expect(await linkDialog(page).getByLabel('In neuem Fenster öffnen').isChecked()).toBe(true);
    await linkDialog(page).getByRole('button', { name: 'Link entfernen' }).click();
    await expect.poll(() => link.count()).toBe(0);
    expect(await editable.textContent()).toContain('Zur Website');
    // The focus is back in the text (a frame after the dialog closed) before the shortcuts.
    await expect.poll(async () => focusedId(page)).toBe(await editable.getAttribute('id'));
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => link.count()).toBe(1);
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await expect.poll(() => link.count()).toBe(0);
    await button('Rückgängig').click();
    await expect.poll(() => link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBe('https://example.org/konzerte');

    // Paste from Word: cleaned to the model.
    await caretKey(page, 'ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await editable.evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Aus Word mit fettem Wort');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, WORD_HTML);
    await expect.poll(() => editable.textContent()).toContain('Word-Punkt');
    const pasted = await editable.innerHTML();
    for (const junk of ['mso', 'MsoNormal', 'o:p', 'style=', '<img', 'javascript:', 'Symbol', 'Comic'])
      expect(pasted, junk).not.toContain(junk);
    expect(await texts(editable.locator('strong'))).toEqual(['Fett', 'fettem']);
    expect(await texts(editable.locator('ul > li'))).toEqual(['Punkt eins', 'Punkt zwei', 'Word-Punkt']);
    expect(await page.evaluate(() => (window as { __pasteXss?: boolean }).__pasteXss)).toBeUndefined();

    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await shots(page, 'richtext-form');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.locator('.cms-section strong').allTextContents()).toEqual(['Fett', 'fettem']);

    // Edit again (the block selected, its form in the panel): the stored structure comes back into
    // the editor, not plain text. Escape on the selected block closes the panel.
    await selectBlock(block(page, 'Text'));
    const again = editorPanel(page).getByRole('textbox', { name: 'Text', exact: true });
    await expect.poll(() => texts(again.locator('ol > li'))).toEqual(['Schritt eins']);
    expect(await again.locator('a').getAttribute('href')).toBe('https://example.org/konzerte');
    await page.keyboard.press('Escape');
    await expect.poll(() => editorPanel(page).count()).toBe(0);

    // FAQ items: added, the messages next to the empty fields, edited, moved, one removed.
    const faq = await startModule(page, 'FAQ');
    await faq.getByLabel('Überschrift').fill('Fragen zum Test');
    const add = faq.getByRole('button', { name: 'Frage hinzufügen' });
    await add.click();
    const item = (n: number) => faq.getByRole('group', { name: `Frage ${n}`, exact: true });
    await expect.poll(async () => focusedId(page)).toBe(await item(1).getByLabel('Frage', { exact: false }).getAttribute('id'));
    await item(1).getByLabel('Frage', { exact: false }).fill('Erste Frage?');
    await add.click();
    await item(2).getByLabel('Frage', { exact: false }).fill('Zweite Frage?');
    await item(2).getByLabel('Antwort', { exact: false }).fill('Zweite Antwort.');
    await faq.getByRole('button', { name: 'Speichern' }).click();
    const firstAnswer = item(1).getByLabel('Antwort', { exact: false });
    await expect.poll(() => firstAnswer.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await firstAnswer.getAttribute('aria-describedby')}"]`).textContent()).toBe(
      'Dieses Feld ist ein Pflichtfeld!',
    );
    expect(await faq.textContent()).toContain('Jede Frage braucht ihren Text und eine Antwort');
    await expect.poll(async () => focusedId(page)).toBe(await firstAnswer.getAttribute('id'));
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await firstAnswer.fill('Erste Antwort.');
    expect(await firstAnswer.getAttribute('aria-invalid')).toBeNull();
    // The second moves up; the focus stays with it (on 'Nach unten' now that it is first).
    await item(2).getByRole('button', { name: 'Nach oben' }).click();
    expect(await item(1).getByLabel('Frage', { exact: false }).inputValue()).toBe('Zweite Frage?');
    await expect.poll(async () => focusedId(page)).toBe(await item(1).getByRole('button', { name: 'Nach unten' }).getAttribute('id'));
    // The FAQ field's own status line (the form has one of its own).
    expect(await faq.locator('.editor-faq').getByRole('status').textContent()).toBe('Die Frage steht jetzt an Position 1.');
    await add.click();
    await item(3).getByLabel('Frage', { exact: false }).fill('Wird entfernt?');
    await item(3).getByRole('button', { name: 'Entfernen' }).click();
    await expect.poll(() => faq.getByRole('group', { name: /^Frage \d$/ }).count()).toBe(2);
    await shots(page, 'richtext-faq');
    await faq.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);

    // Edit the FAQ again in the panel: its items come back; the first answer changed and saved.
    await selectBlock(block(page, 'FAQ'));
    const faqPanel = editorPanel(page);
    await faqPanel
      .getByRole('group', { name: 'Frage 1', exact: true })
      .getByLabel('Antwort', { exact: false })
      .fill('Zweite Antwort, geändert.');
    await faqPanel.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.locator('[data-editor-alert="save"]').textContent()).toBe('Gespeichert.');
    await expect.poll(() => block(page, 'FAQ').getAttribute('data-unsaved')).toBeNull();

    // The visitor, in a fresh context, sees the published page.
    const visitor = await contexts.newPage({ locale: 'de-DE', staff: false, consent: false });
    const response = await visitor.goto(`${suite.web.url}/de/${PATH}`);
    expect(response?.status()).toBe(200);
    const text = visitor.locator('.cms-section .rich-text').first();
    expect(await text.locator('strong').allTextContents()).toEqual(['Fett', 'fettem']);
    expect(await text.locator('em').allTextContents()).toEqual(['kursiv']);
    expect(await text.locator('ul > li').allTextContents()).toEqual(['Punkt eins', 'Punkt zwei', 'Word-Punkt']);
    expect(await text.locator('ol > li').allTextContents()).toEqual(['Schritt eins']);
    const visitorLink = text.locator('a');
    expect(await visitorLink.count()).toBe(1);
    expect(await visitorLink.getAttribute('href')).toBe('https://example.org/konzerte');
    expect(await visitorLink.getAttribute('target')).toBe('_blank');
    expect(await visitorLink.getAttribute('rel')).toBe('noopener noreferrer');
    const published = await text.innerHTML();
    for (const junk of ['mso', 'o:p', 'style=', '<img', 'javascript:', 'script']) expect(published, junk).not.toContain(junk);
    expect(await visitor.locator('.cms-faq__question > button > span:first-child').allTextContents()).toEqual([
      'Zweite Frage?',
      'Erste Frage?',
    ]);
    // The accordion opens once the page is hydrated (a click before that has no script to answer it).
    await visitor.waitForSelector('html[data-hydrated="true"]');
    await visitor.getByRole('button', { name: 'Zweite Frage?' }).click();
    expect(await visitor.getByRole('region', { name: 'Zweite Frage?' }).textContent()).toBe('Zweite Antwort, geändert.');
    expect(await visitor.locator('.editor-tools, .editor-module, [data-editor-block], [contenteditable]').count()).toBe(0);
  }, 240_000);

  it('speaks English on an English page: the toolbar, the link dialog and its message, the FAQ labels', async () => {
    const page = staffPage;
    if (!page) throw new Error('the German test logs in first');
    await newPageWithSection(page, 'EN', 'Rich text test');
    await page.locator('.editor-tools--column').first().getByRole('button', { name: 'Add module' }).click();
    await dialog(page).getByLabel('Module type').selectOption({ label: 'Two columns' });
    await dialog(page).getByRole('button', { name: 'Next' }).click();
    const form = dialog(page);
    const toolbar = form.getByRole('toolbar', { name: 'Text format' });
    expect(await toolbar.getByRole('button').allTextContents()).toEqual([
      'Bold',
      'Italic',
      'Link',
      'Bulleted list',
      'Numbered list',
      'Undo',
      'Redo',
    ]);
    // Required rich text: the message, the focus on the editable.
    await form.getByRole('button', { name: 'Save' }).click();
    const editable = form.getByRole('textbox', { name: 'Text (required)' });
    await expect.poll(() => editable.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(async () => focusedId(page)).toBe(await editable.getAttribute('id'));
    expect(await form.textContent()).toContain('This field is required!');
    await toolbar.getByRole('button', { name: 'Link' }).click();
    const links = linkDialog(page);
    await links.getByRole('heading', { name: 'Insert link' }).waitFor();
    await links.getByLabel('Address', { exact: false }).fill('data:text/html,x');
    await links.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => links.textContent()).toContain('Links with javascript:, data: or vbscript: are not allowed!');
    expect(await links.getByLabel('Open in a new window').isChecked()).toBe(false);
    await links.getByLabel('Address', { exact: false }).fill('ftp://example.org');
    await links.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => links.textContent()).toContain('Please enter a path of this site');
    await page.keyboard.press('Escape');
    await expect.poll(() => linkDialog(page).count()).toBe(0);
    // Escape closed the link dialog only.
    expect(await dialog(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.locator('.editor-tools--column').first().getByRole('button', { name: 'Add module' }).click();
    await dialog(page).getByLabel('Module type').selectOption({ label: 'FAQ' });
    await dialog(page).getByRole('button', { name: 'Next' }).click();
    await dialog(page).getByRole('button', { name: 'Add question' }).click();
    expect(await dialog(page).getByRole('group', { name: 'Question 1' }).getByLabel('Answer', { exact: false }).count()).toBe(1);
  });
});
