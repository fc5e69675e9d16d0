// The shared TTL cache of the gateway (STYLE.md "two caches, each with one job"): answers to
// anonymous upstream GETs, shared by every request of this process and, with Redis, of every
// web process. The per-request DataLoaders stay the other cache (one call per resource per
// request); this one spares the upstream the same call from many visitors.
//
// Stale-while-revalidate: past its TTL an answer is still served for a grace period while ONE
// background refresh runs; a failed refresh leaves the stale answer in place, but only until
// the grace period ends, after which callers wait for (and see the failure of) a fresh call.
//
// Two levels: an in-process LRU in front of an optional remote store (Redis). Every process
// keeps its own LRU, so invalidate() drops the entries remotely and tells every other process
// (pub/sub) to drop its local copies too.
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import { LruStore } from './LruStore';

export interface CachePolicy {
  /** How long an answer is fresh. */
  ttlMs: number;
  /** How long past the TTL it may still be served while a refresh runs. */
  graceMs: number;
}

/** What a remote store (Redis) offers; keys arrive already namespaced. */
export interface RemoteCacheStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  deleteByPrefix(prefixes: readonly string[]): Promise<void>;
  /** Tells every other process to drop its local copies of these (un-namespaced) prefixes. */
  publishInvalidation(prefixes: readonly string[]): Promise<void>;
  onInvalidation(listener: (prefixes: string[]) => void): void;
  close(): Promise<void>;
}

export interface CacheLogger {
  warn(object: object, message: string): void;
}

export interface SharedCacheOptions {
  maxEntries: number;
  maxBytes: number;
  remote?: RemoteCacheStore | undefined;
  logger?: CacheLogger | undefined;
  now?: () => number;
}

interface Entry {
  body: string;
  freshUntil: number;
  staleUntil: number;
}

/** Namespaces inside one store: upstream answers and the key-value caches (APQ). */
const ANSWERS = 'up:';
const KEY_VALUES = 'kv:';
/** A key-value entry set without a TTL still leaves the cache after a day. */
const KEY_VALUE_MAX_TTL_MS = 24 * 60 * 60 * 1000;
const REMOTE_WARNING_INTERVAL_MS = 10_000;

function parseEntry(text: string | undefined): Entry | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Entry>;
    if (typeof value.body === 'string' && typeof value.freshUntil === 'number' && typeof value.staleUntil === 'number') {
      return { body: value.body, freshUntil: value.freshUntil, staleUntil: value.staleUntil };
    }
  } catch {
    // A foreign or truncated value is a miss, not a failure.
  }
  return undefined;
}

export class SharedCache {
  private readonly local: LruStore;
  private readonly remote: RemoteCacheStore | undefined;
  private readonly now: () => number;
  private readonly logger: CacheLogger | undefined;
  /** Single flight: at most one upstream call per key at a time, in this process. */
  private readonly inflight = new Map<string, Promise<string>>();
  /**
   * Bumped by every invalidation: a call that started before it must not store its (possibly
   * outdated) answer. Coarse on purpose: invalidations are rare, a lost store is harmless.
   */
  private generation = 0;
  private lastRemoteWarning = Number.NEGATIVE_INFINITY;

  constructor(options: SharedCacheOptions) {
    this.now = options.now ?? Date.now;
    this.local = new LruStore({ maxEntries: options.maxEntries, maxBytes: options.maxBytes, now: this.now });
    this.remote = options.remote;
    this.logger = options.logger;
    this.remote?.onInvalidation((prefixes) => this.dropLocal(prefixes));
  }

  /** True when answers are shared with other processes (Redis). */
  get shared(): boolean {
    return this.remote !== undefined;
  }

  /** The cached answer for `key`, or `load()`'s (stored under `policy`); see the header for staleness. */
  async getOrLoad(key: string, policy: CachePolicy, load: () => Promise<string>): Promise<string> {
    const entry = await this.read(key);
    const now = this.now();
    if (entry && now < entry.freshUntil) return entry.body;
    if (entry && now < entry.staleUntil) {
      this.loadOnce(key, policy, load).catch((error: unknown) => {
        this.logger?.warn({ err: error, cacheKey: key }, 'background refresh failed; serving the stale answer within its grace');
      });
      return entry.body;
    }
    return this.loadOnce(key, policy, load);
  }

  /**
   * Drops every answer whose key starts with one of these prefixes (a resource kind such as
   * 'events:' is a prefix of all its keys), here, in Redis and in every other process.
   * The staff mutations call this after a successful write.
   */
  async invalidate(prefixOrTags: string | readonly string[]): Promise<void> {
    const prefixes = typeof prefixOrTags === 'string' ? [prefixOrTags] : [...prefixOrTags];
    this.dropLocal(prefixes);
    if (!this.remote) return;
    await this.remote.deleteByPrefix(prefixes.map((prefix) => ANSWERS + prefix));
    await this.remote.publishInvalidation(prefixes);
  }

  /** A KeyValueCache view (Apollo's persisted queries) in its own namespace of the same stores. */
  keyValueCache(namespace: string): KeyValueCache<string> {
    const prefix = `${KEY_VALUES}${namespace}:`;
    return {
      get: async (key) => {
        const full = prefix + key;
        const hit = this.local.get(full);
        if (hit !== undefined || !this.remote) return hit;
        const remote = await this.remoteGet(full);
        // Values under one key never change here (APQ keys are hashes of their value).
        if (remote !== undefined) this.local.set(full, remote, KEY_VALUE_MAX_TTL_MS);
        return remote;
      },
      set: async (key, value, options?: KeyValueCacheSetOptions) => {
        const ttlMs = options?.ttl ? Math.min(options.ttl * 1000, KEY_VALUE_MAX_TTL_MS) : KEY_VALUE_MAX_TTL_MS;
        this.local.set(prefix + key, value, ttlMs);
        await this.remoteSet(prefix + key, value, ttlMs);
      },
      delete: async (key) => {
        this.local.delete(prefix + key);
        await this.remote?.delete(prefix + key).catch((error: unknown) => this.remoteFailed(error, 'delete'));
      },
    };
  }

  async close(): Promise<void> {
    await this.remote?.close();
  }

  private dropLocal(prefixes: readonly string[]): void {
    this.generation += 1;
    this.local.deleteByPrefix(prefixes.map((prefix) => ANSWERS + prefix));
    for (const key of this.inflight.keys()) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) this.inflight.delete(key);
    }
  }

  private async read(key: string): Promise<Entry | undefined> {
    const full = ANSWERS + key;
    const hit = parseEntry(this.local.get(full));
    if (!this.remote || (hit && this.now() < hit.freshUntil)) return hit;
    // A local miss or stale copy: another process may have stored a fresher answer.
    const text = await this.remoteGet(full);
    const entry = parseEntry(text);
    if (!entry || text === undefined || (hit && entry.freshUntil <= hit.freshUntil)) return hit;
    this.local.set(full, text, entry.staleUntil - this.now());
    return entry;
  }

  private loadOnce(key: string, policy: CachePolicy, load: () => Promise<string>): Promise<string> {
    const running = this.inflight.get(key);
    if (running) return running;
    const generation = this.generation;
    const call = load()
      .then(async (body) => {
        if (generation === this.generation) await this.write(key, body, policy);
        return body;
      })
      .finally(() => {
        if (this.inflight.get(key) === call) this.inflight.delete(key);
      });
    this.inflight.set(key, call);
    return call;
  }

  private async write(key: string, body: string, policy: CachePolicy): Promise<void> {
    const now = this.now();
    const lifetime = policy.ttlMs + policy.graceMs;
    if (lifetime <= 0) return;
    const text = JSON.stringify({ body, freshUntil: now + policy.ttlMs, staleUntil: now + lifetime } satisfies Entry);
    this.local.set(ANSWERS + key, text, lifetime);
    await this.remoteSet(ANSWERS + key, text, lifetime);
  }

  // Redis trouble degrades to "no shared cache", never to a failed request.
  private async remoteGet(key: string): Promise<string | undefined> {
    if (!this.remote) return undefined;
    try {
      return await this.remote.get(key);
    } catch (error) {
      this.remoteFailed(error, 'get');
      return undefined;
    }
  }

  private async remoteSet(key: string, value: string, ttlMs: number): Promise<void> {
    try {
      await this.remote?.set(key, value, ttlMs);
    } catch (error) {
      this.remoteFailed(error, 'set');
    }
  }

  private remoteFailed(error: unknown, operation: string): void {
    // While Redis is away every lookup fails; one line per interval tells the story.
    const now = Date.now();
    if (now - this.lastRemoteWarning < REMOTE_WARNING_INTERVAL_MS) return;
    this.lastRemoteWarning = now;
    this.logger?.warn({ err: error, operation }, 'shared cache store unavailable; serving from this process and the upstream');
  }
}
