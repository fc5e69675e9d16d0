// The pictures an upstream's seed draws into its media folder (src/cms/media/ensureMedia.ts: about
// two hundred PNGs, three seconds of CPU) are the same at every start on a fresh data folder with
// the same seed date and the same build. The suites start about forty upstreams, so the first start
// per seed date leaves its `media/seed` folder here, and the starts after it find those files
// already in place; ensureMedia draws only what is missing, and everything else about the start
// (migrations, the seed of every table) runs as it does on a fresh folder. The cache is kept per
// build of the upstream (a hash of dist/cms/main.mjs, which holds the drawing code), so a changed
// drawing is never served from an older one, and caches of other builds are removed.
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayIso } from '../../src/shared/dates';

const CACHE_ROOT = path.join(tmpdir(), 'orchestra-seed-pictures');

let buildKey: Promise<string> | undefined;

/** The cache folder of this build of the upstream; the first call removes those of other builds. */
function cacheOfBuild(root: string): Promise<string> {
  buildKey ??= (async () => {
    const bundle = await readFile(path.join(root, 'dist/cms/main.mjs'));
    const key = createHash('sha256').update(bundle).digest('hex').slice(0, 16);
    const others = await readdir(CACHE_ROOT).catch(() => [] as string[]);
    await Promise.all(
      others.filter((name) => name !== key).map((name) => rm(path.join(CACHE_ROOT, name), { recursive: true, force: true })),
    );
    return key;
  })();
  return buildKey.then((key) => path.join(CACHE_ROOT, key));
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch {
    return false;
  }
}

/**
 * Before an upstream starts: when its data folder is new and empty, puts the seed pictures of its
 * seed date in place if an earlier start left them. Returns what to do once it is ready (keep its
 * pictures for the next starts), or nothing.
 */
export async function prepareSeedPictures(
  root: string,
  env: Record<string, string | undefined>,
): Promise<(() => Promise<void>) | undefined> {
  const dataDir = env.CMS_DATA_DIR;
  if (!dataDir || !(await isEmptyFolder(dataDir))) return undefined;
  const cached = path.join(await cacheOfBuild(root), env.CMS_SEED_DATE ?? todayIso());
  const target = path.join(dataDir, 'media', 'seed');
  try {
    await cp(cached, target, { recursive: true, errorOnExist: true });
    return undefined;
  } catch {
    // Not cached yet (or removed meanwhile by a run of another build): this start draws them.
    await rm(path.join(dataDir, 'media'), { recursive: true, force: true });
  }
  return async () => {
    const staging = `${cached}.${process.pid}.${Date.now()}`;
    try {
      await mkdir(path.dirname(cached), { recursive: true });
      await cp(target, staging, { recursive: true });
      // Whole or not at all: another process may have kept the same pictures first.
      await rename(staging, cached);
    } catch {
      await rm(staging, { recursive: true, force: true });
    }
  };
}
