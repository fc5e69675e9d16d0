// What the gateway tells whoever watches it: each upstream exchange, each read of the shared cache,
// the state of its remote store (Redis). The web process turns these into its Prometheus metrics
// (src/server/metrics); src/graphql knows nothing of Prometheus. Every option that takes one is
// optional: without it nothing is told.

/**
 * How one upstream exchange ended: `ok` an answer below 400, `not_found` a 404, `client_error`
 * another 4xx (a 400 with field errors, a 401/403, the cart's 409), `server_error` a 5xx,
 * `timeout` no whole answer within the deadline, `unavailable` no connection, `invalid_payload`
 * an answer over the size limit.
 */
export type UpstreamOutcome = 'ok' | 'not_found' | 'client_error' | 'server_error' | 'timeout' | 'unavailable' | 'invalid_payload';

/** A read of the shared cache: served fresh, served past its TTL (grace or stand-in), or waited for an upstream call. */
type SharedCacheResult = 'hit' | 'stale' | 'miss';

export interface GatewayObserver {
  /** One exchange with the upstream (a read sent again on a new connection counts once); `resource` is a bounded name (upstreamResourceOf). */
  upstreamCall(resource: string, outcome: UpstreamOutcome, seconds: number): void;
  /** One read of an anonymous GET through the shared cache. */
  sharedCacheRead(result: SharedCacheResult): void;
  /** The remote store's connections are up (true) or one of them is down (false): answers then come from this process and the upstream. */
  sharedStoreConnected(connected: boolean): void;
  /** A command to the remote store failed (`get`, `set`, `delete`): the read was a miss, the write was lost. */
  sharedStoreFailed(operation: string): void;
}
