// One process serving the site: the embedded upstream (when no CMS_URL is set), the gateway,
// the Express app, and a graceful shutdown on SIGTERM/SIGINT. Alone, or as one worker of the
// cluster (main.ts), in which case the primary has set CMS_URL.
import cluster from 'node:cluster';
import http from 'node:http';
import type { Logger } from 'pino';
import type { ErrorReporter } from '../shared/ErrorReporter';
import { createSharedCache } from '../graphql/cache/createSharedCache';
import { createGateway } from '../graphql/createGateway';
import { answerClientError } from './answerClientError';
import { loadAssets } from './assets';
import { readStaticErrorPages } from './readStaticErrorPages';
import { createClusterCachePeers, primaryChannel } from './cluster/clusterCachePeers';
import type { Config } from './config';
import { createApp } from './createApp';
import { startEmbeddedUpstream, type EmbeddedUpstream } from './embeddedUpstream';
import { limitHeapGrowth } from './heapGrowth';
import { createMetrics } from './metrics/createMetrics';
import { startMetricsServer, type MetricsSource } from './metrics/metricsEndpoints';
import { offerMetricsToPrimary } from './cluster/clusterMetrics';
import { primaryMetricsSource } from './cluster/clusterMetricsChannel';
import type { Tracing } from './tracing/startTracing';
import { createShutdownDrain } from './shutdownDrain';

/** Past this (after SHUTDOWN_DELAY_MS), a stop that has not finished draining is forced: exit 1. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

/** One process serving the site alone, or one worker of the cluster (then CMS_URL is set by the primary). `tracing` when an OTLP endpoint is configured. */
export async function serve(config: Config, logger: Logger, reporter: ErrorReporter, tracing?: Tracing): Promise<void> {
  limitHeapGrowth(config.heapGrowingPercent);
  const assets = loadAssets(config.clientDir);

  // Counted always; read at METRICS_PORT (here alone, at the primary in a cluster) or with METRICS_TOKEN.
  const metrics = createMetrics();
  const metricsEnabled = config.metrics.port !== undefined || config.metrics.token !== undefined;
  if (cluster.isWorker && metricsEnabled) offerMetricsToPrimary(metrics.registry);
  const ownMetrics: MetricsSource = { contentType: metrics.registry.contentType, read: () => metrics.registry.metrics() };
  const metricsSource = cluster.isWorker && config.metrics.token !== undefined ? primaryMetricsSource(ownMetrics.contentType) : ownMetrics;
  // Before anything else starts: a port that cannot be had stops the start at once.
  const metricsServer =
    config.metrics.port !== undefined && !cluster.isWorker
      ? await startMetricsServer({ port: config.metrics.port, host: config.host, source: ownMetrics, logger })
      : undefined;

  let embedded: EmbeddedUpstream | undefined;
  if (!config.cmsUrl) {
    logger.info('CMS_URL is not set: starting the embedded reference upstream');
    embedded = await startEmbeddedUpstream(config.cmsEntry, config.cmsPort, config.childEnv, logger);
  }
  const upstreamUrl = config.cmsUrl ?? embedded?.url ?? '';

  // Workers without Redis tell each other of invalidations through the primary.
  const peers = cluster.isWorker && !config.redisUrl ? createClusterCachePeers(primaryChannel(), logger) : undefined;
  const cache = await createSharedCache({
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    maxEntries: config.upstreamCacheMaxEntries,
    maxBytes: config.upstreamCacheMaxBytes,
    peers,
    logger,
    observer: metrics.gateway,
  });
  logger.info(
    { shared: cache.shared, upstreamCache: config.upstreamCache },
    cache.shared
      ? 'gateway cache: in-process and Redis'
      : peers
        ? 'gateway cache: in-process, invalidations relayed to the other workers'
        : 'gateway cache: in-process',
  );
  const gateway = createGateway({
    upstreamUrl,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    settingsTtlMs: config.settingsTtlMs,
    cache,
    upstreamCache: config.upstreamCache,
    renderResultTtlMs: config.renderResultTtlMs,
    logger,
    production: config.production,
    introspection: config.introspection,
    reporter,
    staticErrorPages: await readStaticErrorPages(config.errorPagesDir, logger),
    ...(config.testNow ? { now: () => new Date(config.testNow ?? Date.now()) } : {}),
    scheduleWatchMs: config.scheduleWatchMs,
    editorPresenceMs: config.editorPresenceMs,
    observer: metrics.gateway,
    tracer: tracing?.tracer,
  });
  const server = http.createServer();
  const apollo = gateway.createApolloServer(server);
  await apollo.start();
  const drain = createShutdownDrain();
  server.on('request', createApp({ config, logger, gateway, apollo, assets, upstreamUrl, reporter, metrics, metricsSource, drain }));
  server.on('clientError', answerClientError);
  // Slow clients must not hold sockets forever; keep-alive a little longer than typical LBs.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, upstream: upstreamUrl }, `listening on http://${config.host}:${port}`);
  process.send?.({ type: 'ready', port });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // From now on /healthz answers 503 and every response closes its connection.
    drain.start();
    // A SIGTERM (an orchestrator's or a balancer's stop) keeps serving until the balancer has
    // seen the failing health check; Ctrl-C (SIGINT) stops accepting at once.
    const delayMs = signal === 'SIGTERM' ? config.shutdownDelayMs : 0;
    logger.info({ signal, delayMs }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS + delayMs);
    force.unref();
    try {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      // Stops accepting, lets open requests finish (the drain plugin), closes idle sockets.
      server.closeIdleConnections();
      await apollo.stop();
      logger.debug('http server drained');
      gateway.close();
      await cache.close();
      await metricsServer?.close();
      await embedded?.stop();
      // What was reported while draining still leaves (spec 000 §8).
      await reporter.flush(2000);
      // The spans of the last requests still leave (README "Traces").
      if (tracing && !(await tracing.shutdown(2000))) logger.warn('traces: the last spans did not leave within 2 s');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
