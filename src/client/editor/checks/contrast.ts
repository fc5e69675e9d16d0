// Colour contrast by WCAG 2.x's definitions (issue 22 item 9): the relative luminance of an sRGB
// colour and the contrast ratio of two, for the check before publishing (pageChecks.ts). Pure
// arithmetic, no DOM: the colours come from data (siteColours.ts), never from computed styles.

/** An sRGB colour, each channel 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** WCAG 2.x success criterion 1.4.3 (AA): the least contrast of normal-sized text. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` (the '#' optional, any case) as a colour; null for anything else. */
export function parseHexColour(value: string): Rgb | null {
  const match = HEX.exec(value.trim());
  const digits = match?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  return { r: Number.parseInt(full.slice(0, 2), 16), g: Number.parseInt(full.slice(2, 4), 16), b: Number.parseInt(full.slice(4, 6), 16) };
}

/** A channel's linear value. The threshold is the sRGB standard's 0.04045 (WCAG 2.0 printed 0.03928; no 8-bit value lies between them). */
function linear(channel: number): number {
  const value = Math.min(255, Math.max(0, channel)) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG's relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(colour: Rgb): number {
  return 0.2126 * linear(colour.r) + 0.7152 * linear(colour.g) + 0.0722 * linear(colour.b);
}

/** WCAG's contrast ratio of two colours, from 1 (the same) to 21 (black on white); the order does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * A ratio as shown to people: cut (not rounded) to two decimals, so a ratio just below the
 * minimum never reads as the minimum (4.4999 is 4.49, not 4.5).
 */
export function displayedRatio(ratio: number): number {
  return Math.floor(ratio * 100) / 100;
}
