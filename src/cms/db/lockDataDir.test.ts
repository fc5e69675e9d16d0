import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './lockDataDir';

describe('lockDataDir', () => {
  let dir = '';
  let other: ChildProcess | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cms-lock-'));
  });
  afterEach(async () => {
    other?.kill();
    other = undefined;
    await rm(dir, { recursive: true, force: true });
  });

  it('claims the folder with a pid file and releases it', async () => {
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, 'cms.pid'), 'utf8')).toBe(String(process.pid));
    await release();
    await expect(stat(path.join(dir, 'cms.pid'))).rejects.toThrow();
  });

  it('refuses a folder that a running process holds', async () => {
    other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    await writeFile(path.join(dir, 'cms.pid'), String(other.pid));
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${other.pid}`);
  });

  it('takes over a pid file that a stopped process left behind', async () => {
    const stopped = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => stopped.once('exit', resolve));
    await writeFile(path.join(dir, 'cms.pid'), String(stopped.pid));
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, 'cms.pid'), 'utf8')).toBe(String(process.pid));
    await release();
  });
});
