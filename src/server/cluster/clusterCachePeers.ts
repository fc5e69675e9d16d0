// Cache invalidations between the workers of one node:cluster when there is no Redis
// (docs/ARCHITECTURE.md "Scale-out": with REDIS_URL, Redis pub/sub already reaches every process and
// this channel is not used). Every worker keeps its own in-process cache level, so a staff write
// in one worker must make the others drop their copies too:
//
//   worker A ──invalidate {id, prefixes}──▶ primary ──invalidated {prefixes}──▶ every other worker
//            ◀──────────relayed {id}──────────┘
//
// A's publish() resolves on `relayed`, i.e. once the primary has queued the message on every other
// worker's channel. The primary hands new connections to workers over those same channels
// (round-robin scheduling, the default except on Windows), and a channel delivers in order, so a
// request that follows the write (the client sees the write's answer only after `relayed`) reaches
// the other worker after the invalidation did.
import type { CachePeers } from '../../graphql/cache/SharedCache';
import { isRecord } from '../../shared/isRecord';
import { channelToPrimary, type ChannelToPrimary } from './channelToPrimary';

/** If the primary does not answer in time, the write goes on; the other workers' TTLs still apply. */
const RELAY_TIMEOUT_MS = 2000;

const INVALIDATE = 'orchestra:cache-invalidate';
const INVALIDATED = 'orchestra:cache-invalidated';
const RELAYED = 'orchestra:cache-invalidate-relayed';

/** Worker → primary: drop these prefixes in every other worker, then answer `relayed` with `id`. */
interface InvalidateMessage {
  type: typeof INVALIDATE;
  id: number;
  prefixes: string[];
}
/** Primary → every other worker. */
interface InvalidatedMessage {
  type: typeof INVALIDATED;
  prefixes: string[];
}
/** Primary → the worker that asked. */
interface RelayedMessage {
  type: typeof RELAYED;
  id: number;
}

export type CacheChannelMessage = InvalidateMessage | InvalidatedMessage | RelayedMessage;

/** One end of an IPC channel: a worker seen from the primary, or the primary seen from a worker. */
export interface IpcEndpoint {
  /** For logs: the process at the other end. */
  pid?: number | undefined;
  /** Sends one message; `done` receives the error when the channel is closed (never thrown). */
  send(message: CacheChannelMessage, done: (error: Error | null) => void): void;
}

export type WorkerChannel = ChannelToPrimary<CacheChannelMessage>;

export interface ChannelLogger {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

function isPrefixList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((prefix) => typeof prefix === 'string');
}

function isInvalidate(message: unknown): message is InvalidateMessage {
  return isRecord(message) && message.type === INVALIDATE && typeof message.id === 'number' && isPrefixList(message.prefixes);
}

function isInvalidated(message: unknown): message is InvalidatedMessage {
  return isRecord(message) && message.type === INVALIDATED && isPrefixList(message.prefixes);
}

function isRelayed(message: unknown): message is RelayedMessage {
  return isRecord(message) && message.type === RELAYED && typeof message.id === 'number';
}

/** This worker's process as its end of the cluster channel to the primary. */
export function primaryChannel(): WorkerChannel {
  return channelToPrimary<CacheChannelMessage>();
}

/** The worker side: SharedCache's peers are the other workers, reached through the primary. */
export function createClusterCachePeers(primary: WorkerChannel, logger: ChannelLogger, relayTimeoutMs = RELAY_TIMEOUT_MS): CachePeers {
  const listeners: ((prefixes: string[]) => void)[] = [];
  const waiting = new Map<number, () => void>();
  let nextId = 1;

  primary.onMessage((message) => {
    if (isInvalidated(message)) {
      logger.debug({ prefixes: message.prefixes }, 'cache invalidation from another worker');
      for (const listener of listeners) listener(message.prefixes);
    } else if (isRelayed(message)) {
      waiting.get(message.id)?.();
    }
  });

  return {
    publish(prefixes) {
      const id = nextId++;
      return new Promise<void>((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve();
        };
        const timer = setTimeout(() => {
          logger.warn(
            { prefixes, timeoutMs: relayTimeoutMs },
            'the primary did not confirm a cache invalidation in time; other workers may serve old answers until their TTL',
          );
          finish();
        }, relayTimeoutMs);
        timer.unref();
        waiting.set(id, finish);
        primary.send({ type: INVALIDATE, id, prefixes: [...prefixes] }, (error) => {
          if (!error) return;
          logger.warn(
            { err: error, prefixes },
            'could not send a cache invalidation to the primary; other workers may serve old answers until their TTL',
          );
          finish();
        });
      });
    },
    onInvalidation(listener) {
      listeners.push(listener);
    },
  };
}

/**
 * The primary side: when `message` is a worker's invalidation, passes it to every other worker
 * and then answers the sender. Returns false for any other message.
 */
export function relayCacheInvalidation(
  message: unknown,
  from: IpcEndpoint,
  others: readonly IpcEndpoint[],
  logger: ChannelLogger,
): boolean {
  if (!isInvalidate(message)) return false;
  const { id, prefixes } = message;
  const failed = (to: IpcEndpoint) => (error: Error | null) => {
    // A worker that is going away has nothing left to drop; its replacement starts empty.
    if (error) logger.warn({ err: error, worker: to.pid, prefixes }, 'could not pass a cache invalidation to a worker');
  };
  for (const other of others) other.send({ type: INVALIDATED, prefixes }, failed(other));
  from.send({ type: RELAYED, id }, failed(from));
  logger.info({ prefixes, from: from.pid, to: others.map((other) => other.pid) }, 'cache invalidation relayed to the other workers');
  return true;
}
