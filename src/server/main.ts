// The web process: its configuration, then either serve.ts (one process serving the site, or
// one worker of a cluster) or, with WEB_CONCURRENCY above 1, the primary of a node:cluster
// (cluster/runPrimary.ts), whose workers run serve.ts on the shared port. serve.ts is loaded
// only where it runs: the primary serves no page (at most the metrics, over node:http) and needs
// none of React, Apollo or Express (it stays near 60 MiB instead of 115).
import cluster from 'node:cluster';
import { runPrimary } from './cluster/runPrimary';
import { loadConfig, type Config } from './config';
import { createLogger } from './createLogger';
import { createSentryReporter } from '../shared/createSentryReporter';
import { reportProcessCrashes } from '../shared/reportProcessCrashes';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // A worker serves whatever WEB_CONCURRENCY says: only the primary forks.
  const primary = cluster.isPrimary && config.webConcurrency > 1;
  // Each process that serves requests traces them; the primary serves none. Without an OTLP
  // endpoint the SDK is never loaded (README "Traces"). First, so its ids reach every log line.
  const tracing = !primary && config.tracing ? await (await import('./tracing/startTracing')).startTracing(config.tracing) : undefined;
  const logger = createLogger(config.logLevel, tracing?.logFields);
  if (tracing && config.tracing) {
    tracing.reportProblemsTo(logger);
    logger.info({ endpoint: config.tracing.tracesUrl, sampleRatio: config.tracing.sampleRatio }, 'traces on');
  }
  // Without SENTRY_DSN this loads nothing and reports nothing; crashes are logged either way.
  const reporter = await createSentryReporter(config.errorReporting, 'web', logger);
  reportProcessCrashes(logger, reporter);
  if (primary) {
    await runPrimary(config, logger);
    return;
  }
  const { serve } = await import('./serve');
  await serve(config, logger, reporter, tracing);
}

main().catch((error: unknown) => {
  console.error('The web process could not start:', error);
  process.exit(1);
});
