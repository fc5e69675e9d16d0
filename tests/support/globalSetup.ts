// Builds dist/ once and starts one embedded upstream (PGlite in a temporary folder, seeded)
// that the integration and end-to-end suites share; each test file starts its own web process.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCms, type RunningProcess, ROOT } from './processes';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
  }
}

let shared: Promise<{ cms: RunningProcess; dataDir: string }> | undefined;
let users = 0;

async function boot(): Promise<{ cms: RunningProcess; dataDir: string }> {
  const { build } = (await import(path.join(ROOT, 'esbuild.config.mjs'))) as { build: () => Promise<void> };
  // SKIP_BUILD=1: use the dist/ that is there (for iterating on one program at a time).
  if (process.env.SKIP_BUILD !== '1') await build();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'orchestra-cms-'));
  const cms = await startCms({ CMS_DATA_DIR: dataDir });
  return { cms, dataDir };
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared ??= boot();
  users += 1;
  const { cms } = await shared;
  project.provide('cmsUrl', cms.url);
  return async () => {
    users -= 1;
    if (users > 0 || !shared) return;
    const { cms: running, dataDir } = await shared;
    shared = undefined;
    await running.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
