#!/usr/bin/env node
// `npm run bench:cluster` (README "Capacity"): the topology of `npm run cluster` (the upstream on
// PostgreSQL, BENCH_WEB_PROCESSES web processes sharing Redis, HAProxy in front) under two loads
// through HAProxy, each for BENCH_DURATION seconds after a warm-up:
// - browsing: BENCH_BROWSERS anonymous visitors reading the home page, the programme, event pages
//   and an article, each sending its next request when the last is answered;
// - a sale opening: BENCH_BUYERS visitors at a time, each walking the home page, the programme, an
//   event page, a hold of two tickets (`addToCart`) and the cart page with its cart cookie, then
//   making room for the next visitor.
// For each it prints what was served, shed (503) and failed, latencies, and the CPU that every part
// used per page or per visitor (Linux /proc: the web processes, the upstream, every PostgreSQL
// process of the server, Redis, HAProxy and this load generator), and from those what one web
// process serves on a core of its own and where the next limit is. The schema and the Redis keys
// are its own and removed afterwards. It writes bench-results/cluster-<date>.json; it measures and
// never fails on a figure.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuMs } from './benchProcesses.mjs';
import { ensureHaproxy, ensurePostgres, ensureRedis } from './cluster/prerequisites.mjs';
import { freePort, ROOT, startTopology, uniqueRedisKeyPrefix } from './cluster/topology.mjs';

const env = process.env;
const WEB_PROCESSES = Number(env.BENCH_WEB_PROCESSES ?? 3);
const DURATION_S = Number(env.BENCH_DURATION ?? 30);
const BROWSERS = Number(env.BENCH_BROWSERS ?? 48);
const BUYERS = Number(env.BENCH_BUYERS ?? 24);
const DATABASE_URL = env.BENCH_DATABASE_URL || env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = env.BENCH_REDIS_URL || env.REDIS_URL || 'redis://127.0.0.1:6379';

const log = (line) => console.log(line);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Process ids whose command name (/proc/<pid>/comm) is `name`. */
function pidsNamed(name) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // Ended while we looked.
    }
  }
  return pids;
}

/**
 * CPU milliseconds used so far by each process of each part, by process id. PostgreSQL and Redis
 * are every process of that name on the machine (the server's other databases included).
 */
function cpuByPart(topology) {
  const ownCpu = process.cpuUsage();
  const each = (pids) => Object.fromEntries(pids.map((pid) => [pid, cpuMs([pid])]));
  return {
    web: each(topology.web.flatMap((program) => (program?.child.pid ? [program.child.pid] : []))),
    upstream: each([topology.cms.child.pid]),
    postgres: each(pidsNamed('postgres')),
    redis: each(pidsNamed('redis-server')),
    haproxy: each([topology.haproxy.child.pid]),
    load: { [process.pid]: (ownCpu.user + ownCpu.system) / 1000 },
  };
}

/**
 * CPU milliseconds each part used between two readings: a process started since counts from zero;
 * one that ended since (a PostgreSQL connection closed) is left out, with what it used meanwhile.
 */
function difference(after, before) {
  return Object.fromEntries(
    Object.entries(after).map(([part, byPid]) => [
      part,
      Object.entries(byPid).reduce((sum, [pid, ms]) => sum + ms - (before[part][pid] ?? 0), 0),
    ]),
  );
}

/** One request over `agent`; resolves with its status, the cart cookie it set and the time it took. */
function send(agent, url, { method = 'GET', headers = {}, body } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8'),
          setCookie: res.headers['set-cookie'] ?? [],
        }),
      );
      res.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, body: '', setCookie: [], error: String(error) }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, body: '', setCookie: [], error: String(error) }));
    req.end(body);
  });
}

/** Latencies and outcomes per step of a load, collected as the answers come. */
function createTally() {
  const steps = new Map();
  return {
    add(step, answer, ok) {
      const entry = steps.get(step) ?? { ms: [], ok: 0, shed: 0, failed: 0, statuses: {} };
      entry.ms.push(answer.ms);
      entry.statuses[answer.status] = (entry.statuses[answer.status] ?? 0) + 1;
      if (ok) entry.ok += 1;
      else if (answer.status === 503) entry.shed += 1;
      else entry.failed += 1;
      steps.set(step, entry);
    },
    summary() {
      const percentile = (sorted, p) =>
        sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]) : 0;
      return Object.fromEntries(
        [...steps].map(([step, entry]) => {
          const sorted = entry.ms.sort((a, b) => a - b);
          return [
            step,
            {
              requests: sorted.length,
              ok: entry.ok,
              shed: entry.shed,
              failed: entry.failed,
              statuses: entry.statuses,
              p50Ms: percentile(sorted, 0.5),
              p95Ms: percentile(sorted, 0.95),
              p99Ms: percentile(sorted, 0.99),
              maxMs: Math.round(sorted.at(-1) ?? 0),
            },
          ];
        }),
      );
    },
  };
}

const ADD = `mutation ($input: AddToCartInput!) { addToCart(locale: DE, input: $input) {
  addedSeatGroupIds ticketsQuantity errors { kind } } }`;
const LIVE =
  'query ($id: ID!) { bookableEvent(locale: DE, id: $id) { id ticketingId booking { seatGroups { id available prices { saleTypeId } timeslots { blockId } } } } }';

/** Runs `clients` loops of `walk` for `seconds`; resolves with the tally and the walks completed. */
async function runLoad(clients, seconds, walk) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const tally = createTally();
  const deadline = Date.now() + seconds * 1000;
  let walks = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let round = 0; Date.now() < deadline; round += 1) {
        await walk({ agent, tally, client, round });
        walks += 1;
      }
    }),
  );
  agent.destroy();
  return { tally: tally.summary(), walks };
}

async function main() {
  const haproxy = ensureHaproxy(log);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orchestra-capacity-'));
  const postgres = await ensurePostgres(DATABASE_URL, { dataDir, log });
  const redis = await ensureRedis(REDIS_URL, { log });
  const schema = `orchestra_capacity_${Date.now().toString(36)}`;
  const redisKeyPrefix = uniqueRedisKeyPrefix('capacity');
  const ports = new Set();
  while (ports.size < WEB_PROCESSES + 1) ports.add(await freePort());
  const [port, ...webPorts] = [...ports];
  log(
    `» starting the upstream on PostgreSQL (schema ${schema}, seeded now), ${WEB_PROCESSES} web processes and HAProxy ${haproxy.version}`,
  );
  const topology = await startTopology({
    databaseUrl: DATABASE_URL,
    databaseSchema: schema,
    redisUrl: REDIS_URL,
    redisKeyPrefix,
    dataDir,
    port,
    webPorts,
    haproxy: haproxy.path,
    onLine: (name, line) => log(`[${name}] ${line}`),
  });
  try {
    return await measure(topology);
  } finally {
    await topology.stop();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
    await cleanRedis(redisKeyPrefix);
    await redis?.stop();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Deletes the run's keys from Redis. */
async function cleanRedis(prefix) {
  const { default: Redis } = await import('ioredis');
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await client.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  client.disconnect();
}

async function measure(topology) {
  const site = topology.url;
  const sitemap = (await send(undefined, `${site}/sitemap.xml`)).body;
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const eventPaths = paths.filter((candidate) => /^\/de\/konzerte\/[^/]+\/\d+$/.test(candidate));
  const article = paths.find((candidate) => /^\/de\/orchesterleben\/(?!categories\/|tags\/)[^/]+\/\d+$/.test(candidate));
  const browsePages = ['/de', '/de/konzerte', ...eventPaths.slice(0, 6), ...(article ? [article] : []), '/en/concerts'];

  // Seat groups on sale that a hold can take (no timeslots, a price), with their events' pages; the
  // visitors take two seats from the group with the most left (as this load counts them down), so
  // the seed's seats last as long as they can, as in a sale where the visitors spread over dates.
  const groups = [];
  for (const eventPath of eventPaths) {
    const id = eventPath.split('/').at(-1);
    const answer = await send(undefined, `${site}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LIVE, variables: { id } }),
    });
    const event = JSON.parse(answer.body).data?.bookableEvent;
    for (const group of event?.booking?.seatGroups ?? [])
      if (group.timeslots.length === 0 && group.prices.length > 0 && (group.available ?? 0) >= 2)
        groups.push({ path: eventPath, id: event.id, ticketingId: String(event.ticketingId), group, left: group.available });
  }
  if (groups.length === 0) throw new Error('the seed has no event with seats on sale');
  const seatsOnSale = groups.reduce((sum, entry) => sum + entry.left, 0);
  /** The seat group with the most seats left, two of them counted off. */
  const nextGroup = () => {
    const best = groups.reduce((most, entry) => (entry.left > most.left ? entry : most));
    best.left -= 2;
    return best;
  };
  log(`» ${browsePages.length} pages to browse; ${seatsOnSale} seats on sale in ${groups.length} seat groups`);

  const stepOf = (page) =>
    page === '/de'
      ? 'home'
      : page === '/de/konzerte'
        ? 'programme'
        : page === '/en/concerts'
          ? 'programme (en)'
          : eventPaths.includes(page)
            ? 'event page'
            : 'article';
  const browse = ({ agent, tally, client, round }) => {
    const page = browsePages[(client + round) % browsePages.length];
    return send(agent, `${site}${page}`).then((answer) => tally.add(stepOf(page), answer, answer.status === 200));
  };
  const buy = async ({ agent, tally }) => {
    const event = nextGroup();
    for (const [step, page] of [
      ['home', '/de'],
      ['programme', '/de/konzerte'],
      ['event page', event.path],
    ]) {
      const answer = await send(agent, `${site}${page}`);
      tally.add(step, answer, answer.status === 200);
      if (answer.status !== 200) return;
    }
    const tickets = [{ seatGroupId: event.group.id, saleTypeId: String(event.group.prices[0].saleTypeId), quantity: 2 }];
    const hold = await send(agent, `${site}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ADD, variables: { input: { eventId: event.id, ticketingId: event.ticketingId, tickets } } }),
    });
    let added;
    try {
      added = JSON.parse(hold.body).data?.addToCart;
    } catch {
      // Not JSON: HAProxy's or the overload guard's page.
    }
    // A refusal for want of seats is an answer too (a sold-out sale); only a broken answer fails.
    tally.add('hold', hold, hold.status === 200 && added !== undefined);
    for (const { kind } of added?.errors ?? []) tally.add(`hold refused: ${kind}`, hold, true);
    const cookie = hold.setCookie.map((line) => line.split(';')[0]).find((pair) => pair.startsWith('shop_cart='));
    if (!cookie) return;
    const cart = await send(agent, `${site}/webshop`, { headers: { cookie } });
    tally.add('cart page', cart, cart.status === 200);
  };

  const phases = [];
  for (const { name, clients, walk, unit } of [
    { name: 'browsing', clients: BROWSERS, walk: browse, unit: 'page' },
    { name: 'sale opening', clients: BUYERS, walk: buy, unit: 'visitor' },
  ]) {
    log(`» ${name}: warming up …`);
    await runLoad(Math.min(clients, 8), 5, walk);
    await sleep(1000);
    log(`» ${name}: ${clients} at a time for ${DURATION_S} s …`);
    const before = cpuByPart(topology);
    const started = performance.now();
    const { tally, walks } = await runLoad(clients, DURATION_S, walk);
    const seconds = (performance.now() - started) / 1000;
    const used = difference(cpuByPart(topology), before);
    const served = Object.values(tally).reduce((sum, step) => sum + step.ok, 0);
    const units = unit === 'page' ? served : walks;
    phases.push({
      name,
      clients,
      seconds: Math.round(seconds * 10) / 10,
      unit,
      units,
      unitsPerSecond: Math.round((units / seconds) * 10) / 10,
      steps: tally,
      cpuMsPerUnit: Object.fromEntries(Object.entries(used).map(([part, ms]) => [part, Math.round((ms / Math.max(1, units)) * 100) / 100])),
      cpuShare: Object.fromEntries(Object.entries(used).map(([part, ms]) => [part, Math.round((ms / 1000 / seconds) * 100) / 100])),
    });
    await sleep(2000);
  }
  return { seatsOnSale, seatGroups: groups.length, phases };
}

function report(result) {
  const lines = [];
  for (const phase of result.phases) {
    lines.push(
      '',
      `${phase.name}: ${phase.clients} at a time, ${phase.seconds} s, ${phase.units} ${phase.unit}s = ${phase.unitsPerSecond} per second`,
    );
    lines.push('  step                       requests      ok    shed  failed   p50    p95    p99    max (ms)');
    for (const [step, entry] of Object.entries(phase.steps))
      lines.push(
        `  ${step.padEnd(26)} ${String(entry.requests).padStart(8)} ${String(entry.ok).padStart(7)} ${String(entry.shed).padStart(7)} ${String(entry.failed).padStart(7)} ${String(entry.p50Ms).padStart(5)} ${String(entry.p95Ms).padStart(6)} ${String(entry.p99Ms).padStart(6)} ${String(entry.maxMs).padStart(6)}`,
      );
    lines.push(`  CPU per ${phase.unit} (ms) and share of one core, by part:`);
    for (const [part, ms] of Object.entries(phase.cpuMsPerUnit))
      lines.push(`    ${part.padEnd(10)} ${String(ms).padStart(8)} ms   ${String(phase.cpuShare[part]).padStart(5)} cores`);
  }
  return lines.join('\n');
}

const result = await main();
const text = report(result);
console.log(text);
const at = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
const file = path.join(ROOT, 'bench-results', `cluster-${at.replaceAll(':', '-')}.json`);
writeFileSync(file, `${JSON.stringify({ at, webProcesses: WEB_PROCESSES, durationSeconds: DURATION_S, ...result }, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(ROOT, file)}`);
