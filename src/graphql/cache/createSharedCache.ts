// Chooses the shared cache's levels from the configuration: always an in-process LRU, and
// Redis behind it when REDIS_URL is set (docs/ARCHITECTURE.md "Scale-out").
import type { GatewayObserver } from '../GatewayObserver';
import { RedisCacheStore } from './RedisCacheStore';
import { SharedCache, type CacheLogger, type CachePeers } from './SharedCache';

export interface SharedCacheConfig {
  redisUrl?: string | undefined;
  redisKeyPrefix: string;
  maxEntries: number;
  maxBytes: number;
  /** Sibling processes told of invalidations when there is no Redis (node:cluster workers). */
  peers?: CachePeers | undefined;
  logger?: CacheLogger | undefined;
  /** Told of the cache's reads and of the remote store's connection and failures (the web process's metrics). */
  observer?: GatewayObserver | undefined;
}

export async function createSharedCache(config: SharedCacheConfig): Promise<SharedCache> {
  const remote = config.redisUrl
    ? await RedisCacheStore.connect({
        url: config.redisUrl,
        keyPrefix: config.redisKeyPrefix,
        logger: config.logger,
        onConnection: config.observer && ((connected) => config.observer?.sharedStoreConnected(connected)),
      })
    : undefined;
  // With Redis its pub/sub reaches every process already: the peers would hear it all twice.
  const peers = remote ? undefined : config.peers;
  return new SharedCache({
    maxEntries: config.maxEntries,
    maxBytes: config.maxBytes,
    remote,
    peers,
    logger: config.logger,
    observer: config.observer,
  });
}
