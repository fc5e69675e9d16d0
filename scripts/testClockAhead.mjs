#!/usr/bin/env node
// `npm run test:clock-ahead -- 1d|1m|1y|evening [vitest arguments]`: the whole of `npm test` with
// this machine's clock moved a day, a month or a year ahead, or to 22:00 (Europe/Berlin) of the
// coming evening, to show that no test depends on the day or the hour it runs (late in the evening
// the seed's events of the day are over) (the seed, the site, the upstream and Chromium all read the moved clock: libfaketime's
// LD_PRELOAD reaches every process the run starts). Debian: sudo apt-get install -y faketime.
// A PostgreSQL server keeps the real clock (its now() would disagree with the seed's), so the
// PostgreSQL variants are left out here; the PGlite ones run inside the moved processes.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Seconds from now to the next 22:00 in Berlin: the run then ends before midnight. */
function toEvening() {
  const now = new Date();
  const berlin = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  })
    .formatToParts(now)
    .reduce((parts, part) => ({ ...parts, [part.type]: Number(part.value) }), {});
  const secondsOfDay = berlin.hour * 3600 + berlin.minute * 60 + berlin.second;
  const ahead = (22 * 3600 - secondsOfDay + 86_400) % 86_400;
  return `+${ahead}`;
}

const OFFSETS = { '1d': '+1d', '1m': '+30d', '1y': '+365d', evening: toEvening() };
const [which, ...vitestArgs] = process.argv.slice(2);
const offset = Object.hasOwn(OFFSETS, which ?? '') ? OFFSETS[which] : undefined;
if (!offset) {
  console.error(`usage: npm run test:clock-ahead -- ${Object.keys(OFFSETS).join('|')} [vitest arguments]`);
  process.exit(2);
}
if (spawnSync('faketime', ['-f', '+0d', 'true'], { stdio: 'ignore' }).status !== 0) {
  console.error('faketime is missing: on Debian or Ubuntu, sudo apt-get install -y faketime');
  process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const env = { ...process.env };
delete env.TEST_DATABASE_URL;
const shown = spawnSync('faketime', ['-f', offset, 'date', '--iso-8601=seconds'], { encoding: 'utf8' }).stdout.trim();
console.log(`» npm test with the clock ${which} ahead (faketime ${offset}): the run believes it is ${shown}`);
const run = spawnSync('faketime', ['-f', offset, process.execPath, path.join(root, 'scripts/test.mjs'), ...vitestArgs], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(run.status ?? 1);
