#!/usr/bin/env node
// `npm run profile`: where a page's CPU goes. Builds, starts the embedded upstream behind the
// bench's replay of its answers (so the upstream costs nothing), starts ONE web process under
// V8's sampling profiler (`--cpu-prof`), loads a page with autocannon and prints, for the samples
// taken while the load ran, the CPU per page, the share of each place the time was spent in
// (self time, by package, Node module or source folder through the build's source map), the
// functions that took most, our own functions and the larger areas each counted with all they call.
//
//   PROFILE_PAGE=/de/konzerte   the page (default the programme)
//   PROFILE_CACHES=off          off (default): UPSTREAM_CACHE=off, RENDER_RESULT_TTL_MS=0,
//                               PAGE_REUSE=off, every page rendered from fresh upstream answers;
//                               on: the production defaults
//   PROFILE_SECONDS=15, PROFILE_CONNECTIONS=10, PROFILE_FUNCTIONS=30 (how many functions to list)
//
// The profile itself is kept (its path is printed) for a flame graph in Chromium's DevTools
// (Performance, "Load profile") or speedscope.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs, loadTest, startProgram, startReplay, stopProgram } from './benchProcesses.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = process.env.PROFILE_PAGE ?? '/de/konzerte';
const CACHES = process.env.PROFILE_CACHES ?? 'off';
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 10);
if (!['on', 'off'].includes(CACHES)) throw new Error('PROFILE_CACHES is on or off');

const uncached = { UPSTREAM_CACHE: 'off', RENDER_RESULT_TTL_MS: '0', PAGE_REUSE: 'off' };
const profileDir = mkdtempSync(path.join(tmpdir(), 'orchestra-profile-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'orchestra-profile-data-'));
const cms = await startProgram('dist/cms/main.mjs', { CMS_PORT: '0', CMS_DATA_DIR: dataDir });
const replay = await startReplay(cms.url);
const web = await startProgram(
  'dist/server/main.mjs',
  {
    PORT: '0',
    CMS_URL: replay.url,
    WEB_CONCURRENCY: '1',
    // Every request is rendered: the load shedder would answer some with its 503 page instead.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...(CACHES === 'off' ? uncached : {}),
  },
  ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=500'],
);

const url = `${web.url}${PAGE}`;
const check = await fetch(url);
if (check.status !== 200) throw new Error(`${PAGE} answered ${check.status}`);
await check.arrayBuffer();
console.log(`Warming up ${PAGE} (caches ${CACHES}) for 5 s …`);
await loadTest(url, CONNECTIONS, 5);
// V8 stamps its samples with the same monotonic clock as hrtime (microseconds).
const startedUs = Number(process.hrtime.bigint() / 1000n);
const cpuBefore = cpuMs([web.child.pid]);
console.log(`Profiling for ${SECONDS} s, ${CONNECTIONS} connections …`);
const load = await loadTest(url, CONNECTIONS, SECONDS);
const cpu = cpuMs([web.child.pid]) - cpuBefore;
const endedUs = Number(process.hrtime.bigint() / 1000n);
await stopProgram(web.child);
await stopProgram(cms.child);
replay.server.close();
rmSync(dataDir, { recursive: true, force: true });

const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`the web process wrote no profile into ${profileDir}`);
const profilePath = path.join(profileDir, file);
const profile = JSON.parse(readFileSync(profilePath, 'utf8'));
const pages = load['2xx'];

// Source maps of the built server, to name our own code by its source file.
const maps = new Map();
function mapOf(fileUrl) {
  if (!maps.has(fileUrl)) {
    const filePath = fileURLToPath(fileUrl);
    let map = null;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${filePath}.map`, 'utf8')));
    } catch {
      // No map: the built file's name stands.
    }
    maps.set(fileUrl, map);
  }
  return maps.get(fileUrl);
}

/** Where a frame's code lives: { place, source } (place: a package, a Node module, a source folder). */
function locate({ url, functionName, lineNumber, columnNumber }) {
  if (!url) {
    if (functionName.startsWith('(')) return { place: functionName, source: functionName };
    return { place: `V8 built-in ${functionName || '(anonymous)'}`, source: functionName };
  }
  if (url.startsWith('node:')) {
    const parts = url.slice(5).split('/');
    const module = parts[0] === 'internal' ? parts.slice(1, 2).join('/') : parts[0];
    return { place: `node:${module.replace(/\.js$/, '')}`, source: `${functionName || '(anonymous)'} ${url}:${lineNumber + 1}` };
  }
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) {
    return {
      place: inModules[1],
      source: `${functionName || '(anonymous)'} ${url.slice(url.lastIndexOf('node_modules/') + 13)}:${lineNumber + 1}`,
    };
  }
  if (url.startsWith('file://') && url.includes('/dist/')) {
    const entry = mapOf(url)?.findEntry(lineNumber, columnNumber);
    const original = entry?.originalSource;
    if (original) {
      const relative = original.includes('/src/') ? `src/${original.split('/src/').pop()}` : original;
      const folders = relative.split('/');
      const place = folders.length > 3 ? folders.slice(0, 3).join('/') : folders.slice(0, -1).join('/');
      const name = entry.name ?? functionName;
      return { place, source: `${name || '(anonymous)'} ${relative}:${entry.originalLine + 1}` };
    }
  }
  return { place: url.replace(`file://${root}/`, ''), source: `${functionName} ${url}:${lineNumber + 1}` };
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const located = new Map();
const whereIs = (id) => {
  if (!located.has(id)) located.set(id, locate(nodes.get(id).callFrame));
  return located.get(id);
};

// The larger areas, each counted with everything it calls (a sample counts once per area).
const AREAS = [
  ['React render and stream (react-dom)', ({ place }) => place === 'react-dom'],
  ['GraphQL execution (graphql-js)', ({ place }) => place === 'graphql'],
  ['the gateway (src/graphql)', ({ place }) => place.startsWith('src/graphql')],
  ['upstream calls (src/graphql/sources)', ({ place }) => place === 'src/graphql/sources'],
  [
    'the HTTP client under the upstream calls (node:_http_client, _http_agent)',
    ({ place }) => place === 'node:_http_client' || place === 'node:_http_agent',
  ],
  ['Express and its middleware', ({ place }) => ['express', 'router', 'compression', 'helmet', 'body-parser'].includes(place)],
  ['JSON (parse and stringify)', ({ source }) => /^(JSON\.)?(parse|stringify|parseJson|stringifyKnowing)\b/.test(source)],
  ['garbage collection', ({ place }) => place === '(garbage collector)'],
  ['zod', ({ place }) => place === 'zod'],
  ['the page handler (src/server)', ({ place }) => place.startsWith('src/server')],
  ['the screens and chrome (src/client)', ({ place }) => place.startsWith('src/client')],
];

const self = new Map();
const selfBySource = new Map();
const areas = new Map(AREAS.map(([name]) => [name, 0]));
const ownTotal = new Map();
let time = profile.startTime;
let counted = 0;
let idle = 0;
for (let i = 0; i < profile.samples.length; i += 1) {
  time += profile.timeDeltas[i];
  if (time < startedUs || time > endedUs) continue;
  const id = profile.samples[i];
  const here = whereIs(id);
  if (here.place === '(idle)') {
    idle += 1;
    continue;
  }
  counted += 1;
  self.set(here.place, (self.get(here.place) ?? 0) + 1);
  selfBySource.set(here.source, (selfBySource.get(here.source) ?? 0) + 1);
  const seen = new Set();
  const ownSeen = new Set();
  for (let frame = id; frame !== undefined; frame = parents.get(frame)) {
    const where = whereIs(frame);
    for (const [name, matches] of AREAS) if (!seen.has(name) && matches(where)) seen.add(name);
    if (where.place.startsWith('src/')) ownSeen.add(where.source);
  }
  for (const name of seen) areas.set(name, areas.get(name) + 1);
  for (const source of ownSeen) ownTotal.set(source, (ownTotal.get(source) ?? 0) + 1);
}
if (counted === 0) throw new Error('no sample fell within the load: the profile clock and this process clock disagree');

const perPage = cpu / pages;
const msPerPage = (samples) => ((samples / counted) * perPage).toFixed(2);
const share = (samples) => `${((samples / counted) * 100).toFixed(1)} %`;
const table = (rows) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows) console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '));
};
const top = (map, count) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);

console.log(
  `\n${PAGE}, caches ${CACHES}: ${pages} pages in ${SECONDS} s (${(pages / SECONDS).toFixed(0)}/s), ` +
    `${perPage.toFixed(2)} ms of CPU per page (the process's own /proc figure); ` +
    `${counted} samples while busy, ${idle} idle`,
);
console.log('\nSelf time by place (the code running when sampled):');
table([['place', 'ms/page', 'share'], ...top(self, 25).map(([place, n]) => [place, msPerPage(n), share(n)])]);
console.log('\nFunctions with the most self time:');
table([
  ['function', 'ms/page', 'share'],
  ...top(selfBySource, Number(process.env.PROFILE_FUNCTIONS ?? 30)).map(([source, n]) => [source, msPerPage(n), share(n)]),
]);
console.log('\nOur functions, each with all it calls (they overlap):');
table([
  ['function', 'ms/page', 'share'],
  ...top(ownTotal, Number(process.env.PROFILE_FUNCTIONS ?? 30)).map(([source, n]) => [source, msPerPage(n), share(n)]),
]);
console.log('\nAreas, each with all it calls (they overlap):');
table([['area', 'ms/page', 'share'], ...[...areas.entries()].map(([name, n]) => [name, msPerPage(n), share(n)])]);
console.log(`\nThe whole profile (start-up included): ${profilePath}`);
