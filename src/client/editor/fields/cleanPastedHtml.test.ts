// Pasted HTML cleaned to the rich text model (issue 12 part 3). The unit project has no DOM: a
// small HTML reader below builds the node tree the browser's DOMParser would (enough for these
// snippets: tags, attributes, comments, a few entities, void elements); the e2e test pastes
// through the real DOMParser.
import { describe, expect, it } from 'vitest';
import type { HtmlNode } from './cleanPastedHtml';
import { cleanPastedHtml } from './cleanPastedHtml';

interface TestNode extends HtmlNode {
  childNodes: TestNode[];
}

const VOID = new Set(['br', 'img', 'meta', 'hr', 'input', 'link']);
const ENTITIES: Record<string, string> = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? whole),
  );

function parse(html: string): TestNode {
  const element = (name: string, attributes: Record<string, string>): TestNode => ({
    nodeType: 1,
    nodeName: name.toUpperCase(),
    nodeValue: null,
    childNodes: [],
    getAttribute: (key) => attributes[key] ?? null,
  });
  const root = element('body', {});
  const stack: TestNode[] = [root];
  const token = /<!--[\s\S]*?-->|<\/([\w:-]+)\s*>|<([\w:-]+)((?:\s+[\w:-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>|([^<]+)/g;
  for (const match of html.matchAll(token)) {
    const top = stack.at(-1) ?? root;
    const [whole, closing, opening, attributeText, text] = match;
    if (whole.startsWith('<!--')) top.childNodes.push({ nodeType: 8, nodeName: '#comment', nodeValue: whole.slice(4, -3), childNodes: [] });
    else if (text !== undefined) top.childNodes.push({ nodeType: 3, nodeName: '#text', nodeValue: decode(text), childNodes: [] });
    else if (closing) {
      const index = stack.findLastIndex((node) => node.nodeName === closing.toUpperCase());
      if (index > 0) stack.length = index;
    } else if (opening) {
      const attributes: Record<string, string> = {};
      for (const [, key, value = ''] of (attributeText ?? '').matchAll(/([\w:-]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g))
        attributes[key?.toLowerCase() ?? ''] = decode(value.replace(/^["']|["']$/g, ''));
      const node = element(opening.toLowerCase(), attributes);
      top.childNodes.push(node);
      if (!VOID.has(opening.toLowerCase()) && !whole.endsWith('/>')) stack.push(node);
    }
  }
  return root;
}

const clean = (html: string) => cleanPastedHtml(parse(html));

describe('cleanPastedHtml', () => {
  it('keeps paragraphs, bold, italic and allowed links of a web page', () => {
    expect(
      clean(
        '<p>Ein <strong>starker</strong> und <em>schräger</em> <a href="https://example.org/x" target="_blank" class="btn">Link</a>.</p><p>Zweiter&nbsp;Absatz</p>',
      ),
    ).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'Ein ' },
          { text: 'starker', bold: true },
          { text: ' und ' },
          { text: 'schräger', italic: true },
          { text: ' ' },
          { type: 'link', url: 'https://example.org/x', new_tab: true, children: [{ text: 'Link' }] },
          { text: '.' },
        ],
      },
      { type: 'paragraph', children: [{ text: 'Zweiter Absatz' }] },
    ]);
  });

  it('keeps only the text of links whose target is not allowed', () => {
    expect(
      clean(
        '<p><a href="javascript:alert(1)">eins</a> <a href="data:text/html,x">zwei</a> <a href="vbscript:x">drei</a> <a href="/de/konzerte">vier</a></p>',
      ),
    ).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'eins zwei drei ' },
          { type: 'link', url: '/de/konzerte', new_tab: false, children: [{ text: 'vier' }] },
          { text: '' },
        ],
      },
    ]);
  });

  it('cleans MS Word markup: classes, styles, <o:p>, comments, <style> and its list paragraphs', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style><!-- p.MsoNormal {margin:0cm;} --></style></head><body lang=DE>
<!--StartFragment--><p class=MsoNormal style='mso-margin-top-alt:auto'><b><span style='font-family:"Calibri",sans-serif;mso-bidi-font-weight:normal'>Fett</span></b><span style='color:red'> und <i>kursiv</i></span><o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]-->Erster Punkt<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='mso-list:Ignore'>·<span>&nbsp;&nbsp; </span></span><!--[endif]-->Zweiter Punkt<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>1.<span>&nbsp; </span></span>Schritt eins</p>
<p class=MsoNormal>Schluss<script>alert(1)</script></p><!--EndFragment--></body></html>`;
    expect(clean(word)).toEqual([
      { type: 'paragraph', children: [{ text: 'Fett', bold: true }, { text: ' und ' }, { text: 'kursiv', italic: true }] },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'Erster Punkt' }] },
          { type: 'list-item', children: [{ text: 'Zweiter Punkt' }] },
        ],
      },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'Schritt eins' }] }] },
      { type: 'paragraph', children: [{ text: 'Schluss' }] },
    ]);
  });

  it('reads Google Docs: the <b style="font-weight:normal"> wrapper is not bold, its spans say what is', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-weight:400;font-style:normal">Normal </span><span style="font-weight:700">fett</span><span style="font-style:italic;font-weight:400"> kursiv</span></p><ol><li dir="ltr" style="list-style-type:decimal"><p dir="ltr"><span style="font-weight:400">Eins</span></p></li><li><p><span>Zwei</span></p></li></ol></b><br class="Apple-interchange-newline">';
    expect(clean(docs)).toEqual([
      { type: 'paragraph', children: [{ text: 'Normal ' }, { text: 'fett', bold: true }, { text: ' kursiv', italic: true }] },
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'Eins' }] },
          { type: 'list-item', children: [{ text: 'Zwei' }] },
        ],
      },
    ]);
  });

  it('makes headings bold paragraphs, flattens nested lists and tables, and drops pictures, frames and forms', () => {
    const page = `<h1 class="title">Titel</h1><div><img src="x.png" alt="Bild"><iframe src="https://evil.example"></iframe>Text<br>Neue Zeile</div>
<ul><li>A<ul><li>A1</li></ul></li><li>B</li></ul><table><tr><td>Zelle 1</td><td>Zelle 2</td></tr></table><form><input value="x"><button>Senden</button></form><blockquote>Zitat</blockquote>`;
    expect(clean(page)).toEqual([
      { type: 'paragraph', children: [{ text: 'Titel', bold: true }] },
      { type: 'paragraph', children: [{ text: 'Text' }] },
      { type: 'paragraph', children: [{ text: 'Neue Zeile' }] },
      { type: 'bulleted-list', children: ['A', 'A1', 'B'].map((text) => ({ type: 'list-item', children: [{ text }] })) },
      { type: 'paragraph', children: [{ text: 'Zelle 1' }] },
      { type: 'paragraph', children: [{ text: 'Zelle 2' }] },
      { type: 'paragraph', children: [{ text: 'Zitat' }] },
    ]);
  });

  it('gives nothing for markup without text', () => {
    expect(clean('<style>p{}</style><!-- x --><p>&nbsp;</p><img src="a.png">')).toEqual([]);
  });
});
