import { describe, expect, it } from 'vitest';
import { contrastRatio, displayedRatio, parseHexColour, relativeLuminance, WCAG_AA_TEXT_CONTRAST } from './contrast';

const hex = (value: string) => {
  const colour = parseHexColour(value);
  if (!colour) throw new Error(`not a colour: ${value}`);
  return colour;
};

describe('parseHexColour', () => {
  it('reads six and three digits, with or without #, in any case', () => {
    expect(parseHexColour('#1d1a2f')).toEqual({ r: 0x1d, g: 0x1a, b: 0x2f });
    expect(parseHexColour('A3122A')).toEqual({ r: 0xa3, g: 0x12, b: 0x2a });
    expect(parseHexColour('#fFf')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColour('  #000  ')).toEqual({ r: 0, g: 0, b: 0 });
  });

  it('refuses what is no hex colour', () => {
    for (const value of ['', '#', '#12', '#1234', '#12345g', 'red', 'rgb(0 0 0)', 'var(--ink)', '#fff;background:url(x)', '<script>']) {
      expect(parseHexColour(value), value).toBeNull();
    }
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance(hex('#000'))).toBe(0);
    expect(relativeLuminance(hex('#fff'))).toBeCloseTo(1, 10);
  });

  it('weighs the channels as WCAG does (green most, blue least)', () => {
    expect(relativeLuminance(hex('#f00'))).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance(hex('#0f0'))).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance(hex('#00f'))).toBeCloseTo(0.0722, 4);
  });

  it('uses the linear part for dark channels and the power curve above it', () => {
    // 10/255 = 0.0392 is below the threshold: 0.0392 / 12.92.
    expect(relativeLuminance({ r: 10, g: 10, b: 10 })).toBeCloseTo(10 / 255 / 12.92, 8);
    // 128/255: ((0.50196 + 0.055) / 1.055) ^ 2.4 = 0.21586.
    expect(relativeLuminance({ r: 128, g: 128, b: 128 })).toBeCloseTo(0.21586, 4);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, and symmetric', () => {
    expect(contrastRatio(hex('#000'), hex('#fff'))).toBeCloseTo(21, 10);
    expect(contrastRatio(hex('#a3122a'), hex('#a3122a'))).toBe(1);
    expect(contrastRatio(hex('#4a4560'), hex('#e6eef0'))).toBe(contrastRatio(hex('#e6eef0'), hex('#4a4560')));
  });

  it('puts the known grey on white on either side of the AA minimum', () => {
    // #777 on white is the classic near miss (4.48:1); #767676 is the lightest grey that passes (4.54:1).
    expect(contrastRatio(hex('#777'), hex('#fff'))).toBeLessThan(WCAG_AA_TEXT_CONTRAST);
    expect(contrastRatio(hex('#777'), hex('#fff'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(hex('#767676'), hex('#fff'))).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    expect(contrastRatio(hex('#767676'), hex('#fff'))).toBeCloseTo(4.54, 2);
  });
});

describe('displayedRatio', () => {
  it('cuts to two decimals, so a near miss never shows as the minimum', () => {
    expect(displayedRatio(4.4999)).toBe(4.49);
    expect(displayedRatio(4.5)).toBe(4.5);
    expect(displayedRatio(21)).toBe(21);
  });
});
