#!/usr/bin/env node
// `npm test`: lint, the CSS lint, the formatting check, the import-circle check, the unused-code check, the type check, the codegen check, one build, then every suite (unit,
// integration, end-to-end), then one closing line with the totals. It says
// plainly which suites it could not run. Arguments go to every lane's Vitest (a file filter, -t).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { findHaproxy } from './cluster/topology.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const extraArgs = process.argv.slice(2);

const notRun = [];
if (!process.env.TEST_DATABASE_URL)
  notRun.push('PostgreSQL variants of the storage tests (set TEST_DATABASE_URL, e.g. postgresql://postgres@127.0.0.1:5432/test)');
if (!process.env.TEST_REDIS_URL) notRun.push('Redis suites (set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379)');
const topologyNeeds = [
  ...(process.env.TEST_DATABASE_URL ? [] : ['TEST_DATABASE_URL']),
  ...(process.env.TEST_REDIS_URL ? [] : ['TEST_REDIS_URL']),
  ...(findHaproxy() ? [] : ['HAProxy (sudo apt-get install -y haproxy)']),
];
if (topologyNeeds.length > 0)
  notRun.push(`three web processes behind HAProxy (tests/integration/topology.test.ts; needs ${topologyNeeds.join(', ')})`);
// The same search as tests/support/privatePostgres.ts findPostgresBinaries (PG_BIN, else Debian's folders).
const postgresServerPrograms = [
  process.env.PG_BIN,
  ...(existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin`) : []),
].some((dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
const restartNeeds = [
  ...(process.env.TEST_DATABASE_URL ? [] : ['TEST_DATABASE_URL']),
  ...(postgresServerPrograms ? [] : ["PostgreSQL's server programs (sudo apt-get install -y postgresql, or PG_BIN)"]),
];
if (restartNeeds.length > 0)
  notRun.push(`the upstream under a PostgreSQL restart (tests/integration/databaseRestart.test.ts; needs ${restartNeeds.join(', ')})`);
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0)
  notRun.push('W3C Nu HTML checker of every screen type (needs Java: sudo apt-get install -y default-jre-headless)');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `\nNo Chromium at ${chromium}: the end-to-end suite needs a browser.\n` +
      `  Install Debian's: sudo apt-get update && sudo apt-get install -y chromium\n` +
      `  or set CHROMIUM_PATH to a Chromium or Chrome binary.\n`,
  );
  process.exit(1);
}

/**
 * Runs one check before the suites; a failure stops `npm test` at once with the totals line
 * (`command` is a binary of node_modules/.bin, or `node` for a script of ours).
 */
function check(title, command, args, failure) {
  console.log(`» ${title}`);
  const executable = command === 'node' ? process.execPath : bin(command);
  const result = spawnSync(executable, args, { cwd: root, stdio: 'inherit' });
  if (result.status === 0) return;
  if (failure) console.error(failure);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// The same command as `npm run lint` (its words after `oxlint`), so the two cannot drift apart.
const lintArgs = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts.lint.split(' ')
  .slice(1);
check(
  'lint (npm run lint: oxlint, type-aware, architecture import rules; zero warnings)',
  'oxlint',
  lintArgs,
  'Lint failed (npm run lint).',
);
check('CSS lint (npm run lint:css: stylelint, stylelint.config.mjs)', 'stylelint', ['src/**/*.css'], 'CSS lint failed (npm run lint:css).');
check(
  'formatting (npm run format:check: Prettier, .prettierrc.json)',
  'prettier',
  ['--check', '.', '--log-level', 'warn'],
  'Some files are not formatted: npm run format writes them.',
);
check('import circles (scripts/checkCycles.mjs: type-only and dynamic imports counted)', 'node', [
  path.join(root, 'scripts/checkCycles.mjs'),
]);
check(
  'unused files, exports and dependencies (knip, knip.json)',
  'knip',
  ['--no-progress'],
  'knip found unused code or dependencies (npm run check:unused).',
);
check('type check (tsc, strict)', 'tsc', ['-p', 'tsconfig.json'], 'Type check failed.');
check('generated GraphQL types and printed schema up to date (npm run codegen)', 'node', [
  path.join(root, 'scripts/codegen.mjs'),
  '--check',
]);

// The suites, by default in two lanes at the same time (README "Tests"), each a Vitest process of
// its own: the unit files, and the integration and end-to-end files one after another (they share
// one embedded upstream, tests/support/globalSetup.ts). The unit lane runs at a lower priority: the
// browser suites wait on timers, animations and the network much of the time, and the unit files
// fill those gaps instead of taking a core from a page load. TEST_E2E_LANES=1 runs the unit and
// integration files in one lane at equal priority beside one end-to-end lane, each with its own
// upstream: on two cores about a fifth faster (991 and 1 033 s against 1 240 s, 2026-11-30), but in
// two of three clean-clone runs a browser or timing test failed that passes with the default (the
// end-to-end files then run a fifth slower, beside a lane that takes a whole core). n (2–8) splits
// the end-to-end files into n lanes with --shard (slower, not faster, on two cores). dist/ is built
// once, here, before them.
check('build (esbuild, once for every lane)', 'node', [path.join(root, 'esbuild.config.mjs')], 'Build failed.');

const E2E_LANES = Number(process.env.TEST_E2E_LANES ?? 0);
if (!Number.isInteger(E2E_LANES) || E2E_LANES < 0 || E2E_LANES > 8) {
  console.error('TEST_E2E_LANES must be an integer from 0 (the unit lane beside the others, the default) to 8.');
  process.exit(1);
}
/** How much lower the unit lane's priority is (Unix nice: 0 equal, 19 lowest). */
const UNIT_LANE_NICENESS = 10;
const lanes =
  E2E_LANES === 0
    ? [
        // A unit test's default 5 s is a limit for a test with a core of its own; at the lower
        // priority a test of a second's work can wait longer than that behind a page load.
        { name: 'unit', args: ['--project', 'unit', '--testTimeout=30000'], niceness: UNIT_LANE_NICENESS },
        { name: 'integration+e2e', args: ['--project', 'integration', '--project', 'e2e'] },
      ]
    : [
        { name: 'unit+integration', args: ['--project', 'unit', '--project', 'integration'] },
        ...Array.from({ length: E2E_LANES }, (_, index) => ({
          name: E2E_LANES === 1 ? 'e2e' : `e2e ${index + 1}/${E2E_LANES}`,
          args: ['--project', 'e2e', ...(E2E_LANES === 1 ? [] : [`--shard=${index + 1}/${E2E_LANES}`])],
        })),
      ];

const reportDir = mkdtempSync(path.join(tmpdir(), 'vitest-report-'));
console.log(`» vitest in ${lanes.length} lanes at once: ${lanes.map((lane) => lane.name).join(', ')}`);
const started = Date.now();

/** Runs one lane, each line of its output prefixed with the lane's name; resolves with its exit code. */
function runLane(lane, index) {
  const reportFile = path.join(reportDir, `report-${index}.json`);
  const child = spawn(
    bin('vitest'),
    ['run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...lane.args, ...extraArgs],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SKIP_BUILD: '1', NO_COLOR: process.env.NO_COLOR ?? '1' },
    },
  );
  // Set before the child has forked its workers, which inherit it.
  if (lane.niceness && child.pid !== undefined) setPriority(child.pid, lane.niceness);
  const prefix = `[${lane.name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.log(`${prefix}finished (exit ${code}) after ${Math.round((Date.now() - started) / 1000)} s`);
      resolve({ code, reportFile });
    });
  });
}

const results = await Promise.all(lanes.map(runLane));

let passed = 0;
let failed = 0;
let skipped = 0;
/** Each file's wall time, for the list of the slowest (README "Tests"). */
const fileTimes = [];
for (const { code, reportFile } of results) {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    for (const file of report.testResults) {
      if (Number.isFinite(file.startTime) && Number.isFinite(file.endTime))
        fileTimes.push({ name: path.relative(root, file.name), ms: file.endTime - file.startTime });
    }
    passed += report.numPassedTests;
    // A file that failed to load has no failed test of its own: count it as one failure.
    const brokenFiles = report.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    ).length;
    failed += report.numFailedTests + brokenFiles;
    skipped += report.numPendingTests + report.numTodoTests;
    if (code !== 0 && report.numFailedTests + brokenFiles === 0) failed += 1;
  } catch {
    // No report: the lane did not get as far as running its files.
    failed += 1;
  }
}
rmSync(reportDir, { recursive: true, force: true });

if (fileTimes.length > 0) {
  console.log('\nThe slowest files:');
  for (const { name, ms } of fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
}

if (notRun.length > 0) {
  console.log('\nNot run here:');
  for (const line of notRun) console.log(`  - ${line}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped (${Math.round((Date.now() - started) / 1000)} s for the tests)`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
