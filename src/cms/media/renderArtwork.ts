// Deterministic placeholder pictures for the seed: a diagonal colour gradient, a few soft discs
// and five gently waving lines (a stave). Everything is derived from the image key, so a
// missing file can be drawn again identically at any size.
import { createRandom } from '../seed/createRandom';

type Rgb = readonly [number, number, number];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

function blend(rgb: Uint8Array, offset: number, colour: Rgb, alpha: number): void {
  for (let c = 0; c < 3; c += 1) {
    const base = rgb[offset + c] ?? 0;
    rgb[offset + c] = Math.round(base + ((colour[c] ?? 0) - base) * alpha);
  }
}

/** RGB bytes (width × height × 3) of the picture for `key`; the same key gives the same picture at every size. */
export function renderArtwork(key: string, width: number, height: number): Uint8Array {
  const random = createRandom(key);
  const hue = random.int(0, 359);
  const from = hslToRgb(hue, 0.55, 0.22);
  const to = hslToRgb((hue + random.int(30, 90)) % 360, 0.6, 0.5);
  const accent = hslToRgb((hue + 180) % 360, 0.65, 0.7);
  const rgb = new Uint8Array(width * height * 3);

  for (let y = 0; y < height; y += 1) {
    const ty = (y / Math.max(1, height - 1)) * 0.4;
    for (let x = 0; x < width; x += 1) {
      const t = (x / Math.max(1, width - 1)) * 0.6 + ty;
      const offset = (y * width + x) * 3;
      rgb[offset] = from[0] + (to[0] - from[0]) * t;
      rgb[offset + 1] = from[1] + (to[1] - from[1]) * t;
      rgb[offset + 2] = from[2] + (to[2] - from[2]) * t;
    }
  }

  // Shapes are placed in units of the picture size so every rendition shows the same picture.
  const discs = random.int(2, 4);
  for (let i = 0; i < discs; i += 1) {
    const cx = random.next() * width;
    const cy = random.next() * height;
    const r = (0.08 + random.next() * 0.22) * height;
    const alpha = 0.18 + random.next() * 0.25;
    for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(height - 1, Math.ceil(cy + r)); y += 1) {
      const half = Math.sqrt(Math.max(0, r * r - (y - cy) * (y - cy)));
      const x0 = Math.max(0, Math.ceil(cx - half));
      const x1 = Math.min(width - 1, Math.floor(cx + half));
      for (let x = x0; x <= x1; x += 1) blend(rgb, (y * width + x) * 3, accent, alpha);
    }
  }

  const white: Rgb = [255, 255, 255];
  const staffTop = (0.3 + random.next() * 0.3) * height;
  const gap = 0.035 * height;
  const thickness = Math.max(1, Math.round(0.004 * height));
  const amplitude = (0.02 + random.next() * 0.05) * height;
  const waves = 1 + random.next() * 2;
  const phase = random.next() * Math.PI * 2;
  for (let x = 0; x < width; x += 1) {
    const wave = amplitude * Math.sin((x / width) * Math.PI * 2 * waves + phase);
    for (let line = 0; line < 5; line += 1) {
      const centre = Math.round(staffTop + line * gap + wave);
      for (let y = centre; y < centre + thickness; y += 1) {
        if (y >= 0 && y < height) blend(rgb, (y * width + x) * 3, white, 0.75);
      }
    }
  }
  return rgb;
}
