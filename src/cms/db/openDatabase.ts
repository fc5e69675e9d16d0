// One `pg` code path for PostgreSQL and PGlite (docs/ARCHITECTURE.md "Storage"): PGlite is wrapped with its
// node-postgres adapter, so type parsing, parameters and transactions behave the same on both.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataDir } from './lockDataDir';

/** The rows of one query result, typed by the caller. */
export interface Queryable {
  query<Row extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<pg.QueryResult<Row>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` inside BEGIN … COMMIT on one connection; any throw rolls back. */
  transaction<T>(work: (client: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  schema: string;
  logger: Logger;
}

/**
 * A connect that hangs (a server that drops packets rather than refusing them) fails after this,
 * as the database being unavailable (503), instead of holding the request until the gateway gives
 * up on it. Only the connect: the pool's own `connectionTimeoutMillis` would also end a wait for a
 * free connection, which under a burst (five hundred holds at once) is a wait, not a failure.
 */
const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

class ClientWithConnectTimeout extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS });
  }
}

/** Quotes a name that config.ts has already restricted to /^[a-z_][a-z0-9_]*$/. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { databaseUrl, dataDir, schema, logger } = options;
  if (databaseUrl !== undefined) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      Client: ClientWithConnectTimeout,
      // TCP keepalive: a connection whose server vanished without closing it is found out.
      keepAlive: true,
      // Every connection of the pool starts in the configured schema; tests isolate runs this way.
      options: `-c search_path=${schema}`,
    });
    // An idle client losing its server must not crash the process; the pool replaces it.
    pool.on('error', (error) => logger.warn({ err: connectionErrorOf(error) }, 'idle database connection failed'));
    await ensureSchema(pool, schema);
    return wrapPool(pool, 'postgres', logger, async () => pool.end());
  }

  // PGlite is loaded only when needed: it costs ~300 MB once started.
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const pgliteDir = path.join(dataDir, 'pglite');
  await mkdir(pgliteDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  let pglite: InstanceType<typeof PGlite> | undefined;
  try {
    const started = Date.now();
    pglite = await PGlite.create({ dataDir: pgliteDir });
    logger.info({ ms: Date.now() - started, dataDir: pgliteDir }, 'pglite opened');
    // PGlite is a single session that ignores startup options, so the search path is set on the
    // session itself; it outlives any pg client object that wraps it.
    if (schema !== 'public') await pglite.exec(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
    await pglite.exec(`SET search_path TO ${quoteIdentifier(schema)}`);
  } catch (error) {
    await pglite?.close().catch(() => undefined);
    await unlock();
    throw error;
  }
  const session = pglite;
  // One client that is never closed for idleness: PGlite is one session, and its adapter does
  // not survive a client being ended and replaced (see wrapPool for why errors keep the client).
  const pool = new pg.Pool(Object.assign(createPgConfig(session), { max: 1, idleTimeoutMillis: 0 }));
  return wrapPool(pool, 'pglite', logger, async () => {
    await pool.end();
    await session.close();
    await unlock();
  });
}

async function ensureSchema(pool: pg.Pool, schema: string): Promise<void> {
  if (schema === 'public') return;
  await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
}

/**
 * What is logged of a connection's error: pg-pool hangs the client itself on it (`error.client`:
 * its sockets, its connection parameters), which is no log line's business.
 */
function connectionErrorOf(error: Error): { type: string; message: string; code?: string } {
  const code = (error as { code?: unknown }).code;
  return { type: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}) };
}

function wrapPool(pool: pg.Pool, kind: Database['kind'], logger: Logger, close: () => Promise<void>): Database {
  /**
   * A client of the pool with a listener for its 'error' event while it is ours. pg-pool listens
   * only while a client is idle; a client in use whose server goes away (PostgreSQL restarted or
   * stopped) emits 'error' too, outside any query once its socket closes, and an 'error' event
   * nobody listens to stops the process. The query under way fails on its own; the client is then
   * given back as broken, so the pool drops it and connects anew for the next caller.
   */
  async function checkOut(): Promise<{ client: pg.PoolClient; release: (error?: Error) => void }> {
    const client = await pool.connect();
    let lost: Error | undefined;
    const onError = (error: Error) => {
      lost ??= error;
      logger.warn({ err: connectionErrorOf(error) }, 'database connection failed while in use');
    };
    client.on('error', onError);
    return {
      client,
      release(error) {
        client.off('error', onError);
        client.release(error ?? lost);
      },
    };
  }

  // Not pool.query(): it destroys the client after any SQL error, and PGlite's adapter breaks
  // when that happens. Releasing without an error keeps healthy clients; the pool still drops
  // clients whose connection really died.
  async function query<Row extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<pg.QueryResult<Row>> {
    const { client, release } = await checkOut();
    try {
      return await client.query<Row>(text, params);
    } finally {
      release();
    }
  }

  async function transaction<T>(work: (client: Queryable) => Promise<T>): Promise<T> {
    const { client, release } = await checkOut();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work({
        query: <Row extends pg.QueryResultRow>(text: string, params?: unknown[]) => client.query<Row>(text, params),
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      }
      throw error;
    } finally {
      release(broken);
    }
  }

  return { kind, query, transaction, close };
}
