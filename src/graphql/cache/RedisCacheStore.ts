// The remote level of the shared cache on Redis (docs/ARCHITECTURE.md "Scale-out": REDIS_URL holds
// the gateway's shared cache and its invalidation messages). One connection for commands,
// one for the invalidation channel (a subscribed connection can do nothing else).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { CacheLogger, RemoteCacheStore } from './SharedCache';

export interface RedisCacheStoreOptions {
  url: string;
  /** Namespace of every key and of the channel, so several sites can share one Redis. */
  keyPrefix: string;
  logger?: CacheLogger | undefined;
  /** How long to wait for Redis at start before serving without it (it is retried). */
  connectTimeoutMs?: number;
  /**
   * Told whether both connections are ready: false at first, then on every change (a lost
   * connection, its return). The web process shows it as a metric.
   */
  onConnection?: ((connected: boolean) => void) | undefined;
}

/**
 * SET only while the invalidation count is still the one the writer read before it asked the
 * upstream (KEYS: the count, the key; ARGV: the count read, the value, the TTL in ms).
 */
const SET_UNLESS_INVALIDATED = `if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
return 1`;

/** A command that takes longer than this counts as a cache miss (the upstream is asked). */
const COMMAND_TIMEOUT_MS = 500;
const SCAN_BATCH = 500;

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (character) => `\\${character}`);
}

interface InvalidationMessage {
  origin: string;
  prefixes: string[];
}

function parseMessage(text: string): InvalidationMessage | undefined {
  try {
    const value = JSON.parse(text) as Partial<InvalidationMessage>;
    if (typeof value.origin === 'string' && Array.isArray(value.prefixes) && value.prefixes.every((prefix) => typeof prefix === 'string')) {
      return { origin: value.origin, prefixes: value.prefixes };
    }
  } catch {
    // not one of ours
  }
  return undefined;
}

export class RedisCacheStore implements RemoteCacheStore {
  private readonly origin = randomUUID();
  private readonly channel: string;
  /** The invalidation count (SharedCache's remote generation). */
  private readonly generationKey: string;
  private readonly listeners: ((prefixes: string[]) => void)[] = [];
  /** Both connections ready (as last told to onConnection). */
  private connected = false;
  private wasConnected = false;
  private closing = false;

  private constructor(
    private readonly client: Redis,
    private readonly subscriber: Redis,
    private readonly options: RedisCacheStoreOptions,
  ) {
    this.channel = `${options.keyPrefix}invalidate`;
    this.generationKey = `${options.keyPrefix}generation`;
    subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const message = parseMessage(text);
      // Our own invalidations were applied locally before they were published.
      if (!message || message.origin === this.origin) return;
      for (const listener of this.listeners) listener(message.prefixes);
    });
    options.onConnection?.(false);
    for (const connection of [client, subscriber]) {
      for (const event of ['ready', 'close', 'end']) connection.on(event, () => this.connectionChanged());
    }
  }

  /**
   * Redis gone: the site goes on from this process's memory and the upstream, and says so once
   * per change, in the log and to onConnection (the errors of connect() repeat while ioredis
   * reconnects).
   */
  private connectionChanged(): void {
    const now = this.client.status === 'ready' && this.subscriber.status === 'ready';
    if (now === this.connected || this.closing) return;
    this.connected = now;
    if (!now)
      this.options.logger?.warn({ redis: 'lost' }, 'Redis connection lost: serving from this process and the upstream until it is back');
    else if (this.wasConnected) this.options.logger?.info?.({ redis: 'back' }, 'Redis connection back: the shared cache is shared again');
    this.wasConnected ||= now;
    this.options.onConnection?.(now);
  }

  /** Connects both connections and subscribes; resolves even when Redis is down (retried in the background). */
  static async connect(options: RedisCacheStoreOptions): Promise<RedisCacheStore> {
    // No offline queue for commands: while Redis is away a lookup fails at once (a miss)
    // instead of waiting for the reconnect.
    const client = new Redis(options.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: COMMAND_TIMEOUT_MS });
    const subscriber = new Redis(options.url, { maxRetriesPerRequest: null });
    let lastLog = 0;
    const onError = (error: Error) => {
      // ioredis reports every reconnect attempt; one line per ten seconds is enough.
      if (Date.now() - lastLog < 10_000) return;
      lastLog = Date.now();
      options.logger?.warn({ err: error }, 'Redis connection problem; the shared cache works locally until it is back');
    };
    client.on('error', onError);
    subscriber.on('error', onError);
    const store = new RedisCacheStore(client, subscriber, options);
    const timeoutMs = options.connectTimeoutMs ?? 3000;
    let timer: NodeJS.Timeout | undefined;
    const ready = Promise.all([
      new Promise<void>((resolve) => (client.status === 'ready' ? resolve() : client.once('ready', () => resolve()))),
      subscriber.subscribe(store.channel),
    ]);
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const outcome = await Promise.race([ready.then(() => 'ready' as const), timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') options.logger?.warn({ timeoutMs }, 'Redis not ready at start; continuing without it until it connects');
    return store;
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.client.get(this.options.keyPrefix + key)) ?? undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return;
    await this.client.set(this.options.keyPrefix + key, value, 'PX', Math.ceil(ttlMs));
  }

  async generation(): Promise<string> {
    return (await this.client.get(this.generationKey)) ?? '0';
  }

  async setUnlessInvalidated(key: string, value: string, ttlMs: number, generation: string): Promise<boolean> {
    if (ttlMs <= 0) return false;
    const result = await this.client.eval(
      SET_UNLESS_INVALIDATED,
      2,
      this.generationKey,
      this.options.keyPrefix + key,
      generation,
      value,
      Math.ceil(ttlMs),
    );
    return result === 1;
  }

  async delete(key: string): Promise<void> {
    await this.client.unlink(this.options.keyPrefix + key);
  }

  async deleteByPrefix(prefixes: readonly string[]): Promise<void> {
    // Counted first: a writer that read the count before this cannot store an answer after the keys are gone.
    await this.client.incr(this.generationKey);
    for (const prefix of prefixes) {
      const match = `${escapeGlob(this.options.keyPrefix + prefix)}*`;
      let cursor = '0';
      do {
        const [next, keys] = await this.client.scan(cursor, 'MATCH', match, 'COUNT', SCAN_BATCH);
        cursor = next;
        if (keys.length > 0) await this.client.unlink(...keys);
      } while (cursor !== '0');
    }
  }

  async publishInvalidation(prefixes: readonly string[]): Promise<void> {
    await this.client.publish(this.channel, JSON.stringify({ origin: this.origin, prefixes: [...prefixes] } satisfies InvalidationMessage));
  }

  onInvalidation(listener: (prefixes: string[]) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.closing = true;
    // QUIT lets pending commands finish; a connection that cannot answer is simply dropped.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([this.client.quit(), this.subscriber.quit()]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, 1000);
      }),
    ]);
    clearTimeout(timer);
    this.client.disconnect();
    this.subscriber.disconnect();
  }
}
