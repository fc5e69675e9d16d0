// Several web processes behind a real load balancer on this machine (README "Running several web
// processes"): the embedded upstream on PostgreSQL, N web processes on ports of their own sharing
// Redis, and HAProxy in front with health checks on /healthz, draining on SIGTERM and the site's own
// 503 page when no web process is up. `npm run cluster` (scripts/cluster.mjs) starts it for a
// person; tests/integration/topology.test.ts starts it to prove what it promises. Types for the
// TypeScript tests are in topology.d.mts beside this file.
import { fork, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The built programs the topology runs (`npm run build`). */
export const BUILT_FILES = ['dist/cms/main.mjs', 'dist/server/main.mjs', 'dist/server/balancerPages.mjs', 'dist/client/manifest.json'];

/**
 * HAProxy's health check of each web process (GET /healthz, 200 expected): every `interMs` while
 * it is up, every `fastInterMs` once a check has failed, `fall` failures in a row take it out and
 * `rise` passes put it back; a check unanswered after `timeoutMs` fails. Three failures, not two,
 * so that a process busy for a moment under load is not taken out by one slow answer.
 * @typedef {{ interMs: number, fastInterMs: number, fall: number, rise: number, timeoutMs: number }} HealthCheck
 */
/** @type {HealthCheck} */
export const HEALTH_CHECK = { interMs: 500, fastInterMs: 200, fall: 3, rise: 2, timeoutMs: 2000 };

/**
 * The longest time from a web process failing its checks at once (stopped: connection refused;
 * draining: 503) to HAProxy marking it DOWN: the wait for the next check, then `fall - 1` quick ones.
 * @param {HealthCheck} [check]
 */
export function downWithinMs(check = HEALTH_CHECK) {
  return check.interMs + (check.fall - 1) * check.fastInterMs;
}

/**
 * The longest time from a web process hanging (alive, its port open, nothing answered: each check
 * connects and waits `timeoutMs` in vain) to HAProxy marking it DOWN: the wait for the next check,
 * then `fall` checks that time out with the quick interval between them.
 * @param {HealthCheck} [check]
 */
export function downWhenHungWithinMs(check = HEALTH_CHECK) {
  return check.interMs + check.fall * check.timeoutMs + (check.fall - 1) * check.fastInterMs;
}

/**
 * The longest time from a web process that was DOWN answering again to HAProxy marking it UP:
 * `rise` passing checks, `interMs` apart while it is down (`downinter`).
 * @param {HealthCheck} [check]
 */
export function upWithinMs(check = HEALTH_CHECK) {
  return check.rise * check.interMs;
}

/**
 * How long a web process told to stop keeps serving while its health check fails (its
 * SHUTDOWN_DELAY_MS): until HAProxy has marked it DOWN, plus a second, since a process busy under
 * load answers its checks late (DOWN came up to 1 024 ms after SIGTERM in the test runs).
 * @param {HealthCheck} [check]
 */
export function drainDelayMs(check = HEALTH_CHECK) {
  return downWithinMs(check) + 1000;
}

/** The name HAProxy gives the web process at `index` (0-based) in its backend `web`. */
/**
 * A TCP port on 127.0.0.1 that was free a moment ago (the scripts that start programs on ports of
 * their own: scripts/benchCluster.mjs, scripts/image.mjs).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

export function serverName(index) {
  return `web${index + 1}`;
}

/**
 * The haproxy binary and its version, or undefined when there is none (Debian puts it in
 * /usr/sbin, which a user's PATH may lack).
 * @returns {{ path: string, version: string } | undefined}
 */
export function findHaproxy() {
  for (const candidate of ['haproxy', '/usr/sbin/haproxy', '/usr/local/sbin/haproxy']) {
    const result = spawnSync(candidate, ['-v'], { encoding: 'utf8' });
    if (result.status === 0) return { path: candidate, version: /version (\S+)/.exec(result.stdout)?.[1] ?? 'unknown' };
  }
  return undefined;
}

/** Quotes a file name for haproxy.cfg. */
const quoted = (value) => `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * HAProxy's configuration for the topology.
 * @param {{ port: number, statsPort?: number | undefined, socket: string, servers: { name: string, port: number }[],
 *   pagesDir: string, retryAfterSeconds: number, check?: HealthCheck }} options
 */
export function haproxyConfig({ port, statsPort, socket, servers, pagesDir, retryAfterSeconds, check = HEALTH_CHECK }) {
  const page = (name) => quoted(path.join(pagesDir, name));
  const busy = `hdr retry-after ${retryAfterSeconds} hdr cache-control no-store`;
  const html = 'content-type "text/html; charset=utf-8"';
  const json = 'content-type "application/json; charset=utf-8"';
  return `# Written by scripts/cluster/topology.mjs for one run; README "Running several web processes".
global
    # Only state changes (a server going DOWN or UP), not every request.
    log stdout format raw local0 notice
    stats socket ${quoted(socket)} mode 600 level admin
    stats timeout 10s
    # A soft stop (SIGUSR1) waits this long at most for open connections.
    hard-stop-after 5s

defaults
    mode http
    log global
    timeout connect 2s
    timeout client 30s
    timeout server 30s
    timeout http-request 10s
    timeout http-keep-alive 10s
    timeout queue 5s
    timeout check ${check.timeoutMs}ms
    # A fresh connection to a web process for every request: a process that stops accepting
    # refuses new connections, which are safe to try elsewhere, instead of closing idle ones
    # under a request HAProxy is about to send.
    option http-server-close
    option forwardfor
    # A connection refused (a process stopped or killed) is tried again on another process, for
    # every method: the request never reached the first one.
    retries 3
    option redispatch 1
    # An answer that never came (a process killed while it worked) is tried again only for GET
    # and HEAD (below): a mutation may have been carried out before the process died.
    retry-on conn-failure empty-response junk-response
    # The site's own overload page, for the 503 HAProxy itself gives (e.g. a request that waited
    # in its queue too long); the case of no process up is answered per language below.
    errorfile 503 ${page('503.http')}

frontend site
    bind 127.0.0.1:${port}
    acl no_web nbsrv(web) lt 1
    acl api path /graphql
    acl path_en path -m reg ^/en(/|$)
    acl path_de path -m reg ^/de(/|$)
    # The browser's first language (the site's own rule weighs q-values; this is close enough for a page that says "try again").
    acl asks_en req.fhdr(accept-language) -m beg -i en
    http-request return status 503 ${json} file ${page('503.en.json')} ${busy} if no_web api asks_en
    http-request return status 503 ${json} file ${page('503.de.json')} ${busy} if no_web api
    http-request return status 503 ${html} file ${page('503.en.html')} ${busy} if no_web path_en
    http-request return status 503 ${html} file ${page('503.de.html')} ${busy} if no_web path_de
    http-request return status 503 ${html} file ${page('503.en.html')} ${busy} if no_web asks_en
    http-request return status 503 ${html} file ${page('503.de.html')} ${busy} if no_web
    default_backend web

backend web
    balance roundrobin
    option httpchk
    http-check send meth GET uri /healthz ver HTTP/1.1 hdr host localhost
    http-check expect status 200
    default-server check inter ${check.interMs}ms fastinter ${check.fastInterMs}ms downinter ${check.interMs}ms fall ${check.fall} rise ${check.rise}
    http-request disable-l7-retry unless METH_GET
    # Which process answered (for the tests and a curious person; a public site would leave it out).
    http-response set-header x-backend %s
${servers.map((server) => `    server ${server.name} 127.0.0.1:${server.port}`).join('\n')}
${
  statsPort === undefined
    ? ''
    : `
listen stats
    bind 127.0.0.1:${statsPort}
    stats enable
    stats uri /
    stats refresh 2s
`
}`;
}

/**
 * One command on HAProxy's stats socket; resolves with its answer.
 * @param {string} socketPath
 * @param {string} command
 * @returns {Promise<string>}
 */
function haproxyCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * What HAProxy knows of each web process (`show stat`): its state ('UP', 'DOWN', 'UP 1/3' while
 * failing, 'DOWN 1/2' while passing again, 'MAINT'), and its counters since HAProxy started.
 * @typedef {{ name: string, status: string, sessions: number, connectionErrors: number, retries: number,
 *   redispatches: number, checkFailures: number, downTransitions: number }} ServerState
 * @param {string} socketPath
 * @returns {Promise<ServerState[]>}
 */
async function serverStates(socketPath) {
  const csv = await haproxyCommand(socketPath, 'show stat');
  const [header = '', ...rows] = csv.trim().split('\n');
  const names = header.replace(/^# /, '').split(',');
  return rows
    .map((row) => {
      const values = row.split(',');
      return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']));
    })
    .filter((row) => row.pxname === 'web' && row.svname !== 'BACKEND')
    .map((row) => ({
      name: row.svname,
      status: row.status,
      sessions: Number(row.stot || 0),
      connectionErrors: Number(row.econ || 0),
      retries: Number(row.wretr || 0),
      redispatches: Number(row.wredis || 0),
      checkFailures: Number(row.chkfail || 0),
      downTransitions: Number(row.chkdown || 0),
    }));
}

/** At most this much of a program's output is kept for output(). */
const KEPT_OUTPUT_CHARS = 200_000;

/**
 * A running program of the topology.
 * @typedef {{ name: string, port: number, url: string, child: import('node:child_process').ChildProcess,
 *   output: () => string, exited: Promise<{ code: number | null, signal: NodeJS.Signals | null }>,
 *   stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null, signal: NodeJS.Signals | null }> }} Program
 */

/**
 * Wraps a started child: keeps its output, passes each line on, and stops it on request (the
 * signal, then SIGKILL after `killAfterMs`).
 * @returns {Program}
 */
function programOf(name, port, child, onLine, killAfterMs) {
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      output = (output + line + '\n').slice(-KEPT_OUTPUT_CHARS);
      onLine?.(name, line);
    });
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
}

/**
 * Forks a built program of ours and resolves once it reports `{ type: 'ready', port }` over IPC.
 * @returns {Promise<Program>}
 */
function forkProgram(name, entry, env, onLine, timeoutMs = 120_000) {
  const child = fork(path.join(ROOT, entry), [], {
    cwd: ROOT,
    // Not the parent's Node flags (a test runner's --conditions development would load packages' development builds).
    execArgv: [],
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const program = programOf(name, 0, child, onLine, 30_000);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} (${entry}) did not start within ${timeoutMs} ms:\n${program.output()}`));
    }, timeoutMs);
    child.on('message', (message) => {
      if (message?.type !== 'ready') return;
      clearTimeout(timer);
      resolve({ ...program, port: message.port, url: `http://127.0.0.1:${message.port}` });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} (${entry}) exited (${code ?? signal}) before it was ready:\n${program.output()}`));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `probe` every 25 ms until it returns something other than undefined or false.
 * @template T
 * @param {string} what
 * @param {() => Promise<T | undefined | false> | T | undefined | false} probe
 * @returns {Promise<T>}
 */
export async function waitFor(what, probe, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(25);
  }
}

/**
 * @typedef {object} TopologyOptions
 * @property {string} databaseUrl PostgreSQL for the upstream (DATABASE_URL)
 * @property {string} databaseSchema its schema there (CMS_DATABASE_SCHEMA; made and seeded at the first start)
 * @property {string} redisUrl the web processes' shared cache and invalidations (REDIS_URL)
 * @property {string} redisKeyPrefix their Redis namespace (REDIS_KEY_PREFIX): topologies sharing a Redis do not meet
 * @property {string} dataDir the upstream's data folder (CMS_DATA_DIR: media, uploads)
 * @property {number} port where HAProxy takes the site's requests
 * @property {number[]} webPorts one web process on each
 * @property {number} [cmsPort] the upstream's port (0 or unset: a free one)
 * @property {number} [statsPort] HAProxy's statistics page (unset: none)
 * @property {string} [haproxy] the haproxy binary (unset: findHaproxy())
 * @property {Record<string, string | undefined>} [cmsEnv] more environment for the upstream
 * @property {Record<string, string | undefined>} [webEnv] more environment for every web process
 * @property {(name: string, line: string) => void} [onLine] each line a program prints, with its name
 */

/**
 * Starts the upstream, the web processes and HAProxy, and resolves once HAProxy sees every web
 * process UP. A failure on the way stops what had started.
 * @param {TopologyOptions} options
 */
export async function startTopology(options) {
  const haproxyBinary = options.haproxy ?? findHaproxy()?.path;
  if (!haproxyBinary) throw new Error('HAProxy is not installed (Debian: apt-get install -y haproxy)');
  const missing = BUILT_FILES.filter((file) => !existsSync(path.join(ROOT, file)));
  if (missing.length > 0) throw new Error(`not built: ${missing.join(', ')} (npm run build)`);
  const pagesModule = await import(pathToFileURL(path.join(ROOT, 'dist/server/balancerPages.mjs')).href);
  const pages = pagesModule.balancerPages();

  const workDir = await mkdtemp(path.join(tmpdir(), 'orchestra-topology-'));
  const socket = path.join(workDir, 'haproxy.sock');
  const delayMs = drainDelayMs();
  /** @type {Program | undefined} */
  let cms;
  /** @type {(Program | undefined)[]} */
  const web = options.webPorts.map(() => undefined);
  /** @type {Program | undefined} */
  let haproxy;

  const baseEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  const webEnvFor = (port) => ({
    ...baseEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: '1',
    CMS_URL: cms?.url,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: options.redisKeyPrefix,
    SHUTDOWN_DELAY_MS: String(delayMs),
    // HAProxy is the only way in from outside: the client's address is in X-Forwarded-For.
    TRUST_PROXY: 'true',
    METRICS_PORT: undefined,
    ...options.webEnv,
  });

  /** Starts the web process at `index` on its port; resolves once it listens (HAProxy sees it UP a moment later). */
  const startWeb = async (index) => {
    const port = options.webPorts[index];
    const program = await forkProgram(serverName(index), 'dist/server/main.mjs', webEnvFor(port), options.onLine);
    web[index] = program;
    return program;
  };

  const states = () => serverStates(socket);
  /** Resolves once HAProxy reports the web process at `index` in a state `wanted` accepts; with the time it took. */
  const waitForServer = async (index, wanted, timeoutMs = 30_000) => {
    const started = Date.now();
    const name = serverName(index);
    const state = await waitFor(
      `HAProxy to see ${name} ${wanted}`,
      async () => {
        const found = (await states()).find((candidate) => candidate.name === name);
        const up = found?.status === 'UP';
        const down = found !== undefined && (found.status.startsWith('DOWN') || found.status === 'MAINT');
        return (wanted === 'UP' ? up : down) ? found : undefined;
      },
      timeoutMs,
    );
    return { state, afterMs: Date.now() - started };
  };

  const stop = async () => {
    // No new requests first; then the web processes drain (in parallel); the upstream last.
    await haproxy?.stop('SIGUSR1');
    await Promise.all(web.flatMap((program) => (program ? [program.stop('SIGTERM')] : [])));
    await cms?.stop('SIGTERM');
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    cms = await forkProgram(
      'cms',
      'dist/cms/main.mjs',
      {
        ...baseEnv,
        CMS_PORT: String(options.cmsPort ?? 0),
        DATABASE_URL: options.databaseUrl,
        CMS_DATABASE_SCHEMA: options.databaseSchema,
        CMS_DATA_DIR: options.dataDir,
        ...options.cmsEnv,
      },
      options.onLine,
      // The first start on an empty schema migrates, seeds and draws the seed's pictures.
      300_000,
    );
    await Promise.all(options.webPorts.map((_port, index) => startWeb(index)));

    for (const [name, content] of pagesModule.balancerPageFiles(pages)) await writeFile(path.join(workDir, name), content);
    const config = haproxyConfig({
      port: options.port,
      statsPort: options.statsPort,
      socket,
      servers: options.webPorts.map((port, index) => ({ name: serverName(index), port })),
      pagesDir: workDir,
      retryAfterSeconds: pages.retryAfterSeconds,
    });
    const configFile = path.join(workDir, 'haproxy.cfg');
    await writeFile(configFile, config);
    const check = spawnSync(haproxyBinary, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`HAProxy refused its configuration:\n${check.stdout}${check.stderr}`);
    // -db: in the foreground, not as a daemon; its log lines go to stdout.
    const child = spawn(haproxyBinary, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy = programOf('haproxy', options.port, child, options.onLine, 10_000);
    const started = haproxy;
    await waitFor('HAProxy to answer on its stats socket', async () => {
      if (started.child.exitCode !== null) throw new Error(`HAProxy exited (${started.child.exitCode}):\n${started.output()}`);
      return (await states().catch(() => [])).length === options.webPorts.length;
    });
    await Promise.all(options.webPorts.map((_port, index) => waitForServer(index, 'UP')));
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    /** The site, through HAProxy. */
    url: `http://127.0.0.1:${options.port}`,
    /** HAProxy's configuration, stats socket and 503 pages. */
    workDir,
    statsSocket: socket,
    check: HEALTH_CHECK,
    drainDelayMs: delayMs,
    cms,
    haproxy,
    /** The web processes now running, by index (a stopped one is undefined until started again). */
    web,
    startWeb,
    serverStates: states,
    waitForServer,
    /**
     * Replaces the web process at `index` as a deployment would: SIGTERM (it drains: its health
     * check fails at once, it serves for SHUTDOWN_DELAY_MS, then finishes its open requests), a new
     * process on the same port once it has exited, back when HAProxy sees it UP.
     */
    async restartWeb(index) {
      const started = Date.now();
      const old = web[index];
      if (!old) throw new Error(`${serverName(index)} is not running`);
      old.child.kill('SIGTERM');
      const down = await waitForServer(index, 'DOWN');
      const exit = await old.exited;
      const exitedAfterMs = Date.now() - started;
      web[index] = undefined;
      await startWeb(index);
      await waitForServer(index, 'UP');
      return { downAfterMs: down.afterMs, exitedAfterMs, exit, upAfterMs: Date.now() - started };
    },
    stop,
  };
}

/** A namespace of Redis keys of its own for one topology. */
export function uniqueRedisKeyPrefix(name = 'topology') {
  return `orchestra:${name}:${randomBytes(4).toString('hex')}:`;
}
