import { describe, expect, it } from 'vitest';
import { SharedCache, type AnswerDecoder } from '../../graphql/cache/SharedCache';
import {
  createClusterCachePeers,
  relayCacheInvalidation,
  type CacheChannelMessage,
  type ChannelLogger,
  type IpcEndpoint,
  type WorkerChannel,
} from './clusterCachePeers';

interface LoggedLine {
  level: 'debug' | 'info' | 'warn';
  object: object;
  message: string;
}

function recordingLogger(lines: LoggedLine[] = []): ChannelLogger & { lines: LoggedLine[] } {
  return {
    lines,
    debug: (object, message) => void lines.push({ level: 'debug', object, message }),
    info: (object, message) => void lines.push({ level: 'info', object, message }),
    warn: (object, message) => void lines.push({ level: 'warn', object, message }),
  };
}

/**
 * A primary and its workers in memory, wired like node:cluster: each message crosses on a
 * later turn (as IPC does), in order, and the primary runs relayCacheInvalidation.
 */
function fakeCluster(size: number) {
  const primaryLog = recordingLogger();
  const inboxes = Array.from({ length: size }, () => [] as ((message: unknown) => void)[]);
  const deliver = (listeners: ((message: unknown) => void)[], message: CacheChannelMessage) => {
    // Structured clone, as the channel serialises.
    const copy: unknown = structuredClone(message);
    setImmediate(() => listeners.forEach((listener) => listener(copy)));
  };
  const workerEnd = (index: number): IpcEndpoint => ({
    pid: 1000 + index,
    send: (message, done) => {
      deliver(inboxes[index] ?? [], message);
      done(null);
    },
  });
  const channels: WorkerChannel[] = inboxes.map((inbox, index) => ({
    pid: 1,
    send: (message, done) => {
      const copy: unknown = structuredClone(message);
      setImmediate(() => {
        const others = inboxes
          .map((_, other) => other)
          .filter((other) => other !== index)
          .map(workerEnd);
        relayCacheInvalidation(copy, workerEnd(index), others, primaryLog);
      });
      done(null);
    },
    onMessage: (listener) => void inbox.push(listener),
  }));
  return { channels, primaryLog };
}

describe('cache invalidations over the cluster channel', () => {
  it('reaches every other worker through the primary, and not the sender', async () => {
    const { channels, primaryLog } = fakeCluster(3);
    const heard: string[][][] = [[], [], []];
    const peers = channels.map((channel, index) => {
      const worker = createClusterCachePeers(channel, recordingLogger());
      worker.onInvalidation((prefixes) => heard[index]?.push(prefixes));
      return worker;
    });

    await peers[1]?.publish(['pages:', 'sections:']);

    // publish() resolved on the primary's answer, which it sends after passing the message on;
    // one more turn lets the other workers' deliveries (queued before it) run.
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual([[['pages:', 'sections:']], [], [['pages:', 'sections:']]]);
    expect(primaryLog.lines).toEqual([
      {
        level: 'info',
        object: { prefixes: ['pages:', 'sections:'], from: 1001, to: [1000, 1002] },
        message: 'cache invalidation relayed to the other workers',
      },
    ]);
  });

  it('makes another worker’s SharedCache load again after a write in this one', async () => {
    const { channels } = fakeCluster(2);
    const [first, second] = channels.map(
      (channel) => new SharedCache({ maxEntries: 10, maxBytes: 10_000, peers: createClusterCachePeers(channel, recordingLogger()) }),
    );
    if (!first || !second) throw new Error('two caches expected');
    const text: AnswerDecoder<string> = { id: {}, decode: (body) => body };
    const policy = { ttlMs: 60_000, graceMs: 0 };
    await second.getOrLoad('events:/de/api/events/', policy, async () => 'before', text);
    expect(await second.getOrLoad('events:/de/api/events/', policy, async () => 'not asked', text)).toBe('before');

    await first.invalidate('events:');
    await new Promise((resolve) => setImmediate(resolve));

    expect(await second.getOrLoad('events:/de/api/events/', policy, async () => 'after', text)).toBe('after');
  });

  it('lets the write go on when the primary does not answer', async () => {
    const log = recordingLogger();
    const silent: WorkerChannel = { send: (_message, done) => done(null), onMessage: () => {} };
    await createClusterCachePeers(silent, log, 20).publish(['pages:']);
    expect(log.lines.map((line) => line.message)).toEqual([expect.stringContaining('did not confirm a cache invalidation in time')]);
  });

  it('lets the write go on when the channel is closed', async () => {
    const log = recordingLogger();
    const closed: WorkerChannel = { send: (_message, done) => done(new Error('Channel closed')), onMessage: () => {} };
    await createClusterCachePeers(closed, log, 60_000).publish(['pages:']);
    expect(log.lines.map((line) => line.message)).toEqual([expect.stringContaining('could not send a cache invalidation to the primary')]);
  });

  it('leaves other messages to their owners and ignores malformed ones', () => {
    const sent: CacheChannelMessage[] = [];
    const endpoint: IpcEndpoint = { send: (message, done) => (sent.push(message), done(null)) };
    const log = recordingLogger();
    expect(relayCacheInvalidation({ type: 'ready', port: 3000 }, endpoint, [endpoint], log)).toBe(false);
    expect(relayCacheInvalidation({ type: 'orchestra:cache-invalidate', id: 1, prefixes: [1] }, endpoint, [endpoint], log)).toBe(false);
    expect(relayCacheInvalidation('orchestra:cache-invalidate', endpoint, [endpoint], log)).toBe(false);
    expect(sent).toEqual([]);

    const listeners: ((message: unknown) => void)[] = [];
    const heard: string[][] = [];
    createClusterCachePeers({ send: () => {}, onMessage: (listener) => void listeners.push(listener) }, log).onInvalidation((prefixes) =>
      heard.push(prefixes),
    );
    for (const listener of listeners) {
      listener({ type: 'orchestra:cache-invalidated', prefixes: 'pages:' });
      listener({ type: 'orchestra:cache-invalidated' });
      listener(null);
      listener({ type: 'orchestra:cache-invalidated', prefixes: ['pages:'] });
    }
    expect(heard).toEqual([['pages:']]);
  });
});
