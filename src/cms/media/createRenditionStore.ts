// Renditions of the media folder's pictures, made on demand and kept on disk (README "Images"):
// `${mediaDir}/.renditions/${original}.w${width}.${format}`. The first request for a rendition
// renders it with sharp; every later one, in this process or another sharing the folder, reads
// the file. Nothing is rendered at start-up or seed time.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageFormat } from '../../shared/imageBreakpoints';

/** The folder under the media folder that holds the renditions; hidden, so never served as an original. */
export const RENDITIONS_FOLDER = '.renditions';

export const RENDITION_CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Renders `original` at `width` (never wider than the original) in `format`. */
export type RenderRendition = (original: string, width: number, format: ImageFormat) => Promise<Buffer>;

export const renderWithSharp: RenderRendition = async (original, width, format) => {
  // rotate(): honour the EXIF orientation of uploaded photos; metadata is dropped (sharp's default).
  const pipeline = sharp(original, { animated: false }).rotate().resize({ width, withoutEnlargement: true });
  switch (format) {
    case 'webp':
      return pipeline.webp({ quality: 80 }).toBuffer();
    case 'avif':
      // effort 2 of 9: a first request for a large AVIF takes well under a second instead of two.
      return pipeline.avif({ quality: 50, effort: 2 }).toBuffer();
    case 'jpeg':
      // JPEG has no transparency: transparent parts become white, not black.
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 9 }).toBuffer();
  }
};

/** The original could not be decoded (not a picture, or a damaged one): the caller's 415, not our 500. */
export class UnreadablePictureError extends Error {
  constructor(cause: unknown) {
    super('The picture could not be read.', { cause });
    this.name = 'UnreadablePictureError';
  }
}

export interface RenditionStore {
  /**
   * The file of the rendition of `original` (an absolute path inside the media folder, named
   * `relative` there), rendering it first when it is missing or older than the original.
   * Rejects with ENOENT when the original does not exist.
   */
  ensure(original: { file: string; relative: string }, width: number, format: ImageFormat): Promise<string>;
}

async function modifiedMs(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

export function createRenditionStore(mediaDir: string, render: RenderRendition = renderWithSharp): RenditionStore {
  // Renditions being made right now, by target file: concurrent first requests share one render.
  const inFlight = new Map<string, Promise<void>>();

  async function make(original: string, target: string, width: number, format: ImageFormat): Promise<void> {
    let bytes: Buffer;
    try {
      bytes = await render(original, width, format);
    } catch (error) {
      throw new UnreadablePictureError(error);
    }
    await mkdir(path.dirname(target), { recursive: true });
    // Written under a temporary name and renamed, so no reader (nor another process) sees half a file.
    const temporary = `${target}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  return {
    async ensure(original, width, format) {
      const source = await stat(original.file);
      if (!source.isFile()) throw Object.assign(new Error('Not a file.'), { code: 'ENOENT' });
      const originalMs = source.mtimeMs;
      const target = path.join(mediaDir, RENDITIONS_FOLDER, ...`${original.relative}.w${width}.${format}`.split('/'));
      const renditionMs = await modifiedMs(target);
      // A replaced original (newer than its rendition) is rendered again.
      if (renditionMs !== undefined && renditionMs >= originalMs) return target;

      let job = inFlight.get(target);
      if (!job) {
        job = make(original.file, target, width, format).finally(() => inFlight.delete(target));
        inFlight.set(target, job);
      }
      await job;
      return target;
    },
  };
}
