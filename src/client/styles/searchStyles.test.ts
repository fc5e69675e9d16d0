// The suggestion panel's animation lives in CSS (the CSP allows no inline style); this keeps it
// equal to the spec's constant.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_PANEL_ANIMATION_S } from '../../shared/searchConstants';

const css = readFileSync(new URL('./components/search.css', import.meta.url), 'utf8');

describe('search.css', () => {
  it('animates the suggestion panel for the spec’s 0.56 s, only without a reduced-motion wish', () => {
    const motion =
      /@media \(prefers-reduced-motion: no-preference\)\s*\{\s*\.search-suggestions\s*\{\s*animation:\s*search-suggestions-in\s+([\d.]+)s/.exec(
        css,
      );
    expect(Number(motion?.[1])).toBe(AUTOCOMPLETE_PANEL_ANIMATION_S);
  });
});
