#!/usr/bin/env node
// `npm run bench`: load the programme /de/konzerte, the home page /de and the newest article
// (BENCH_PAGES=/a,/b to choose) one after another with autocannon (50 connections, after a warm-up) and
// print requests per second, latency p50/p99, errors, the web processes' CPU per page and peak
// memory (in production one worker per core, WEB_CONCURRENCY; all of them are counted) and the
// upstream requests per page; then show that time to first byte does not grow with upstream
// latency, that a page is served stale rather than failing when the upstream answers 500s or is
// gone, and how overload is refused. "Upstream answering instantly" is a replay of the embedded upstream's real answers
// from memory, so the figure measures our stack and not the upstream's database.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs, loadTest, startProgram, startReplay, stopProgram } from './benchProcesses.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGE = '/de/konzerte';

/** The web process and, in cluster mode (WEB_CONCURRENCY > 1), its workers (Linux /proc). */
function webPids(rootPid) {
  const pids = [rootPid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.split(') ')[1].split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      // The workers, not the embedded upstream (the bench gives the web a CMS_URL, so there is none).
      if (parent === rootPid && command.includes('dist/server/main.mjs')) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

function peakRssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

function ttfb(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent: false }, (res) => {
        res.once('data', () => {
          const first = performance.now() - started;
          res.resume();
          res.on('end', () =>
            resolve({ first, total: performance.now() - started, status: res.statusCode, stale: res.headers['x-stale-content'] }),
          );
        });
      })
      .on('error', reject);
  });
}

async function ttfbSeries(url, count = 30) {
  const firsts = [];
  const totals = [];
  for (let i = 0; i < count; i += 1) {
    const { first, total } = await ttfb(url);
    firsts.push(first);
    totals.push(total);
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { ttfbMs: Math.round(median(firsts) * 10) / 10, totalMs: Math.round(median(totals) * 10) / 10 };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'orchestra-bench-'));
const cms = await startProgram('dist/cms/main.mjs', { CMS_PORT: '0', CMS_DATA_DIR: dataDir });
const replay = await startReplay(cms.url);
const web = await startProgram('dist/server/main.mjs', {
  PORT: '0',
  CMS_URL: replay.url,
  UPSTREAM_CACHE: process.env.BENCH_UPSTREAM_CACHE ?? 'on',
});

/** The pages measured: the programme, the home page and the newest article (from the sitemap). */
async function pagesToMeasure() {
  if (process.env.BENCH_PAGES)
    return process.env.BENCH_PAGES.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  const sitemap = await (await fetch(`${web.url}/sitemap.xml`)).text();
  const article = [...sitemap.matchAll(/<loc>[^<]*?(\/de\/orchesterleben\/[^/<]+\/\d+)<\/loc>/g)].map((match) => match[1])[0];
  return [PAGE, '/de', ...(article ? [article] : [])];
}

/** The seconds autocannon measured for. */
function durationOf(result) {
  return Math.max(1, result.duration ?? DURATION_S);
}

/** Load, CPU and memory of the cluster for one page (warm-up first). */
async function measureLoad(page) {
  const target = `${web.url}${page}`;
  console.log(`warming up ${target} …`);
  await loadTest(target, 10, 5);
  replay.state.requests = 0;
  console.log(`measuring ${page}: ${CONNECTIONS} connections, ${DURATION_S} s …`);
  const pids = webPids(web.child.pid);
  const cpuBefore = cpuMs(pids);
  const result = await loadTest(target, CONNECTIONS, DURATION_S);
  // Pages served (200): a request the overload guard refused (503) is no page, though its cost is
  // counted in the CPU below. CPU per page is what a page costs the web processes, whatever else
  // runs on the machine.
  const pages = result['2xx'];
  const webCpuMsPerPage = pages > 0 ? Math.round(((cpuMs(pids) - cpuBefore) / pages) * 10) / 10 : 0;
  const peaks = pids.map(peakRssMiB);
  await new Promise((resolve) => setTimeout(resolve, 1000)); // let aborted renders settle
  const upstreamPerPage = pages > 0 ? replay.state.requests / pages : 0;
  return {
    page,
    requestsPerSecond: Math.round(result.requests.average),
    pagesPerSecond: Math.round(pages / durationOf(result)),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    timeouts: result.timeouts,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    webProcesses: pids.length,
    webPeakRssMiB: peaks.reduce((sum, peak) => sum + peak, 0),
    webPeakRssPerProcessMiB: peaks,
    webCpuMsPerPage,
    upstreamRequestsPerPage: Math.round(upstreamPerPage * 100) / 100,
  };
}

/**
 * Without the shared cache: what one render costs at the upstream, and whether the first byte
 * waits for the upstream (it must not: the shell streams before the data). One process, so that
 * the second page meets the settings the first one cached.
 */
async function measureUncached(uncachedUrl, page) {
  const url = `${uncachedUrl}${page}`;
  await ttfb(url);
  replay.state.requests = 0;
  await ttfb(url);
  const upstreamRequestsForOnePage = replay.state.requests;
  const instant = await ttfbSeries(url);
  replay.state.delayMs = 300;
  const slow = await ttfbSeries(url);
  replay.state.delayMs = 0;
  return { upstreamRequestsForOnePage, ttfbUpstreamInstant: instant, ttfbUpstream300ms: slow };
}

/**
 * The pages whose status depends on no entity (issue 21 item 3): with the production defaults,
 * each asked once so the site has read what it needs; then every upstream call, the guards'
 * included, answers SLOW_UPSTREAM_MS late, and the bench waits until every answer the site keeps
 * is past its TTL (the longest is a minute), so the first request of each page meets stale
 * answers only. Prints that first request's time to first byte and the median and worst of
 * ten more.
 */
const FIRST_BYTE_PAGES = ['/de/konzerte', '/de/search?q=Konzert', '/de/merkliste', '/de/orchesterleben', '/de/productions'];
const SLOW_UPSTREAM_MS = 2000;
const LONGEST_TTL_MS = 60_000;
async function measureFirstByteWithSlowUpstream() {
  for (const page of FIRST_BYTE_PAGES) await ttfb(`${web.url}${page}`);
  replay.state.delayMs = SLOW_UPSTREAM_MS;
  replay.state.delayGuards = true;
  console.log(
    `first byte: the upstream now answers ${SLOW_UPSTREAM_MS} ms late; waiting ${LONGEST_TTL_MS / 1000 + 2} s for every kept answer to pass its TTL …`,
  );
  await new Promise((resolve) => setTimeout(resolve, LONGEST_TTL_MS + 2000));
  const rows = [];
  try {
    for (const page of FIRST_BYTE_PAGES) {
      const first = await ttfb(`${web.url}${page}`);
      const more = [];
      for (let i = 0; i < 10; i += 1) more.push((await ttfb(`${web.url}${page}`)).first);
      more.sort((a, b) => a - b);
      rows.push({
        page,
        firstRequestMs: Math.round(first.first * 10) / 10,
        medianMs: Math.round(more[5] * 10) / 10,
        worstMs: Math.round(more[9] * 10) / 10,
      });
    }
  } finally {
    replay.state.delayMs = 0;
    replay.state.delayGuards = false;
  }
  return rows;
}

/**
 * Upstream trouble (issue 21 item 6): the pages of the first-byte measure, read once with the
 * defaults; then every content call the upstream gets fails (500, or the connection dropped), and
 * the bench waits until every kept answer is past its TTL again. Prints the first request's status,
 * its `X-Stale-Content` and first byte, and the worst first byte of ten more.
 */
async function measureUpstreamTrouble(trouble) {
  for (const page of FIRST_BYTE_PAGES) await ttfb(`${web.url}${page}`);
  replay.state.trouble = trouble;
  console.log(
    `upstream trouble: content calls now ${trouble === 'gone' ? 'lose their connection' : 'answer 500'}; waiting ${LONGEST_TTL_MS / 1000 + 2} s …`,
  );
  await new Promise((resolve) => setTimeout(resolve, LONGEST_TTL_MS + 2000));
  const rows = [];
  try {
    for (const page of FIRST_BYTE_PAGES) {
      const first = await ttfb(`${web.url}${page}`);
      let worst = 0;
      const statuses = new Set([first.status]);
      for (let i = 0; i < 10; i += 1) {
        const more = await ttfb(`${web.url}${page}`);
        worst = Math.max(worst, more.first);
        statuses.add(more.status);
      }
      rows.push({
        page,
        trouble,
        statuses: [...statuses],
        staleHeader: first.stale ?? '',
        firstRequestMs: Math.round(first.first * 10) / 10,
        worstMs: Math.round(worst * 10) / 10,
      });
    }
  } finally {
    replay.state.trouble = null;
  }
  return rows;
}

/**
 * Overload (issue 21 item 5): the programme at 200 and at 500 connections for
 * BENCH_OVERLOAD_SECONDS (60) each, with the production defaults. Served, refused with 503 and
 * timed out (autocannon's 10 s), and the slowest answer.
 */
const OVERLOAD_SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 60);
async function measureOverload() {
  const rows = [];
  for (const connections of [200, 500]) {
    console.log(`overload: ${PAGE}, ${connections} connections, ${OVERLOAD_SECONDS} s …`);
    const result = await loadTest(`${web.url}${PAGE}`, connections, OVERLOAD_SECONDS);
    const byStatus = result.statusCodeStats ?? {};
    rows.push({
      connections,
      seconds: OVERLOAD_SECONDS,
      served: byStatus['200']?.count ?? result['2xx'],
      shed: byStatus['503']?.count ?? 0,
      otherStatuses: Object.fromEntries(
        Object.entries(byStatus)
          .filter(([status]) => status !== '200' && status !== '503')
          .map(([status, stats]) => [status, stats.count]),
      ),
      timeouts: result.timeouts,
      errors: result.errors,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
    });
  }
  return rows;
}

try {
  const pages = await pagesToMeasure();
  const loads = [];
  for (const page of pages) loads.push(await measureLoad(page));
  const firstBytes = process.env.BENCH_FIRST_BYTE === 'off' ? [] : await measureFirstByteWithSlowUpstream();
  const trouble = [];
  if (process.env.BENCH_FIRST_BYTE !== 'off') for (const kind of ['error', 'gone']) trouble.push(...(await measureUpstreamTrouble(kind)));
  const overload = OVERLOAD_SECONDS > 0 ? await measureOverload() : [];
  const uncached = await startProgram('dist/server/main.mjs', {
    PORT: '0',
    CMS_URL: replay.url,
    UPSTREAM_CACHE: 'off',
    SETTINGS_TTL_MS: '60000',
    WEB_CONCURRENCY: '1',
  });
  const figures = [];
  try {
    for (const load of loads)
      figures.push({ ...load, connections: CONNECTIONS, durationSeconds: DURATION_S, ...(await measureUncached(uncached.url, load.page)) });
  } finally {
    await stopProgram(uncached.child);
  }

  const row = (label, cell) => `| ${label} | ${figures.map(cell).join(' | ')} |`;
  console.log(`\n| measure | ${figures.map((figure) => `\`${figure.page}\``).join(' | ')} |`);
  console.log(`|---|${figures.map(() => '---').join('|')}|`);
  console.log(
    row(
      `requests/s (${CONNECTIONS} connections) / of them pages served (200)`,
      (figure) => `${figure.requestsPerSecond} / ${figure.pagesPerSecond}`,
    ),
  );
  console.log(row('latency p50 / p99', (figure) => `${figure.latencyP50Ms} ms / ${figure.latencyP99Ms} ms`));
  console.log(row('errors / non-2xx', (figure) => `${figure.errors} / ${figure.non2xx}`));
  console.log(row('web processes (primary + workers)', (figure) => figure.webProcesses));
  console.log(
    row('web peak RSS, all processes (each)', (figure) => `${figure.webPeakRssMiB} MiB (${figure.webPeakRssPerProcessMiB.join(' + ')})`),
  );
  console.log(row('web CPU per page, all processes', (figure) => `${figure.webCpuMsPerPage} ms`));
  console.log(
    row(
      'upstream requests per page (under load with the shared cache / one page, cache off)',
      (figure) => `${figure.upstreamRequestsPerPage} / ${figure.upstreamRequestsForOnePage}`,
    ),
  );
  console.log(
    row(
      'TTFB / full page, shared cache off, upstream instant',
      (figure) => `${figure.ttfbUpstreamInstant.ttfbMs} ms / ${figure.ttfbUpstreamInstant.totalMs} ms`,
    ),
  );
  console.log(
    row(
      'TTFB / full page, shared cache off, upstream +300 ms',
      (figure) => `${figure.ttfbUpstream300ms.ttfbMs} ms / ${figure.ttfbUpstream300ms.totalMs} ms`,
    ),
  );
  if (firstBytes.length > 0) {
    console.log(
      `\nFirst byte with the production defaults, every upstream call ${SLOW_UPSTREAM_MS} ms late, every kept answer past its TTL (target: 20 ms):\n`,
    );
    console.log('| page | first request | median of ten more | worst of ten more |');
    console.log('|---|---|---|---|');
    for (const row of firstBytes) console.log(`| \`${row.page}\` | ${row.firstRequestMs} ms | ${row.medianMs} ms | ${row.worstMs} ms |`);
  }
  if (trouble.length > 0) {
    console.log(
      `\nUpstream trouble, production defaults: every content call answers 500 or loses its connection, every kept answer past its TTL (target: served, marked stale, first byte within 20 ms):\n`,
    );
    console.log('| page | upstream | statuses | X-Stale-Content | first request | worst of ten more |');
    console.log('|---|---|---|---|---|---|');
    for (const row of trouble)
      console.log(
        `| \`${row.page}\` | ${row.trouble === 'gone' ? 'gone' : '500s'} | ${row.statuses.join(', ')} | ${row.staleHeader || '(none)'} | ${row.firstRequestMs} ms | ${row.worstMs} ms |`,
      );
  }
  if (overload.length > 0) {
    console.log(`\nOverload on \`${PAGE}\` with the production defaults (target: none waits over 2 s, none times out):\n`);
    console.log('| connections | served (200) | refused (503) | other | timed out | errors | latency p50 / p99 / max |');
    console.log('|---|---|---|---|---|---|---|');
    for (const row of overload)
      console.log(
        `| ${row.connections} for ${row.seconds} s | ${row.served} | ${row.shed} | ${JSON.stringify(row.otherStatuses)} | ${row.timeouts} | ${row.errors} | ${row.latencyP50Ms} / ${row.latencyP99Ms} / ${row.latencyMaxMs} ms |`,
      );
  }
  mkdirSync(path.join(root, 'out'), { recursive: true });
  writeFileSync(
    path.join(root, 'out/bench.json'),
    JSON.stringify({ pages: figures, firstByteWithSlowUpstream: firstBytes, upstreamTrouble: trouble, overload }, null, 2),
  );
  console.log('\nwritten to out/bench.json');
} finally {
  await stopProgram(web.child);
  replay.server.close();
  await stopProgram(cms.child);
  rmSync(dataDir, { recursive: true, force: true });
}
