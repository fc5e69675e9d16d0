// What `npm run cluster` needs besides Node and the build, found or provided (README "Running
// several web processes"): HAProxy (Debian's package, installed when missing), a PostgreSQL and a
// Redis at the configured URLs. Where a URL on this machine answers nothing, a server of its own is
// started on that port for the run (Debian's package installed first when missing): PostgreSQL in a
// data folder of its own with trust authentication on 127.0.0.1 only, Redis without persistence.
// Whatever cannot be done is said, with the command that would do it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import pg from 'pg';
import { findHaproxy, waitFor } from './topology.mjs';

/** A prerequisite that could not be met; its message says what to do. */
export class MissingPrerequisite extends Error {}

/** How apt-get can be run here: directly as root, through password-less sudo, or not at all. */
function aptCommandPrefix() {
  if (!existsSync('/usr/bin/apt-get')) return undefined;
  if (process.getuid?.() === 0) return [];
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? ['sudo', '-n'] : undefined;
}

/**
 * Installs Debian packages; throws MissingPrerequisite, with the command to run, where it cannot.
 * @param {string[]} packages
 * @param {(line: string) => void} log
 */
export function aptInstall(packages, log) {
  const command = `apt-get install -y ${packages.join(' ')}`;
  const prefix = aptCommandPrefix();
  if (!prefix) {
    throw new MissingPrerequisite(
      existsSync('/usr/bin/apt-get')
        ? `${packages.join(', ')} missing, and this user may not install packages. Run: sudo apt-get update && sudo ${command}`
        : `${packages.join(', ')} missing, and this is no Debian or Ubuntu machine (no apt-get): install ${packages.join(', ')} with its package manager.`,
    );
  }
  log(`» installing ${packages.join(', ')} (Debian packages): ${command}`);
  const apt = (args) => {
    const [command = 'env', ...rest] = [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
    return spawnSync(command, rest, { stdio: 'inherit' }).status;
  };
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]) !== 0)
    throw new MissingPrerequisite(`installing ${packages.join(', ')} failed (see above). Run: sudo apt-get update && sudo ${command}`);
}

/**
 * The haproxy binary, installed from Debian's package when missing.
 * @param {(line: string) => void} log
 * @returns {{ path: string, version: string }}
 */
export function ensureHaproxy(log) {
  const found = findHaproxy();
  if (found) return found;
  aptInstall(['haproxy'], log);
  const installed = findHaproxy();
  if (!installed) throw new MissingPrerequisite('HAProxy was installed but no haproxy binary is found (looked in PATH and /usr/sbin).');
  return installed;
}

/** True for a URL whose host is this machine's loopback: one we may start a server for. */
function isLocal(url) {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
}

/** The first of `names` on PATH or in the folders Debian uses, or undefined. */
function findBinary(names, folders) {
  for (const name of names) {
    if (spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0) return name;
    for (const folder of folders) if (existsSync(path.join(folder, name))) return path.join(folder, name);
  }
  return undefined;
}

/**
 * A server this script started for the run.
 * @typedef {{ name: string, stop: () => Promise<void> }} OwnServer
 */

/** The uid and gid of the `postgres` account Debian's package makes. */
function postgresAccount() {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const account = { uid: id('-u'), gid: id('-g') };
  if (!Number.isInteger(account.uid) || account.uid <= 0 || !Number.isInteger(account.gid))
    throw new MissingPrerequisite(
      'PostgreSQL will not run as root, and there is no `postgres` account to run it (apt-get install -y postgresql makes one).',
    );
  return account;
}

/**
 * Spawns `command` (as `account` when given), passing its lines to `log` with its name; resolves a
 * stopper. In a process group of its own, so that Ctrl-C in the terminal does not stop it before
 * the web processes and the upstream that use it: the script stops it after them (or, should the
 * script itself end otherwise, as it exits).
 */
function startOwnServer(name, command, args, log, stopSignal, account) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...account });
  for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => log(`[${name}] ${line}`));
  const stopOnExit = () => child.kill(stopSignal);
  process.once('exit', stopOnExit);
  const exited = new Promise((resolve) =>
    child.once('exit', () => {
      process.off('exit', stopOnExit);
      resolve();
    }),
  );
  return {
    name,
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(stopSignal);
      await exited;
    },
  };
}

/** Why `url` cannot be used, or undefined when a PostgreSQL answers there. */
async function postgresProblem(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A PostgreSQL at `url`: the one that answers there, or, for a URL on this machine where nothing
 * listens, one of our own on that port (Debian's `postgresql` package installed when missing).
 * @param {string} url
 * @param {{ dataDir: string, log: (line: string) => void }} options
 * @returns {Promise<OwnServer | undefined>} the server started for the run, if one was
 */
export async function ensurePostgres(url, { dataDir, log }) {
  const problem = await postgresProblem(url);
  if (!problem) return undefined;
  if (problem.code !== 'ECONNREFUSED' || !isLocal(url))
    throw new MissingPrerequisite(
      `PostgreSQL at ${url} cannot be used: ${problem.message}. Set CLUSTER_DATABASE_URL to a database this user may create a schema in.`,
    );
  const binDir = () => {
    const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
    const found = versions.map((version) => `/usr/lib/postgresql/${version}/bin`).find((dir) => existsSync(path.join(dir, 'initdb')));
    return found ?? path.dirname(findBinary(['initdb'], []) ?? '/nonexistent/initdb');
  };
  if (!existsSync(path.join(binDir(), 'initdb'))) aptInstall(['postgresql'], log);
  const bin = binDir();
  if (!existsSync(path.join(bin, 'initdb'))) throw new MissingPrerequisite('PostgreSQL was installed but its initdb is not found.');

  const { port, username, pathname } = new URL(url);
  const user = decodeURIComponent(username) || 'postgres';
  // PostgreSQL refuses to run as root: as root, the package's `postgres` user runs it, in a folder of its home.
  const owner = process.getuid?.() === 0 ? postgresAccount() : undefined;
  const folder = owner ? `/var/lib/postgresql/orchestra-cluster-${port || 5432}` : path.join(dataDir, 'postgresql');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if (owner) await chown(folder, owner.uid, owner.gid);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    log(`» no PostgreSQL at ${url}: making one of our own in ${folder} (trust authentication, 127.0.0.1 only)`);
    // Its progress report left out; its errors shown.
    const initdb = spawnSync(path.join(bin, 'initdb'), ['-D', folder, '-U', user, '--auth=trust', '--encoding=UTF8', '--no-locale'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      ...owner,
    });
    if (initdb.status !== 0) throw new MissingPrerequisite(`initdb of ${folder} failed (see above).`);
  }
  log(`» starting PostgreSQL of our own on 127.0.0.1:${port || 5432} (${folder})`);
  // SIGINT: PostgreSQL's fast shutdown (open sessions ended, everything written).
  const server = startOwnServer(
    'postgresql',
    path.join(bin, 'postgres'),
    ['-D', folder, '-p', port || '5432', '-c', 'listen_addresses=127.0.0.1', '-k', folder],
    log,
    'SIGINT',
    owner,
  );
  const database = decodeURIComponent(pathname.slice(1)) || user;
  try {
    const adminUrl = new URL(url);
    adminUrl.pathname = '/postgres';
    await waitFor('our PostgreSQL to answer', async () => (await postgresProblem(adminUrl.href)) === undefined, 30_000);
    if (database !== 'postgres' && (await postgresProblem(url)) !== undefined) {
      const client = new pg.Client({ connectionString: adminUrl.href });
      await client.connect();
      await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
      await client.end();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Why `url` cannot be used, or undefined when a Redis answers there. */
async function redisProblem(url) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (error) {
    return error;
  } finally {
    redis.disconnect();
  }
}

/**
 * A Redis at `url`: the one that answers there, or, for a URL on this machine where nothing
 * listens, one of our own on that port without persistence (Debian's `redis-server` installed when missing).
 * @param {string} url
 * @param {{ log: (line: string) => void }} options
 * @returns {Promise<OwnServer | undefined>}
 */
export async function ensureRedis(url, { log }) {
  const problem = await redisProblem(url);
  if (!problem) return undefined;
  if (!/ECONNREFUSED|Connection is closed/.test(String(problem.message)) || !isLocal(url))
    throw new MissingPrerequisite(
      `Redis at ${url} cannot be used: ${problem.message}. Set CLUSTER_REDIS_URL to a Redis this machine reaches.`,
    );
  let binary = findBinary(['redis-server'], ['/usr/bin', '/usr/sbin']);
  if (!binary) {
    aptInstall(['redis-server'], log);
    binary = findBinary(['redis-server'], ['/usr/bin', '/usr/sbin']);
    if (!binary) throw new MissingPrerequisite('redis-server was installed but is not found.');
  }
  const port = new URL(url).port || '6379';
  log(`» no Redis at ${url}: starting one of our own on 127.0.0.1:${port} (no persistence)`);
  const server = startOwnServer(
    'redis',
    binary,
    ['--port', port, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    log,
    'SIGTERM',
  );
  try {
    await waitFor('our Redis to answer', async () => (await redisProblem(url)) === undefined, 15_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
