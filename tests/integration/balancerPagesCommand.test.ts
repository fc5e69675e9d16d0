// The command the compose file's one-off `balancer-pages` service runs before HAProxy starts
// (`node dist/server/balancerPages.mjs <folder>`): the built program, as the image runs it, writes
// the site's 503 pages for the load balancer, and says plainly what went wrong otherwise.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancerPageFiles } from '../../src/server/balancerPages';
import { ROOT } from '../support/processes';

const PROGRAM = path.join(ROOT, 'dist/server/balancerPages.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [PROGRAM, ...args], { cwd: ROOT, encoding: 'utf8' });

describe('node dist/server/balancerPages.mjs <folder>', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'balancer-pages-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every page into a folder it makes, byte for byte what the site serves, and says where', () => {
    const folder = path.join(dir, 'errors', 'site');
    const result = run(folder);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(folder);
    const expected = balancerPageFiles();
    expect(readdirSync(folder).sort()).toEqual([...expected.keys()].sort());
    for (const [name, content] of expected) expect(readFileSync(path.join(folder, name)).equals(content), name).toBe(true);
    // HAProxy's errorfile: a whole HTTP answer, status line first, with Retry-After.
    const raw = readFileSync(path.join(folder, '503.http'), 'utf8');
    expect(raw.startsWith('HTTP/1.1 503')).toBe(true);
    expect(raw).toMatch(/\r\nRetry-After: \d+\r\n/i);
  });

  it('answers a missing folder with its usage and exit code 2', () => {
    const result = run();
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: node dist/server/balancerPages.mjs <folder>');
  });

  it('says which folder it could not write into, with exit code 1, and no stack trace', async () => {
    const file = path.join(dir, 'a-file');
    await writeFile(file, 'not a folder');
    const result = run(path.join(file, 'inside'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`could not write the load balancer's 503 pages into ${path.join(file, 'inside')}`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
