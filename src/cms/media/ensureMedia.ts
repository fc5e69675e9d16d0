import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import excerpt from '../seed/media/konzertausschnitt.mp3';
import trailer from '../seed/media/saisontrailer.webm';
import { encodePng } from './encodePng';
import { renderArtwork } from './renderArtwork';

/**
 * The seed's self-hosted video and audio (the page module overview's): short files made once
 * with ffmpeg (a 4 s colour gradient, VP9 WebM; a 4 s tone, MP3) and kept in the repository,
 * written into the media folder like the drawn pictures.
 */
export const SEED_MEDIA_FILES: Readonly<Record<string, Uint8Array>> = {
  'seed/media/saisontrailer.webm': trailer,
  'seed/media/konzertausschnitt.mp3': excerpt,
};

/** Every stored image exists in these renditions, 16:9, as `${image}-${width}.png` under media/. */
export const IMAGE_RENDITIONS = {
  small: { width: 640, height: 360 },
  large: { width: 1280, height: 720 },
} as const;

export type RenditionName = keyof typeof IMAGE_RENDITIONS;

export function renditionPath(image: string, rendition: RenditionName): string {
  return `${image}-${IMAGE_RENDITIONS[rendition].width}.png`;
}

/** Images the seed draws itself (renderArtwork); only these can be re-created when missing. */
const GENERATED_IMAGE_PREFIX = 'seed/';

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Draws the generated images whose files are missing under `mediaDir`: after the first seed, and
 * when a fresh data folder is pointed at an already seeded PostgreSQL database. Returns how many
 * files it wrote.
 */
export async function ensureMedia(mediaDir: string, images: readonly string[]): Promise<number> {
  const jobs: { file: string; key: string; width: number; height: number }[] = [];
  for (const image of new Set(images)) {
    if (!image.startsWith(GENERATED_IMAGE_PREFIX)) continue;
    for (const name of Object.keys(IMAGE_RENDITIONS) as RenditionName[]) {
      const { width, height } = IMAGE_RENDITIONS[name];
      const file = path.join(mediaDir, renditionPath(image, name));
      if (!(await exists(file))) jobs.push({ file, key: image, width, height });
    }
  }

  // Drawing is synchronous, deflate runs on the thread pool: a few jobs in flight keep both busy.
  const queue = [...jobs];
  async function worker(): Promise<void> {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const png = await encodePng(job.width, job.height, renderArtwork(job.key, job.width, job.height));
      await mkdir(path.dirname(job.file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = `${job.file}.${process.pid}.tmp`;
      await writeFile(temporary, png);
      await rename(temporary, job.file);
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));

  let copied = 0;
  for (const [name, bytes] of Object.entries(SEED_MEDIA_FILES)) {
    const file = path.join(mediaDir, name);
    if (await exists(file)) continue;
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    copied += 1;
  }
  return jobs.length + copied;
}
