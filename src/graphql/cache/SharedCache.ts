// The shared TTL cache of the gateway (docs/CONVENTIONS.md "two caches, each with one job"): answers to
// anonymous upstream GETs, shared by every request of this process and, with Redis, of every
// web process. The per-request DataLoaders stay the other cache (one call per resource per
// request); this one spares the upstream the same call from many visitors.
//
// Stale-while-revalidate: past its TTL an answer is still served for a grace period while ONE
// background refresh runs; a failed refresh leaves the stale answer in place. Past the grace
// period callers wait for a fresh call; a policy with `staleIfError` keeps the answer longer
// still, as a stand-in: when the fresh call fails, or has not answered within the stand-in's
// wait, the old answer is served (and the call, still running, refreshes it). Whoever is served
// an answer past its TTL is told (`onStale`): a page says so in a header (issue 21 item 6).
//
// Two levels: an in-process LRU in front of an optional remote store (Redis). Every process
// keeps its own LRU, so invalidate() drops the entries remotely and tells every other process
// (pub/sub) to drop its local copies too. An answer read from the upstream before another
// process's invalidation is not written to the remote store after it, though the message has not
// arrived yet (write(): the store counts invalidations).
//
// The remote level holds text; the in-process level holds each answer decoded as well, once
// per decoder, deeply frozen: a hit here parses and validates nothing (profiled: re-reading
// cached answers was ~8% of a page's CPU).
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { GatewayObserver } from '../GatewayObserver';
import { deepFreeze } from './deepFreeze';
import { LruStore } from './LruStore';

export interface CachePolicy {
  /** How long an answer is fresh. */
  ttlMs: number;
  /** How long past the TTL it may still be served while a refresh runs. */
  graceMs: number;
  /**
   * Past the grace period, how much longer the answer stands in when a fresh call fails or is
   * slow, and how long a caller waits for the fresh call before it is served the old answer
   * (absent: no stand-in, the caller waits for the fresh call and sees its failure).
   */
  staleIfError?: { forMs: number; waitMs: number } | undefined;
}

/** Why an answer past its TTL was served: within its grace (a refresh runs), or standing in for a fresh call that failed or was slow. */
export type StaleReason = 'grace' | 'upstream';

/** What a remote store (Redis) offers; keys arrive already namespaced. */
export interface RemoteCacheStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /**
   * The store's count of invalidations (deleteByPrefix), read before an upstream call whose answer
   * will be stored: see setUnlessInvalidated.
   */
  generation(): Promise<string>;
  /**
   * Sets `key` only if no invalidation happened since `generation` was read (atomically, in the
   * store); resolves whether it did. An answer read from the upstream before another process's
   * edit must not land in the store after that process emptied it: every process would then read
   * it until its TTL ran out.
   */
  setUnlessInvalidated(key: string, value: string, ttlMs: number, generation: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Drops every key under these prefixes, counting one invalidation first (generation). */
  deleteByPrefix(prefixes: readonly string[]): Promise<void>;
  /** Tells every other process to drop its local copies of these (un-namespaced) prefixes. */
  publishInvalidation(prefixes: readonly string[]): Promise<void>;
  onInvalidation(listener: (prefixes: string[]) => void): void;
  close(): Promise<void>;
}

export interface CacheLogger {
  warn(object: object, message: string): void;
  info?(object: object, message: string): void;
}

/**
 * The other processes of this site that keep their own in-process level but share no remote
 * store: node:cluster workers without Redis (src/server/cluster/clusterCachePeers.ts). With a
 * remote store its pub/sub already reaches them; do not give both.
 */
export interface CachePeers {
  /** Tells every peer to drop its local copies of these prefixes; resolves once they have been told, never rejects. */
  publish(prefixes: readonly string[]): Promise<void>;
  onInvalidation(listener: (prefixes: string[]) => void): void;
}

export interface SharedCacheOptions {
  maxEntries: number;
  maxBytes: number;
  remote?: RemoteCacheStore | undefined;
  peers?: CachePeers | undefined;
  logger?: CacheLogger | undefined;
  /** Told of every read (hit, stale, miss) and of every failed command to the remote store (the web process's metrics). */
  observer?: Pick<GatewayObserver, 'sharedCacheRead' | 'sharedStoreFailed'> | undefined;
  now?: () => number;
}

/**
 * How a caller turns an answer's text into its value. `id` keys the memo of decoded values, so
 * it must be one object for every request that decodes alike (a module-level schema); `decode`
 * may close over the request (e.g. a path for error messages). It throws on an answer it
 * rejects, and such an answer is never stored.
 */
export interface AnswerDecoder<T> {
  readonly id: object;
  decode(text: string): T;
}

/** An answer in the remote store (JSON text). */
interface Entry {
  body: string;
  freshUntil: number;
  staleUntil: number;
  /** Until when it may stand in for a failed or slow fresh call (staleUntil when its policy has no stand-in). */
  standInUntil: number;
}

/** An answer as this process keeps it. */
interface LocalAnswer extends Readonly<Entry> {
  /** Decoded, deeply frozen values by the id of the decoder that made them. */
  readonly decoded: Map<object, unknown>;
}

/** The in-process level holds answers and, in their own namespace, key-value strings. */
type LocalValue = LocalAnswer | string;

/** The size bound counts text: a key-value string, or an answer's body (not its decoded copies). */
function textLengthOf(value: LocalValue): number {
  return typeof value === 'string' ? value.length : value.body.length;
}

/** The value `decoder` makes of this answer: decoded and frozen on first use, then shared. */
function decodedFrom<T>(answer: LocalAnswer, decoder: AnswerDecoder<T>): T {
  const memo = answer.decoded.get(decoder.id);
  // The memo is keyed by decoder id, and every decoder with one id yields a T (AnswerDecoder).
  if (memo !== undefined || answer.decoded.has(decoder.id)) return memo as T;
  const value = deepFreeze(decoder.decode(answer.body));
  answer.decoded.set(decoder.id, value);
  return value;
}

/** A call's outcome within `waitMs`: its value, its failure, or still running. */
async function withinWait<T>(
  call: Promise<T>,
  waitMs: number,
): Promise<{ kind: 'answer'; value: T } | { kind: 'failed'; error: unknown } | { kind: 'slow' }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<{ kind: 'slow' }>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'slow' }), waitMs);
  });
  try {
    return await Promise.race([
      call.then(
        (value) => ({ kind: 'answer' as const, value }),
        (error: unknown) => ({ kind: 'failed' as const, error }),
      ),
      slow,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Namespaces inside one store: upstream answers and the key-value caches (APQ). */
const ANSWERS = 'up:';
const KEY_VALUES = 'kv:';
/** A key-value entry set without a TTL still leaves the cache after a day. */
const KEY_VALUE_MAX_TTL_MS = 24 * 60 * 60 * 1000;
const REMOTE_WARNING_INTERVAL_MS = 10_000;
/**
 * An invalidation Redis did not take is tried again after 1, 2, 4 … seconds, at most this far
 * apart, until it goes through: the answers it must drop may live in Redis for their grace.
 */
const INVALIDATION_RETRY_MAX_MS = 30_000;

function parseEntry(text: string | undefined): LocalAnswer | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Entry>;
    if (typeof value.body === 'string' && typeof value.freshUntil === 'number' && typeof value.staleUntil === 'number') {
      const standInUntil = typeof value.standInUntil === 'number' ? value.standInUntil : value.staleUntil;
      return { body: value.body, freshUntil: value.freshUntil, staleUntil: value.staleUntil, standInUntil, decoded: new Map() };
    }
  } catch {
    // A foreign or truncated value is a miss, not a failure.
  }
  return undefined;
}

export class SharedCache {
  private readonly local: LruStore<LocalValue>;
  private readonly remote: RemoteCacheStore | undefined;
  private readonly peers: CachePeers | undefined;
  private readonly now: () => number;
  private readonly logger: CacheLogger | undefined;
  private readonly observer: SharedCacheOptions['observer'];
  /** Single flight: at most one upstream call per key at a time, in this process. */
  private readonly inflight = new Map<string, Promise<LocalAnswer>>();
  /** Single flight for remote reads: concurrent misses of one key share one parsed (and decoded) copy. */
  private readonly remoteReads = new Map<string, Promise<LocalAnswer | undefined>>();
  /**
   * Bumped by every invalidation: a call that started before it must not store its (possibly
   * outdated) answer. Coarse on purpose: invalidations are rare, a lost store is harmless.
   */
  private generation = 0;
  private lastRemoteWarning = Number.NEGATIVE_INFINITY;
  /** Told whenever answers are dropped here, whoever asked (this process, Redis, a peer). */
  private readonly dropListeners: ((prefixes: readonly string[]) => void)[] = [];
  /** Prefixes whose invalidation Redis has not taken yet, tried again on a timer (invalidate). */
  private readonly unsentInvalidations = new Set<string>();
  private invalidationRetry: { timer: NodeJS.Timeout; delayMs: number } | undefined;

  constructor(options: SharedCacheOptions) {
    this.now = options.now ?? Date.now;
    this.local = new LruStore<LocalValue>({
      maxEntries: options.maxEntries,
      maxBytes: options.maxBytes,
      lengthOf: textLengthOf,
      now: this.now,
    });
    this.remote = options.remote;
    this.logger = options.logger;
    this.observer = options.observer;
    this.remote?.onInvalidation((prefixes) => this.dropLocal(prefixes));
    this.peers = options.peers;
    this.peers?.onInvalidation((prefixes) => this.dropLocal(prefixes));
  }

  /** True when answers are shared with other processes (Redis). */
  get shared(): boolean {
    return this.remote !== undefined;
  }

  /**
   * The cached answer for `key`, or `load()`'s (stored under `policy` once `decoder` accepts it),
   * as `decoder` makes it; see the header for staleness. The value is deeply frozen: callers
   * share it.
   */
  async getOrLoad<T>(
    key: string,
    policy: CachePolicy,
    load: () => Promise<string>,
    decoder: AnswerDecoder<T>,
    onStale?: (reason: StaleReason) => void,
  ): Promise<T> {
    const entry = await this.read(key);
    const now = this.now();
    if (entry && now < entry.freshUntil) {
      this.observer?.sharedCacheRead('hit');
      return decodedFrom(entry, decoder);
    }
    if (entry && now < entry.staleUntil) {
      this.loadOnce(key, policy, load, decoder).catch((error: unknown) => {
        this.logger?.warn({ err: error, cacheKey: key }, 'background refresh failed; serving the stale answer within its grace');
      });
      this.observer?.sharedCacheRead('stale');
      onStale?.('grace');
      return decodedFrom(entry, decoder);
    }
    const fresh = this.loadOnce(key, policy, load, decoder);
    if (!entry || now >= entry.standInUntil || !policy.staleIfError) {
      this.observer?.sharedCacheRead('miss');
      return decodedFrom(await fresh, decoder);
    }
    // A stand-in: the fresh answer if it comes in time, else (slow, or failed) the old one.
    const answered = await withinWait(fresh, policy.staleIfError.waitMs);
    this.observer?.sharedCacheRead(answered.kind === 'answer' ? 'miss' : 'stale');
    if (answered.kind === 'answer') return decodedFrom(answered.value, decoder);
    if (answered.kind === 'failed')
      this.logger?.warn({ err: answered.error, cacheKey: key }, 'upstream call failed; serving the last answer in its stead');
    else
      fresh.catch((error: unknown) =>
        this.logger?.warn({ err: error, cacheKey: key }, 'upstream call failed after its stand-in was served'),
      );
    onStale?.('upstream');
    return decodedFrom(entry, decoder);
  }

  /**
   * Drops every answer whose key starts with one of these prefixes (a resource kind such as
   * 'events:' is a prefix of all its keys), here, in Redis and in every other process.
   * The staff mutations call this after a successful write.
   */
  async invalidate(prefixOrTags: string | readonly string[]): Promise<void> {
    const prefixes = typeof prefixOrTags === 'string' ? [prefixOrTags] : [...prefixOrTags];
    this.dropLocal(prefixes);
    await this.peers?.publish(prefixes);
    if (!this.remote) return;
    try {
      await this.invalidateRemote(prefixes);
    } catch (error) {
      // The write it follows is done: the staff member is told so, not that it failed. Until
      // Redis takes the invalidation, the other processes may answer from what they hold, up to
      // its TTL; it is tried again in the background until Redis takes it.
      this.observer?.sharedStoreFailed('invalidate');
      this.logger?.warn(
        { err: error, prefixes },
        'the shared cache store did not take an invalidation; other processes may answer from their copies until it does (tried again)',
      );
      for (const prefix of prefixes) this.unsentInvalidations.add(prefix);
      this.scheduleInvalidationRetry(1000);
    }
  }

  /** A KeyValueCache view (Apollo's persisted queries) in its own namespace of the same stores. */
  keyValueCache(namespace: string): KeyValueCache {
    const prefix = `${KEY_VALUES}${namespace}:`;
    return {
      get: async (key) => {
        const full = prefix + key;
        const local = this.local.get(full);
        const hit = typeof local === 'string' ? local : undefined;
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
    clearTimeout(this.invalidationRetry?.timer);
    this.invalidationRetry = undefined;
    await this.remote?.close();
  }

  /**
   * Calls `listener` whenever answers are dropped in this process (an invalidation here or
   * from another process): what was derived from them must go too (RenderResultCache).
   */
  onDrop(listener: (prefixes: readonly string[]) => void): void {
    this.dropListeners.push(listener);
  }

  private async invalidateRemote(prefixes: readonly string[]): Promise<void> {
    await this.remote?.deleteByPrefix(prefixes.map((prefix) => ANSWERS + prefix));
    await this.remote?.publishInvalidation(prefixes);
  }

  private scheduleInvalidationRetry(delayMs: number): void {
    if (this.invalidationRetry) return;
    const timer = setTimeout(() => void this.retryInvalidations(delayMs), delayMs);
    timer.unref();
    this.invalidationRetry = { timer, delayMs };
  }

  private async retryInvalidations(lastDelayMs: number): Promise<void> {
    this.invalidationRetry = undefined;
    const prefixes = [...this.unsentInvalidations];
    if (prefixes.length === 0) return;
    this.unsentInvalidations.clear();
    try {
      await this.invalidateRemote(prefixes);
      this.logger?.info?.({ prefixes }, 'the shared cache store took the invalidations it had missed');
    } catch (error) {
      this.remoteFailed(error, 'invalidate');
      for (const prefix of prefixes) this.unsentInvalidations.add(prefix);
      this.scheduleInvalidationRetry(Math.min(lastDelayMs * 2, INVALIDATION_RETRY_MAX_MS));
    }
  }

  private dropLocal(prefixes: readonly string[]): void {
    this.generation += 1;
    this.local.deleteByPrefix(prefixes.map((prefix) => ANSWERS + prefix));
    for (const key of this.inflight.keys()) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) this.inflight.delete(key);
    }
    for (const full of this.remoteReads.keys()) {
      if (prefixes.some((prefix) => full.startsWith(ANSWERS + prefix))) this.remoteReads.delete(full);
    }
    for (const listener of this.dropListeners) listener(prefixes);
  }

  private async read(key: string): Promise<LocalAnswer | undefined> {
    const full = ANSWERS + key;
    const hit = this.localAnswer(full);
    if (!this.remote || (hit && this.now() < hit.freshUntil)) return hit;
    // A local miss or stale copy: another process may have stored a fresher answer.
    const entry = await this.readRemote(full);
    return entry && (!hit || entry.freshUntil > hit.freshUntil) ? entry : hit;
  }

  /**
   * The remote store's answer under `full`. A fresher one than this process has is kept here
   * with its own (empty) memo, so it is decoded once in this process, not once per reader.
   */
  private readRemote(full: string): Promise<LocalAnswer | undefined> {
    const running = this.remoteReads.get(full);
    if (running) return running;
    const generation = this.generation;
    const reading = this.remoteGet(full)
      .then((text) => {
        const entry = parseEntry(text);
        if (!entry) return undefined;
        const current = this.localAnswer(full);
        if (current && current.freshUntil >= entry.freshUntil) return current;
        // An invalidation while Redis answered: hand the answer to the readers who asked before it, keep nothing.
        if (generation === this.generation) this.local.set(full, entry, entry.standInUntil - this.now());
        return entry;
      })
      .finally(() => {
        if (this.remoteReads.get(full) === reading) this.remoteReads.delete(full);
      });
    this.remoteReads.set(full, reading);
    return reading;
  }

  /** Answers and key-value strings live in separate namespaces of one LRU (one size bound). */
  private localAnswer(full: string): LocalAnswer | undefined {
    const value = this.local.get(full);
    return typeof value === 'object' ? value : undefined;
  }

  private loadOnce(key: string, policy: CachePolicy, load: () => Promise<string>, decoder: AnswerDecoder<unknown>): Promise<LocalAnswer> {
    const running = this.inflight.get(key);
    if (running) return running;
    const generation = this.generation;
    // With a remote store, its invalidation count is read before the upstream is asked: another
    // process's edit may land between the upstream's answer and our write (see write()).
    const remoteGeneration = this.remote ? this.remoteGeneration() : Promise.resolve(undefined);
    const call = (this.remote ? remoteGeneration.then(() => load()) : load())
      .then(async (body) => {
        const now = this.now();
        const staleUntil = now + policy.ttlMs + policy.graceMs;
        const answer: LocalAnswer = {
          body,
          freshUntil: now + policy.ttlMs,
          staleUntil,
          standInUntil: staleUntil + (policy.staleIfError?.forMs ?? 0),
          decoded: new Map(),
        };
        // Only an answer its caller's decoder accepts is shared: a malformed one throws here.
        decodedFrom(answer, decoder);
        if (generation === this.generation) await this.write(key, answer, await remoteGeneration);
        return answer;
      })
      .finally(() => {
        if (this.inflight.get(key) === call) this.inflight.delete(key);
      });
    this.inflight.set(key, call);
    return call;
  }

  /**
   * Keeps an answer here and in the remote store. `remoteGeneration` is the remote store's
   * invalidation count read before the upstream was asked: when another process has invalidated
   * since (its edit may be newer than this answer), the store refuses the answer, and this
   * process drops its own copy too, before that process's message arrives. Unknown (the store did
   * not answer), the answer stays in this process only.
   */
  private async write(key: string, answer: LocalAnswer, remoteGeneration: string | undefined): Promise<void> {
    const lifetime = answer.standInUntil - this.now();
    if (lifetime <= 0) return;
    const full = ANSWERS + key;
    this.local.set(full, answer, lifetime);
    if (!this.remote || remoteGeneration === undefined) return;
    const { body, freshUntil, staleUntil, standInUntil } = answer;
    const text = JSON.stringify({ body, freshUntil, staleUntil, standInUntil } satisfies Entry);
    let kept: boolean;
    try {
      kept = await this.remote.setUnlessInvalidated(full, text, lifetime, remoteGeneration);
    } catch (error) {
      this.remoteFailed(error, 'set');
      return;
    }
    if (!kept && this.local.get(full) === answer) this.local.delete(full);
  }

  /** The remote store's invalidation count, or undefined when it does not answer. */
  private async remoteGeneration(): Promise<string | undefined> {
    try {
      return await this.remote?.generation();
    } catch (error) {
      this.remoteFailed(error, 'get');
      return undefined;
    }
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
    this.observer?.sharedStoreFailed(operation);
    // While Redis is away every lookup fails; one line per interval tells the story.
    const now = Date.now();
    if (now - this.lastRemoteWarning < REMOTE_WARNING_INTERVAL_MS) return;
    this.lastRemoteWarning = now;
    this.logger?.warn({ err: error, operation }, 'shared cache store unavailable; serving from this process and the upstream');
  }
}
