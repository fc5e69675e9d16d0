// The folder table of docs/ARCHITECTURE.md is enforced by oxlint (.oxlintrc.json, rule
// no-restricted-imports per folder). These tests lint small files placed in a copy of the
// layout and check that a forbidden import fails with the rule's message, and an allowed one passes.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const OXLINT = path.join(BIN, 'oxlint');
// The config turns on type-aware linting; oxlint finds its backend (oxlint-tsgolint) on PATH, which
// `npm test` sets but a direct run of node_modules/.bin/vitest does not. A PATH of its own (the
// project's bin, this Node, the system's) keeps the test off the environment (config reads that).
const ENV = { PATH: [BIN, path.dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(path.delimiter) };

let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lint-boundaries-'));
  await copyFile(path.join(ROOT, '.oxlintrc.json'), path.join(dir, '.oxlintrc.json'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Lints one file at `relativePath` (inside the copied layout) with the project's config. */
async function lint(relativePath: string, source: string): Promise<{ failed: boolean; output: string }> {
  const file = path.join(dir, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, source);
  try {
    const { stdout } = await run(OXLINT, ['-c', path.join(dir, '.oxlintrc.json'), '--deny-warnings', file], { cwd: dir, env: ENV });
    return { failed: false, output: stdout };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${stdout}${stderr}` };
  }
}

/** An allowed file: oxlint ran and found nothing (re-exports, so that no unresolved value is typed any). */
function expectClean(result: { failed: boolean; output: string }): void {
  expect(result.output).toContain('Found 0 warnings and 0 errors');
  expect(result.failed).toBe(false);
}

// Each test runs oxlint, a process of its own: seconds on a busy machine, so the default 5 s is too tight.
describe('the architecture’s import rules', { timeout: 30_000 }, () => {
  it('refuse an import of the gateway from src/shared, naming the rule', async () => {
    const result = await lint(
      'src/shared/usesGateway.ts',
      "import { createGateway } from '../graphql/createGateway';\nexport const gateway = createGateway;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('no-restricted-imports');
    expect(result.output).toContain('architecture: src/shared imports nothing of ours');
  });

  it('refuse the server from a screen of the client, at any depth', async () => {
    const result = await lint(
      'src/client/screens/events/usesConfig.ts',
      "import { readConfig } from '../../../server/config';\nexport const config = readConfig;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('architecture: src/client imports only src/shared');
  });

  it('refuse the web process or the gateway from the embedded upstream', async () => {
    const result = await lint(
      'src/cms/http/usesServer.ts',
      "import { createApp } from '../../server/createApp';\nexport const app = createApp;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('architecture: src/cms, the embedded upstream, imports only src/shared');
  });

  it('refuse the embedded upstream anywhere in src/server but main.ts', async () => {
    const refused = await lint('src/server/startsCms.ts', "import { startCms } from '../cms/main';\nexport const start = startCms;\n");
    expect(refused.failed).toBe(true);
    expect(refused.output).toContain('architecture: only src/server/main.ts starts the embedded upstream');
    const allowed = await lint('src/server/main.ts', "export { startCms } from '../cms/main';\n");
    expectClean(allowed);
  });

  it('refuse type imports, re-exports and dynamic imports across a line too', async () => {
    const result = await lint(
      'src/shared/i18n/deep/usesOthers.ts',
      "import type { GatewayContext } from '../../../graphql/GatewayContext';\n" +
        'export type Context = GatewayContext;\n' +
        "export { App } from '../../../client/App';\n" +
        "export const load = () => import('../../../cms/main');\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output.match(/architecture: src\/shared imports nothing of ours/g)).toHaveLength(3);
  });

  it('let a test file beside the code import tests/support, but not cross a line', async () => {
    const allowed = await lint(
      'src/graphql/events/usesSupport.test.ts',
      "export { startUpstream } from '../../../tests/support/upstream';\n",
    );
    expectClean(allowed);
    const crossing = await lint(
      'src/graphql/events/usesServer.test.ts',
      "import { createApp } from '../../server/createApp';\nexport const app = createApp;\n",
    );
    expect(crossing.failed).toBe(true);
    expect(crossing.output).toContain('architecture: src/graphql imports only src/shared');
  });

  it('refuse tests/support in code that is not a test', async () => {
    const result = await lint(
      'src/client/screens/usesSupport.ts',
      "import { startUpstream } from '../../../tests/support/upstream';\nexport const start = startUpstream;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('architecture: only test files');
  });

  it('allow src/shared from every folder', async () => {
    const result = await lint('src/graphql/events/usesShared.ts', "export { DEFAULT_LOCALE } from '../../shared/locales';\n");
    expectClean(result);
  });
});
