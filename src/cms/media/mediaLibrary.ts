// The media library of the page editor's image picker (README "Media library"; spec 000 §7 admin
// popups): what the media folder holds, listed for staff, and uploads into it. A picture is
// stored the way the seed stores its own: a media path without suffix and two 16:9 PNG files,
// `-640.png` (small) and `-1280.png` (large, the original renditions are made from), so
// thumbnailsFor and the on-demand renditions treat an upload exactly like a seeded picture.
// Video and audio are kept as they came, under a path with their extension.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_EXTENSIONS, mediaExtensionOf, type MediaKind } from '../../shared/editor/mediaUpload';
import { IMAGE_RENDITIONS, renditionPath } from './ensureMedia';
import { RENDITIONS_FOLDER } from './createRenditionStore';
import { mediaUrl, thumbnailsFor, type Thumbnails } from './thumbnailsFor';

/** Where uploads go inside the media folder: `uploads/{yyyy}/{mm}/{name}-{random}`. */
const UPLOADS_FOLDER = 'uploads';
/** Pictures with more pixels than this are refused before decoding (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0): boolean =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string, offset: number, head: Buffer): boolean =>
  head.length >= offset + text.length && head.toString('latin1', offset, offset + text.length) === text;
/** The major brand of an ISO base media file (MP4, M4A, AVIF), or undefined. */
const isoBrand = (head: Buffer): string | undefined => (ascii('ftyp', 4, head) ? head.toString('latin1', 8, 12) : undefined);

/** Does the start of the file look like a file with this extension? The name alone is never trusted. */
const MAGIC: Readonly<Record<string, (head: Buffer) => boolean>> = {
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  gif: (head) => ascii('GIF87a', 0, head) || ascii('GIF89a', 0, head),
  webp: (head) => ascii('RIFF', 0, head) && ascii('WEBP', 8, head),
  avif: (head) => ['avif', 'avis'].includes(isoBrand(head) ?? ''),
  mp4: (head) => {
    const brand = isoBrand(head);
    return brand !== undefined && !['avif', 'avis', 'M4A ', 'M4B '].includes(brand);
  },
  webm: (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]),
  m4a: (head) => ['M4A ', 'M4B ', 'mp42', 'isom'].includes(isoBrand(head) ?? ''),
  mp3: (head) => ascii('ID3', 0, head) || (head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0),
  ogg: (head) => ascii('OggS', 0, head),
  wav: (head) => ascii('RIFF', 0, head) && ascii('WAVE', 8, head),
};

/** Whether a file's name and first bytes agree on a type the kind accepts. */
export function isAcceptedMedia(kind: MediaKind, name: string, head: Buffer): boolean {
  const extension = mediaExtensionOf(name);
  return MEDIA_EXTENSIONS[kind].includes(extension) && (MAGIC[extension]?.(head) ?? false);
}

/** A readable, safe file stem: lower-case ASCII letters, digits and dashes (umlauts transcribed), at most 40 characters. */
export function slugOfFileName(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '');
  const slug = stem
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug === '' ? 'datei' : slug;
}

export interface MediaItem {
  /** The media path a module stores (a picture's without suffix, video and audio with extension). */
  path: string;
  kind: MediaKind;
  /** The file's name as shown: the last segment of the path. */
  name: string;
  /** Bytes of the stored file (a picture's large PNG). */
  size: number;
  modified: Date;
}

export class UnreadableMediaError extends Error {
  constructor(cause: unknown) {
    super('The picture could not be read.', { cause });
    this.name = 'UnreadableMediaError';
  }
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/**
 * Stores an accepted upload under a new path and answers it. Pictures become the seed's two PNG
 * renditions (cut to 16:9 around the most eye-catching part, scaled up when smaller); the
 * upload's own bytes are not kept.
 */
export async function storeMedia(mediaDir: string, kind: MediaKind, name: string, bytes: Buffer, now: Date): Promise<MediaItem> {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const stem = `${UPLOADS_FOLDER}/${month}/${slugOfFileName(name)}-${randomBytes(4).toString('hex')}`;
  if (kind !== 'image') {
    const file = `${stem}.${mediaExtensionOf(name)}`;
    await writeAtomically(path.join(mediaDir, file), bytes);
    return { path: file, kind, name: path.posix.basename(file), size: bytes.length, modified: now };
  }
  let renditions: Buffer[];
  try {
    renditions = await Promise.all(
      (Object.keys(IMAGE_RENDITIONS) as (keyof typeof IMAGE_RENDITIONS)[]).map((rendition) => {
        const { width, height } = IMAGE_RENDITIONS[rendition];
        return sharp(bytes, { animated: false, limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, height, fit: 'cover', position: sharp.strategy.attention })
          .png({ compressionLevel: 9 })
          .toBuffer();
      }),
    );
  } catch (error) {
    throw new UnreadableMediaError(error);
  }
  const names = Object.keys(IMAGE_RENDITIONS) as (keyof typeof IMAGE_RENDITIONS)[];
  await Promise.all(
    names.map((rendition, index) =>
      writeAtomically(path.join(mediaDir, renditionPath(stem, rendition)), renditions[index] ?? Buffer.alloc(0)),
    ),
  );
  return { path: stem, kind, name: path.posix.basename(stem), size: renditions[names.indexOf('large')]?.length ?? 0, modified: now };
}

const LARGE_SUFFIX = `-${IMAGE_RENDITIONS.large.width}.png`;
const SMALL_SUFFIX = `-${IMAGE_RENDITIONS.small.width}.png`;

/**
 * Everything of one kind in the media folder, newest first: pictures are the pairs of small and
 * large PNGs, video and audio their files. Hidden names (the renditions' folder, temporary
 * files) are never listed. `query` keeps the paths containing it (case-insensitive).
 */
export async function listMedia(mediaDir: string, kind: MediaKind, query: string): Promise<MediaItem[]> {
  let entries;
  try {
    entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  const files = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(mediaDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (relative.split('/').some((segment) => segment.startsWith('.')) || relative.startsWith(`${RENDITIONS_FOLDER}/`)) continue;
    files.add(relative);
  }
  const wanted = query.trim().toLowerCase();
  const found: { path: string; file: string }[] = [];
  for (const file of files) {
    if (kind === 'image') {
      if (!file.endsWith(LARGE_SUFFIX)) continue;
      const stem = file.slice(0, -LARGE_SUFFIX.length);
      if (files.has(`${stem}${SMALL_SUFFIX}`)) found.push({ path: stem, file });
    } else if (MEDIA_EXTENSIONS[kind].includes(mediaExtensionOf(file))) found.push({ path: file, file });
  }
  const items = await Promise.all(
    found
      .filter((item) => wanted === '' || item.path.toLowerCase().includes(wanted))
      .map(async (item): Promise<MediaItem> => {
        const info = await stat(path.join(mediaDir, item.file));
        return { path: item.path, kind, name: path.posix.basename(item.path), size: info.size, modified: info.mtime };
      }),
  );
  return items.sort((a, b) => b.modified.getTime() - a.modified.getTime() || a.path.localeCompare(b.path));
}

/**
 * The one item of the kind at a media path (what a module's media field holds), or null: the same
 * files listMedia would list for it, found without reading the whole folder. `mediaPath` must
 * pass isMediaPath (src/shared/editor/mediaPath.ts), which keeps it inside the folder and away
 * from hidden names.
 */
export async function findMedia(mediaDir: string, kind: MediaKind, mediaPath: string): Promise<MediaItem | null> {
  const statOf = async (file: string) => {
    try {
      const info = await stat(path.join(mediaDir, ...file.split('/')));
      return info.isFile() ? info : null;
    } catch {
      return null;
    }
  };
  if (kind === 'image') {
    const [large, small] = await Promise.all([statOf(`${mediaPath}${LARGE_SUFFIX}`), statOf(`${mediaPath}${SMALL_SUFFIX}`)]);
    return large && small ? { path: mediaPath, kind, name: path.posix.basename(mediaPath), size: large.size, modified: large.mtime } : null;
  }
  if (!MEDIA_EXTENSIONS[kind].includes(mediaExtensionOf(mediaPath))) return null;
  const info = await statOf(mediaPath);
  return info ? { path: mediaPath, kind, name: path.posix.basename(mediaPath), size: info.size, modified: info.mtime } : null;
}

/** The JSON of one item (README "Media library"). */
export function mediaItemJson(
  origin: string,
  item: MediaItem,
): { path: string; kind: MediaKind; name: string; size: number; modified: string; url: string; image_thumbnails: Thumbnails | null } {
  return {
    path: item.path,
    kind: item.kind,
    name: item.name,
    size: item.size,
    modified: item.modified.toISOString(),
    url: item.kind === 'image' ? mediaUrl(origin, renditionPath(item.path, 'large')) : mediaUrl(origin, item.path),
    image_thumbnails: item.kind === 'image' ? thumbnailsFor(origin, item.path) : null,
  };
}
