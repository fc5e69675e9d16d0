// A PostgreSQL server of a test's own, for the tests that stop and start it
// (tests/integration/databaseRestart.test.ts): the machine's shared server must not be restarted
// under the other suites. initdb into a temporary folder, trust authentication on 127.0.0.1 and a
// free port, its socket in that folder; as root, the cluster belongs to the user `postgres` (initdb
// refuses root) and every command runs as that user through runuser.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes';

const run = promisify(execFile);

/** Where PostgreSQL's server programs are (initdb, pg_ctl), or why there are none to use. */
export function findPostgresBinaries(): { dir: string } | { missing: string } {
  const candidates = [
    ...(process.env.PG_BIN ? [process.env.PG_BIN] : []),
    // Debian and Ubuntu keep them out of PATH, one folder per major version: the newest first.
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((name) => /^\d+$/.test(name))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  const dir = candidates.find((candidate) => existsSync(path.join(candidate, 'initdb')) && existsSync(path.join(candidate, 'pg_ctl')));
  if (!dir) return { missing: 'no PostgreSQL server programs (initdb, pg_ctl): apt-get install -y postgresql, or set PG_BIN' };
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return { missing: 'running as root without a user `postgres` to run PostgreSQL as' };
  return { dir };
}

export interface PrivatePostgres {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** pg_ctl stop (fast: open sessions are ended, what was committed is kept); resolves once it has stopped. */
  stop(): Promise<void>;
  /** pg_ctl start; resolves once it accepts connections. */
  start(): Promise<void>;
  /** pg_ctl restart -m fast; resolves once it accepts connections again. */
  restart(): Promise<void>;
  /** Stops it (immediate) and removes its folder. */
  destroy(): Promise<void>;
}

/** Makes and starts a PostgreSQL cluster with the programs in `binDir` (findPostgresBinaries). */
export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'orchestra-postgres-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  /** Runs one of PostgreSQL's programs, as `postgres` where we are root. */
  const pg = async (program: string, args: string[]) => {
    const file = path.join(binDir, program);
    const { stdout } = asRoot ? await run('runuser', ['-u', 'postgres', '--', file, ...args]) : await run(file, args);
    return stdout;
  };
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    await chown(dir, uid, gid);
  }
  const port = await freePort();
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', dataDir, '-l', logFile, ...args]);
  try {
    // No fsync while the empty cluster is written (it is thrown away afterwards); the server
    // itself runs with PostgreSQL's defaults (fsync, synchronous commit).
    await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C']);
    await writeFile(
      path.join(dataDir, 'postgresql.auto.conf'),
      [`port = ${port}`, `listen_addresses = '127.0.0.1'`, `unix_socket_directories = '${dir}'`, ''].join('\n'),
    );
    if (asRoot) await run('chown', ['postgres:postgres', path.join(dataDir, 'postgresql.auto.conf')]);
    await ctl('start', '-w', '-t', '60');
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      await ctl('stop', '-m', 'fast', '-w', '-t', '60');
    },
    async start() {
      await ctl('start', '-w', '-t', '60');
    },
    async restart() {
      await ctl('restart', '-m', 'fast', '-w', '-t', '60');
    },
    async destroy() {
      await ctl('stop', '-m', 'immediate', '-w', '-t', '30').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
