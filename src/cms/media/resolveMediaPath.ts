// Turns the path of GET /media/{path}?w=&fm= into a file of the media folder, or refuses it
// (README "Images"). Every segment is decoded and checked on its own, so `..%2f` cannot climb
// out; hidden names are refused too, which keeps the rendition cache (`.renditions/`) and any
// dotfile out of reach; and the resolved path must still lie inside the folder.
import path from 'node:path';

/** Originals a rendition can be made from (spec 000 §9: webp, avif, jpg/jpeg/png/gif). */
const ORIGINAL_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'avif', 'gif'] as const;

export type MediaPath = { ok: true; file: string; relative: string } | { ok: false; error: string };

export function resolveMediaPath(mediaDir: string, urlPath: string): MediaPath {
  const root = path.resolve(mediaDir);
  const segments: string[] = [];
  for (const raw of urlPath.replace(/^\//, '').split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, error: 'The path is not valid percent-encoding.' };
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) {
      return { ok: false, error: 'The path must name a file inside the media folder.' };
    }
    segments.push(segment);
  }
  const extension = path
    .extname(segments.at(-1) ?? '')
    .slice(1)
    .toLowerCase();
  if (!(ORIGINAL_EXTENSIONS as readonly string[]).includes(extension)) {
    return { ok: false, error: `Renditions exist only for pictures (${ORIGINAL_EXTENSIONS.join(', ')}).` };
  }
  const file = path.resolve(root, ...segments);
  // Belt and braces: the checks above already exclude every way out.
  if (!file.startsWith(`${root}${path.sep}`)) return { ok: false, error: 'The path must name a file inside the media folder.' };
  return { ok: true, file, relative: segments.join('/') };
}
