// The primary of a node:cluster of web processes (WEB_CONCURRENCY > 1, one per core by default
// in production). It serves no page itself: it starts the embedded upstream once (when CMS_URL is
// unset) and forks the workers, which run serve.ts (the single-process path) with CMS_URL pointing at
// it and all listen on the one PORT (the primary holds the socket and deals connections out
// round-robin). It reports ready to its own parent once every worker listens, replaces workers
// that die, relays cache invalidations between them when there is no Redis
// (clusterCachePeers.ts), serves the workers' metrics added up (clusterMetrics.ts), and on
// SIGTERM/SIGINT lets every worker drain before it stops the upstream.
import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:net';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { startEmbeddedUpstream, type EmbeddedUpstream } from '../embeddedUpstream';
import { startMetricsServer } from '../metrics/metricsEndpoints';
import { relayCacheInvalidation, type IpcEndpoint } from './clusterCachePeers';
import { answerMetricsRequest } from './clusterMetricsChannel';

/** As in the single process: past this (and the workers' SHUTDOWN_DELAY_MS), the shutdown is forced (workers killed, exit 1). */
const SHUTDOWN_TIMEOUT_MS = 15_000;
/** A worker that was serving and died is replaced after this pause. */
const REPLACE_DELAY_MS = 500;
/** The pause before replacing a worker that died before it listened doubles with each such death in a row… */
const STARTUP_RETRY_BASE_MS = 500;
/** …and after this many in a row (0.5, 1, 2, 4 s apart) the primary gives up. */
const MAX_STARTUP_FAILURES = 5;

interface WorkerState {
  worker: Worker;
  pid: number | undefined;
  /** It reported `{ type: 'ready' }`: it listens on the shared port. */
  listening: boolean;
  exited: Promise<void>;
}

function isReady(message: unknown): message is { type: 'ready'; port: number } {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'ready' &&
    typeof (message as { port?: unknown }).port === 'number'
  );
}

/**
 * PORT=0: the primary picks the port once and gives every worker that number. Workers asking
 * for port 0 would share one socket only while one of them holds it (node:cluster keys the
 * socket by the address asked for), and a replacement must join it, not open another.
 */
function pickFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function endpointOf(state: WorkerState): IpcEndpoint {
  return {
    pid: state.pid,
    send: (message, done) => {
      state.worker.send(message, undefined, undefined, done);
    },
  };
}

export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const size = config.webConcurrency;
  // One scrape covers every worker (clusterMetrics.ts): here at METRICS_PORT, and for a worker asked with METRICS_TOKEN.
  const metricsSource =
    config.metrics.port !== undefined || config.metrics.token !== undefined
      ? (await import('./clusterMetrics')).workersMetricsSource()
      : undefined;
  // First, so that PORT=0's pick below cannot take it.
  const metricsServer =
    metricsSource && config.metrics.port !== undefined
      ? await startMetricsServer({ port: config.metrics.port, host: config.host, source: metricsSource, logger })
      : undefined;
  let embedded: EmbeddedUpstream | undefined;
  if (!config.cmsUrl) {
    logger.info('CMS_URL is not set: starting the embedded reference upstream');
    embedded = await startEmbeddedUpstream(config.cmsEntry, config.cmsPort, config.childEnv, logger);
  }
  const upstreamUrl = config.cmsUrl ?? embedded?.url ?? '';
  const port = config.port === 0 ? await pickFreePort(config.host) : config.port;

  const workers = new Map<number, WorkerState>();
  const pendingForks = new Set<NodeJS.Timeout>();
  let announced = false;
  let startupFailures = 0;
  let stopping = false;
  let unclean = 0;

  const fork = () => {
    const worker = cluster.fork({ CMS_URL: upstreamUrl, PORT: String(port) });
    const state: WorkerState = {
      worker,
      pid: worker.process.pid,
      listening: false,
      exited: new Promise((resolve) => worker.once('exit', () => resolve())),
    };
    workers.set(worker.id, state);
    worker.on('message', (message: unknown) => {
      if (isReady(message)) {
        onListening(state, message.port);
        return;
      }
      const answered = answerMetricsRequest(message, metricsSource, (answer) =>
        state.worker.send(answer, undefined, undefined, (error: Error | null) => {
          if (error) logger.debug({ err: error, worker: state.pid }, 'could not send the metrics to a worker');
        }),
      );
      if (answered) return;
      const others = [...workers.values()].filter((other) => other !== state && other.worker.isConnected());
      relayCacheInvalidation(message, endpointOf(state), others.map(endpointOf), logger);
    });
    worker.once('exit', (code, signal) => onExit(state, code, signal));
  };

  const forkLater = (delayMs: number) => {
    const timer = setTimeout(() => {
      pendingForks.delete(timer);
      if (!stopping) fork();
    }, delayMs);
    pendingForks.add(timer);
  };

  const onListening = (state: WorkerState, reported: number) => {
    if (state.listening) return;
    state.listening = true;
    startupFailures = 0;
    logger.info({ worker: state.pid, port: reported }, 'worker listening');
    if (reported !== port)
      logger.error({ worker: state.pid, port: reported, expected: port }, 'a worker listens on another port than the one it was given');
    const listening = [...workers.values()].filter((other) => other.listening).length;
    if (announced || listening < size) return;
    announced = true;
    logger.info({ port, workers: size, upstream: upstreamUrl }, `listening on http://${config.host}:${port} with ${size} workers`);
    process.send?.({ type: 'ready', port });
  };

  const onExit = (state: WorkerState, code: number | null, signal: string | null) => {
    workers.delete(state.worker.id);
    if (stopping) {
      // A worker drains and exits 0 (serve.ts); one still starting may die of the signal itself.
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') {
        unclean += 1;
        logger.error({ worker: state.pid, code, signal }, 'worker did not shut down cleanly');
      }
      return;
    }
    if (state.listening) {
      logger.error({ worker: state.pid, code, signal, retryInMs: REPLACE_DELAY_MS }, 'worker died; replacing it');
      forkLater(REPLACE_DELAY_MS);
      return;
    }
    startupFailures += 1;
    if (startupFailures >= MAX_STARTUP_FAILURES) {
      logger.fatal(
        { worker: state.pid, code, signal, failures: startupFailures },
        `workers keep dying at start-up (${startupFailures} in a row); giving up`,
      );
      void stop(1);
      return;
    }
    const retryInMs = STARTUP_RETRY_BASE_MS * 2 ** (startupFailures - 1);
    logger.error({ worker: state.pid, code, signal, failures: startupFailures, retryInMs }, 'worker died before it listened; replacing it');
    forkLater(retryInMs);
  };

  /** Every worker drains (its own SIGTERM path), then the upstream stops; `exitCode` unless something failed. */
  const stop = async (exitCode: number) => {
    stopping = true;
    for (const timer of pendingForks) clearTimeout(timer);
    pendingForks.clear();
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      for (const { worker } of workers.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS + config.shutdownDelayMs);
    force.unref();
    try {
      const running = [...workers.values()];
      for (const { worker } of running) worker.process.kill('SIGTERM');
      await Promise.all(running.map((state) => state.exited));
      logger.debug('workers stopped');
      await metricsServer?.close();
      await embedded?.stop();
      process.exit(unclean > 0 ? 1 : exitCode);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };

  const shutdown = (signal: string) => {
    if (stopping) return;
    logger.info({ signal, workers: workers.size }, 'shutting down');
    void stop(0);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  logger.info({ workers: size, upstream: upstreamUrl }, `starting ${size} workers`);
  for (let index = 0; index < size; index += 1) fork();
}
