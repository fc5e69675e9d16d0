import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite does not stop a second process from opening the same folder, and two writers corrupt
 * it; like PostgreSQL's postmaster.pid, a pid file claims the folder. A file left behind by a
 * process that no longer runs is taken over. Returns the release function.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, 'cms.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return async () => {
        await unlink(file).catch(() => undefined);
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new Error(`${dir} is in use by process ${owner}; stop it first or use another CMS_DATA_DIR`);
      }
      await unlink(file).catch(() => undefined);
    }
  }
  throw new Error(`could not claim ${dir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
