// The metrics of a cluster (WEB_CONCURRENCY > 1): each worker counts in its own registry, and one
// scrape must cover them all. The primary reads them with prom-client's AggregatorRegistry, which
// asks every worker over the cluster's IPC channel and adds their figures up (counters and
// histograms summed; Node's own figures by the rule prom-client gives each, e.g. the event-loop
// delay averaged; orchestra_redis_connected the lowest). The primary serves METRICS_PORT itself,
// and answers workers asked with METRICS_TOKEN (clusterMetricsChannel.ts). The primary imports
// this file only when metrics are wanted: prom-client costs it about 12 MiB.
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { MetricsSource } from '../metrics/metricsEndpoints';

/** Worker: answer the primary's requests for this process's figures with `registry` (instead of prom-client's global one). */
export function offerMetricsToPrimary(registry: Registry): void {
  // An AggregatorRegistry made in a worker is what makes prom-client answer the primary.
  void new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

/** Primary: every worker's figures, added up. */
export function workersMetricsSource(): MetricsSource {
  const aggregator = new AggregatorRegistry();
  return { contentType: aggregator.contentType, read: () => aggregator.clusterMetrics() };
}
