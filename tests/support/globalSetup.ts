// Builds dist/ once and starts one embedded upstream (seeded; on PostgreSQL in a fresh schema where
// TEST_DATABASE_URL is set, else PGlite, in a temporary folder either way: OWN_STORAGE) that the
// integration and end-to-end suites share. For the end-to-end suite it also starts one web process
// in front of it, which every file that asks browserSuite() for no settings of its own shares (the
// others, and the integration files, start their own).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropSchema, freshSchemaName, OWN_STORAGE, TEST_DATABASE_URL } from './testStorage';
import { startCms, startWeb, type RunningProcess, ROOT } from './processes';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    /** The end-to-end project's shared web process (browserSuite() with no settings of its own). */
    webUrl: string | undefined;
  }
}

interface SharedUpstream {
  cms: RunningProcess;
  dataDir: string;
  schema: string | undefined;
}

let shared: Promise<SharedUpstream> | undefined;
let users = 0;

async function boot(): Promise<SharedUpstream> {
  const { build } = (await import(path.join(ROOT, 'esbuild.config.mjs'))) as { build: () => Promise<void> };
  // SKIP_BUILD=1: use the dist/ that is there (for iterating on one program at a time).
  if (process.env.SKIP_BUILD !== '1') await build();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'orchestra-cms-'));
  const schema = OWN_STORAGE === 'postgres' ? freshSchemaName() : undefined;
  const cms = await startCms({
    CMS_DATA_DIR: dataDir,
    ...(schema ? { DATABASE_URL: TEST_DATABASE_URL, CMS_DATABASE_SCHEMA: schema } : {}),
  });
  return { cms, dataDir, schema };
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared ??= boot();
  users += 1;
  const { cms } = await shared;
  project.provide('cmsUrl', cms.url);
  const web = project.name === 'e2e' ? await startWeb({ CMS_URL: cms.url }) : undefined;
  project.provide('webUrl', web?.url);
  return async () => {
    await web?.stop();
    users -= 1;
    if (users > 0 || !shared) return;
    const { cms: running, dataDir, schema } = await shared;
    shared = undefined;
    await running.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (schema) await dropSchema(schema);
  };
}
