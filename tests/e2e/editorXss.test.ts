// XSS payloads through the editor (issue 12 "Security": payloads put into every text field, every
// URL field, the rich text and the HTML module are inert on the published page and in the editor;
// the HTML module's code is sanitised on save and on render and cannot weaken the CSP). As staff,
// through the gateway's mutations, a page made for this test gets hostile title and meta fields
// and one module of every type (src/shared/editor/moduleFields.ts) with a payload in every text
// field; URL fields with javascript: and data: URLs are refused with a field error. Then a visitor
// loads the published page and staff open it in editing mode with every module's edit form: no
// dialog opens, the canary `window.__xss` is never set, no payload put an event handler or a
// script URL into the DOM, the CSP is the site's own, and text shows as the text it is.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSENT_COOKIE, createConsent, encodeConsent, NO_CHOICES } from '../../src/shared/consent';
import { MODULE_FIELDS, MODULE_KINDS, type EditorModuleKind, type FieldDescription } from '../../src/shared/editor/moduleFields';
import { browserSuite } from '../support/browserSuite';
import { editorPanel } from '../support/editorKit';
import { graphql, request } from '../support/http';
import { loginAsStaff } from '../support/staff';

const suite = browserSuite();
const PATH = `e2e-xss-${Date.now().toString(36)}`;
const contexts: BrowserContext[] = [];
let staffCookie = '';
let pageId = '';

/** Each sets the canary when it runs; the test fails if one ever does. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '"><svg onload="window.__xss=3">',
  '</script><script>window.__xss=4</script>',
  "' onmouseover='window.__xss=5' data-x='",
  '{{constructor.constructor("window.__xss=6")()}}',
  'x" style="background:url(javascript:window.__xss=7);width:expression(window.__xss=8)',
  '\\u003cscript\\u003ewindow.__xss=9\\u003c/script\\u003e \u003cb onclick=window.__xss=10\u003e',
  'javascript:window.__xss=11',
  'data:text/html,<script>window.__xss=12</script>',
] as const;

const BAD_URLS = [
  'javascript:window.__xss=20',
  ' JaVaScRiPt:window.__xss=21',
  'java\tscript:window.__xss=22',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MjM8L3NjcmlwdD4=',
  'vbscript:msgbox(1)',
  '/\\evil.example/x',
];

const HTML_CODE = [
  '<p class="frei">Erlaubt <strong>fett</strong> <a href="https://example.org/">Link</a></p>',
  '<script>window.__xss=30</script>',
  '<img src="x" onerror="window.__xss=31" alt="">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=32">',
  '<meta http-equiv="Content-Security-Policy" content="script-src *">',
  '<base href="https://evil.example/">',
  '<form action="javascript:window.__xss=33"><button>Los</button></form>',
  '<a href="javascript:window.__xss=34">klick</a>',
  '<iframe srcdoc="<script>parent.__xss=35</script>"></iframe>',
  '<style>body{background:url(javascript:window.__xss=36)}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<div style="width:expression(window.__xss=37)" onmouseover="window.__xss=38">div</div>',
  '<svg><script>window.__xss=39</script></svg><math><mtext><script>window.__xss=40</script></mtext></math>',
  '<object data="javascript:window.__xss=41"></object><embed src="javascript:window.__xss=42">',
].join('\n');

async function staff<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data: T | undefined; errors: { message: string; extensions?: Record<string, unknown> }[] }> {
  const result = await graphql(suite.web.url, query, variables, { cookie: staffCookie });
  return { data: result.json.data as T | undefined, errors: result.json.errors ?? [] };
}

async function staffOk<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { data, errors } = await staff<T>(query, variables);
  if (errors.length > 0 || !data) throw new Error(JSON.stringify(errors));
  return data;
}

/** A payload that fits the field: text fields get one (cut to their maximum), the others a valid value. */
function valueFor(kind: EditorModuleKind, field: FieldDescription, index: number): unknown {
  const payload = PAYLOADS[index % PAYLOADS.length] ?? PAYLOADS[0];
  switch (field.type) {
    case 'text':
    case 'longText':
      if (kind === 'HTML') return HTML_CODE;
      if (field.name === 'extraClass' || field.name === 'anchor' || kind === 'FORM') return 'x" onmouseover="window.__xss=50';
      return payload.slice(0, field.maxLength ?? payload.length);
    case 'boolean':
      return true;
    case 'select':
      return field.options?.[0];
    case 'number':
      return field.min ?? 1;
    case 'datetime':
      // Within the online window, so visitors get the hero and the teaser item too.
      return field.name === 'onlineTo' || field.name === 'dateTo' ? '2099-01-01T00:00:00Z' : '2020-01-01T00:00:00Z';
    case 'link':
      return '/de';
    case 'media':
      return field.name === 'file' ? 'seed/pages/probe.webm' : 'seed/pages/probe';
    case 'embed':
      switch (field.embed) {
        case 'audio':
          return `<iframe src="https://open.spotify.com/embed/track/1&quot;onload=&quot;window.__xss=60" onload="window.__xss=61"></iframe><script>window.__xss=62</script>`;
        case 'viewer':
          return `<iframe src="https://issuu.com/x/docs/y" onload="window.__xss=63"></iframe><img src=x onerror=window.__xss=64>`;
        default:
          return `<blockquote><a href="javascript:window.__xss=65">instagram.com</a></blockquote><iframe src="https://www.instagram.com/p/abc/" onload="window.__xss=66"></iframe>`;
      }
    case 'videoUrl':
      return 'https://www.youtube.com/watch?v=abcdefgh&x="><svg onload=window.__xss=67>';
    case 'richText':
      return [
        { type: 'paragraph', children: [{ text: payload }, { text: '<b onclick="window.__xss=70">fett</b>', bold: true }] },
        {
          type: 'paragraph',
          children: [
            {
              type: 'link',
              url: 'https://example.org/?q="><script>window.__xss=71</script>',
              new_tab: true,
              children: [{ text: '<script>window.__xss=72</script>' }],
            },
          ],
        },
      ];
    case 'id':
      return '1';
    case 'idList':
      return ['1'];
    case 'faqItems':
      return [{ question: PAYLOADS[0], answer: PAYLOADS[1] }];
    default:
      return undefined;
  }
}

function fieldsOf(kind: EditorModuleKind, override: Record<string, unknown> = {}): Record<string, unknown> {
  const description = MODULE_FIELDS[kind];
  const sub = Object.fromEntries(description.fields.map((field, index) => [field.name, valueFor(kind, field, index)]));
  return { kind, [description.input]: { ...sub, ...override } };
}

const CREATE =
  'mutation ($input: CreateModuleInput!) { createModule(locale: DE, input: $input) { module { __typename ... on HtmlModule { id html htmlCode } } } }';

async function newContext(cookie?: string): Promise<Page> {
  const context = await suite.browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const cookies = [{ name: CONSENT_COOKIE, value: encodeConsent(createConsent(NO_CHOICES, new Date(), false)), url: suite.web.url }];
  for (const pair of cookie?.split('; ') ?? []) {
    const [name = '', value = ''] = pair.split('=');
    cookies.push({ name, value, url: suite.web.url });
  }
  await context.addCookies(cookies);
  return context.newPage();
}

/** Watches a page for anything a payload could do: a dialog, a page error mentioning the canary. */
function watch(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

/** What a payload would leave in the DOM: handlers, script URLs, scripts or styles of its own, frames of its own. */
async function traces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if ((window as unknown as { __xss?: unknown }).__xss !== undefined)
      found.push(`canary: ${String((window as unknown as { __xss?: unknown }).__xss)}`);
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const value = Array.from(attribute.value)
          .filter((character) => character.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (name.startsWith('on')) found.push(`${element.tagName} ${name}="${attribute.value}"`);
        if (
          ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc'].includes(name) &&
          (value.startsWith('javascript:') || value.startsWith('vbscript:') || value.startsWith('data:text/html') || name === 'srcdoc')
        ) {
          found.push(`${element.tagName} ${name}="${attribute.value}"`);
        }
        if (name === 'style' && /expression|javascript:/.test(value)) found.push(`${element.tagName} style="${attribute.value}"`);
      }
      // The page's own scripts carry the payloads as escaped data (nonce'd, `<` as \u003c); a
      // script that a payload made has no nonce, or shows a raw tag that broke out of the data.
      if (element instanceof HTMLScriptElement && (element.textContent ?? '').includes('__xss')) {
        const text = element.textContent ?? '';
        if (/<\/?script/i.test(text) || (element.nonce === '' && !['application/ld+json', 'application/json'].includes(element.type)))
          found.push(`script: ${text.slice(0, 200)}`);
      }
      // The page's content (not the editor's own dialogs and tools) holds no such elements.
      if (
        ['BASE', 'FORM', 'OBJECT', 'EMBED', 'LINK', 'STYLE', 'META'].includes(element.tagName) &&
        element.closest('.cms-section') &&
        !element.closest('dialog, .editor-tools')
      ) {
        found.push(`${element.tagName} in the content`);
      }
      if (element.tagName === 'META' && element.getAttribute('http-equiv'))
        found.push(`meta http-equiv=${element.getAttribute('http-equiv') ?? ''}`);
    }
    return found;
  });
}

/** The CSP without its per-response nonce. */
function policyOf(header: string | undefined): string {
  return (header ?? '').replace(/'nonce-[^']+'/g, "'nonce'");
}

beforeAll(async () => {
  staffCookie = await loginAsStaff(inject('cmsUrl'));
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  if (pageId) await staffOk('mutation ($id: ID!) { deletePage(locale: DE, pageId: $id) }', { id: pageId });
});

describe('XSS payloads in the editor', () => {
  it('are refused in URL fields, sanitised in HTML, and inert everywhere on the published page and in editing mode', async () => {
    // Title, headline and meta fields: every payload at once (the title at most 200 characters).
    const title = `${PAYLOADS[0]}${PAYLOADS[2]}`;
    const headline = `${PAYLOADS[3]}${PAYLOADS[5]}`;
    const meta = `${PAYLOADS[1]}${PAYLOADS[4]}`;
    const input = {
      title,
      path: PATH,
      isOnline: true,
      headline,
      metaTitle: title,
      metaDescription: meta,
      ogTitle: PAYLOADS[6],
      ogDescription: PAYLOADS[7],
    };
    const CREATE_PAGE = 'mutation ($input: CreatePageInput!) { createPage(locale: DE, input: $input) { id } }';
    // The Open Graph type is a word, not markup.
    const badType = await staff(CREATE_PAGE, { input: { ...input, ogType: PAYLOADS[2] } });
    expect(JSON.stringify(badType.errors[0]?.extensions?.fieldErrors)).toContain('input.ogType');
    const created = await staffOk<{ createPage: { id: string } }>(CREATE_PAGE, { input: { ...input, ogType: 'website' } });
    pageId = created.createPage.id;
    // A hostile Open Graph picture path is refused.
    for (const url of BAD_URLS.slice(0, 4)) {
      const refused = await staff(
        'mutation ($id: ID!, $settings: PageSettingsInput!) { updatePageSettings(locale: DE, pageId: $id, settings: $settings) { id } }',
        { id: pageId, settings: { ogImage: url } },
      );
      expect(refused.errors.length, `ogImage ${url}`).toBeGreaterThan(0);
    }
    const section = await staffOk<{ createSection: { id: string } }>(
      'mutation ($input: CreateSectionInput!) { createSection(locale: DE, input: $input) { id } }',
      { input: { pageId, extraClass: 'x' } },
    );
    const parentId = section.createSection.id;

    // Every URL field of every kind refuses script and data URLs (and a path that leaves the site) with a field error.
    for (const kind of MODULE_KINDS) {
      for (const field of MODULE_FIELDS[kind].fields.filter((candidate) => candidate.type === 'link' || candidate.type === 'media')) {
        for (const url of field.type === 'link' ? BAD_URLS : BAD_URLS.slice(0, 4)) {
          const refused = await staff(CREATE, { input: { parentId, column: 0, fields: fieldsOf(kind, { [field.name]: url }) } });
          expect(refused.data, `${kind}.${field.name} = ${url}`).toBeNull();
          const fieldErrors = JSON.stringify(refused.errors[0]?.extensions ?? {});
          expect(fieldErrors, `${kind}.${field.name} = ${url}`).toContain(field.name);
        }
      }
      // Rich text links with script or data URLs too.
      for (const field of MODULE_FIELDS[kind].fields.filter((candidate) => candidate.type === 'richText')) {
        for (const url of BAD_URLS.slice(0, 4)) {
          const body = [{ type: 'paragraph', children: [{ type: 'link', url, children: [{ text: 'klick' }] }] }];
          const refused = await staff(CREATE, { input: { parentId, column: 0, fields: fieldsOf(kind, { [field.name]: body }) } });
          expect(refused.errors.length, `${kind}.${field.name} link ${url}`).toBeGreaterThan(0);
        }
      }
    }

    // One module of every kind with a payload in every text field (a teaser item in a teaser list).
    let teaserList = '';
    for (const kind of MODULE_KINDS) {
      const parent = kind === 'TEASER_ITEM' ? teaserList : parentId;
      const result = await staff<{ createModule: { module: { __typename: string; id?: string; html?: string; htmlCode?: string } } }>(
        CREATE,
        { input: { parentId: parent, column: kind === 'TEASER_ITEM' ? null : 0, fields: fieldsOf(kind) } },
      );
      expect(result.errors, kind).toEqual([]);
      const module = result.data?.createModule.module;
      if (kind === 'TEASER_LIST') {
        const list = await staffOk<{ page: { sections: { columns: { moduleIds: string[] }[] }[] } }>(
          'query ($path: String!) { page(locale: DE, path: $path) { sections { columns { moduleIds } } } }',
          { path: PATH },
        );
        teaserList = list.page.sections[0]?.columns[0]?.moduleIds.at(-1) ?? '';
      }
      if (kind === 'HTML') {
        // Sanitised on save: what is stored has none of it, the allowed markup stays.
        for (const stored of [module?.htmlCode ?? '', module?.html ?? '']) {
          expect(stored).toContain('<strong>fett</strong>');
          expect(stored).not.toMatch(
            /<script|<style|<meta|<base|<form|<iframe|<object|<embed|<link|<svg|<math|\son\w+=|javascript:|expression\(|srcdoc/i,
          );
        }
      }
    }

    // The published page as a visitor.
    const visitor = await newContext();
    const seen = watch(visitor);
    const response = await visitor.goto(`${suite.web.url}/de/${PATH}`);
    expect(response?.status()).toBe(200);
    await visitor.waitForSelector('html[data-hydrated="true"]');
    // The site's own policy, as on any other page.
    const reference = await request(`${suite.web.url}/de/impressum`);
    expect(policyOf(response?.headers()['content-security-policy'])).toBe(policyOf(String(reference.headers['content-security-policy'])));
    // Hover and click what a payload could have hooked, then look.
    for (const selector of ['.cms-section h2', '.cms-section a', '.cms-section p', '.cms-section blockquote']) {
      const elements = visitor.locator(selector);
      for (let index = 0; index < Math.min(await elements.count(), 10); index += 1)
        await elements
          .nth(index)
          .hover()
          .catch(() => undefined);
    }
    await visitor.waitForTimeout(500);
    expect(seen).toEqual([]);
    expect(await traces(visitor)).toEqual([]);
    // Text is the text it is.
    expect(await visitor.locator('h1#cms-page-title').textContent()).toBe(headline);
    expect(await visitor.title()).toContain(title);
    expect(await visitor.locator('meta[name="description"]').getAttribute('content')).toBe(meta);
    expect(await visitor.locator('.cms-section').first().textContent()).toContain(PAYLOADS[1].slice(0, 300));
    expect(await visitor.locator('.cms-section').first().textContent()).toContain('<b onclick="window.__xss=70">fett</b>');

    // Editing mode: every module's edit form opened and closed.
    const editor = await newContext(staffCookie);
    const seenInEditor = watch(editor);
    await editor.goto(`${suite.web.url}/de/${PATH}?edit=1`);
    await editor.getByRole('toolbar', { name: 'Bearbeitungsleiste' }).waitFor();
    // Every module is a block that can be selected (its form in the editor's panel, issue 22 part
    // 1): those in the section's column and the teaser item in its list. Selected by keyboard (Enter
    // on the focused block): a sticky link or a form without a valid form ID shows nothing in its
    // block, so it has no box to click.
    const blocks = editor.locator('[data-editor-block="module"]');
    await expect.poll(() => blocks.count()).toBe(MODULE_KINDS.length);
    const panel = editorPanel(editor);
    const select = async (target: Locator) => {
      await target.focus();
      await editor.keyboard.press('Enter');
      await expect
        .poll(() => target.getAttribute('data-selected'), { message: `${await target.getAttribute('aria-label')} selected` })
        .toBe('true');
    };
    // The panel's close button ends the selection: the panel closes.
    const close = async () => {
      await panel.getByRole('button', { name: 'Auswahl aufheben' }).click();
      await expect.poll(() => panel.count()).toBe(0);
    };
    for (let index = 0; index < MODULE_KINDS.length; index += 1) {
      const target = blocks.nth(index);
      await select(target);
      await panel.locator('form.editor-form').waitFor();
      expect(await traces(editor), `form ${index}`).toEqual([]);
      await close();
    }
    // The headline module's form shows its payload as the text it is.
    await select(blocks.first());
    expect(await panel.getByLabel('Überschrift (Pflichtfeld)').inputValue()).toBe(PAYLOADS[2]);
    await close();
    expect(seenInEditor).toEqual([]);
    expect(await traces(editor)).toEqual([]);
  });
});
