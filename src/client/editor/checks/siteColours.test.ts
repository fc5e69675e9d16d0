// SITE_SECTION_COLOURS is a copy of the site's stylesheet: this holds the copy to it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHexColour } from './contrast';
import { SITE_SECTION_COLOURS } from './siteColours';

const stylesDir = new URL('../../styles/', import.meta.url);
/** The :root colours (layer base) and the background colour classes (layer utilities) of site.css. */
const baseCss = readFileSync(new URL('base.css', stylesDir), 'utf8');
const utilitiesCss = readFileSync(new URL('utilities.css', stylesDir), 'utf8');
/** Every stylesheet a visitor's page loads, in site.css's folders (editor.css is the editor's own). */
const pageCss = readdirSync(stylesDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.css') && name !== 'editor.css')
  .map((name) => ({ name, css: readFileSync(new URL(name, stylesDir), 'utf8') }));

describe('SITE_SECTION_COLOURS', () => {
  it('has the background colour classes of utilities.css, in its order, with its colours', () => {
    const declared = [...utilitiesCss.matchAll(/^\.(cc\d+)\s*\{\s*background:\s*(#[0-9a-f]{3,6})\s*;\s*\}/gim)].map((match) => ({
      className: match[1],
      colour: match[2]?.toLowerCase(),
    }));
    expect(declared.length).toBeGreaterThan(0);
    expect(SITE_SECTION_COLOURS.backgrounds).toEqual(declared);
  });

  it('has the text colours of base.css :root', () => {
    for (const text of SITE_SECTION_COLOURS.texts) {
      const value = new RegExp(`--${text.name}:\\s*(#[0-9a-f]{3,6})\\s*;`, 'i').exec(baseCss)?.[1];
      expect(value?.toLowerCase(), text.name).toBe(text.colour);
    }
  });

  it('knows every rule of the page stylesheets that names a background colour class', () => {
    const known = new Set(SITE_SECTION_COLOURS.backgrounds.map((background) => background.className));
    for (const { name, css } of pageCss) {
      for (const match of css.matchAll(/\.(cc\d+)\b/g)) expect(known.has(match[1] ?? ''), `${name}: .${match[1]}`).toBe(true);
    }
  });

  it('holds colours the contrast check can read', () => {
    for (const { colour } of [...SITE_SECTION_COLOURS.backgrounds, ...SITE_SECTION_COLOURS.texts])
      expect(parseHexColour(colour), colour).not.toBeNull();
  });

  it('rests on a section that sets no colour of its own (its text keeps the page’s colours)', () => {
    for (const { name, css } of pageCss) {
      for (const match of css.matchAll(/\.cms-section(?:--[\w-]+)?\s*\{([^}]*)\}/g)) {
        expect(match[1], name).not.toMatch(/(?:^|[;\s])(?:color|background(?:-color)?)\s*:/);
      }
    }
  });
});
