#!/usr/bin/env node
// `npm test`: lint, the type check, then every suite (unit, integration, end-to-end) in one Vitest
// run, then one closing line with the totals. It says plainly which suites it could not run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const extraArgs = process.argv.slice(2);

const notRun = [];
if (!process.env.TEST_DATABASE_URL) notRun.push('PostgreSQL variants of the storage tests (set TEST_DATABASE_URL, e.g. postgresql://postgres@127.0.0.1:5432/test)');
if (!process.env.TEST_REDIS_URL) notRun.push('Redis suites (set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379)');
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) notRun.push('W3C Nu HTML checker of every screen type (needs Java: sudo apt-get install -y default-jre-headless)');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`\nNo Chromium at ${chromium}: the end-to-end suite needs a browser.\n` +
    `  Install Debian's: sudo apt-get update && sudo apt-get install -y chromium\n` +
    `  or set CHROMIUM_PATH to a Chromium or Chrome binary.\n`);
  process.exit(1);
}

console.log('» lint (npm run lint: oxlint, type-aware, architecture import rules; zero warnings)');
// The same command as `npm run lint` (its words after `oxlint`), so the two cannot drift apart.
const lintArgs = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.lint.split(' ').slice(1);
const lint = spawnSync(bin('oxlint'), lintArgs, { cwd: root, stdio: 'inherit' });
if (lint.status !== 0) {
  console.error('Lint failed (npm run lint).');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

console.log('» type check (tsc, strict)');
const tsc = spawnSync(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
if (tsc.status !== 0) {
  console.error('Type check failed.');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

console.log('» generated GraphQL types and printed schema up to date (npm run codegen)');
const codegen = spawnSync(process.execPath, [path.join(root, 'scripts/codegen.mjs'), '--check'], { cwd: root, stdio: 'inherit' });
if (codegen.status !== 0) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const reportDir = mkdtempSync(path.join(tmpdir(), 'vitest-report-'));
const reportFile = path.join(reportDir, 'report.json');
console.log('» vitest: unit, integration, e2e');
const run = spawnSync(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...extraArgs], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NO_COLOR: process.env.NO_COLOR ?? '1' },
});

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  passed = report.numPassedTests;
  // A file that failed to load has no failed test of its own: count it as one failure.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  failed = report.numFailedTests + brokenFiles;
  skipped = report.numPendingTests + report.numTodoTests;
} catch {
  failed = Math.max(failed, 1);
}
rmSync(reportDir, { recursive: true, force: true });

if (notRun.length > 0) {
  console.log('\nNot run here:');
  for (const line of notRun) console.log(`  - ${line}`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
