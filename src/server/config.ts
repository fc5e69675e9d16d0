// The web process's configuration: read once from the environment, validated, typed.
// The only place in src/ (besides src/cms/config.ts) that reads process.env (docs/ARCHITECTURE.md).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SentrySettings } from '../shared/createSentryReporter';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** More workers than this is a typo, not a machine (each holds its own caches and sockets). */
const MAX_WEB_CONCURRENCY = 64;

// Digits only: `z.coerce.number()` would also take ' 2', '2.0', '0x2' and '1e1'.
const webConcurrency = z
  .string()
  .regex(/^\d+$/, `must be a whole number from 1 to ${MAX_WEB_CONCURRENCY}`)
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be at least 1').max(MAX_WEB_CONCURRENCY, `must be at most ${MAX_WEB_CONCURRENCY}`));

/** The service name traces carry when OTEL_SERVICE_NAME is unset. */
const DEFAULT_TRACE_SERVICE_NAME = 'orchestra-web';

/** An OTLP/HTTP endpoint: http or https, nothing after the path. */
const otlpEndpoint = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .refine((value) => !value.includes('?') && !value.includes('#'), 'must have no query or fragment')
  .or(z.literal(''))
  .optional();

/** A sampling ratio: 0, 1 or a decimal between (OpenTelemetry's OTEL_TRACES_SAMPLER_ARG). */
const samplingRatio = z
  .string()
  .regex(/^(?:0(?:\.\d+)?|1(?:\.0+)?|\.\d+)$/, 'must be a number from 0 to 1 (e.g. 0.25)')
  .transform(Number);

/** The longest SHUTDOWN_DELAY_MS: a stop waits for it before its own 15 s of draining. */
const SHUTDOWN_DELAY_MAX_MS = 30_000;

/** Long enough not to be guessed, and nothing a header cannot carry. */
const METRICS_TOKEN_PATTERN = /^[\x21-\x7e]{16,256}$/;

const environment = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The upstream (REST CMS, events and shop). Unset: the embedded reference upstream is started. */
  CMS_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Port of the embedded upstream when it is started by this process. */
  CMS_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** How long the site settings (the online switch) are reused before they are asked again. */
  SETTINGS_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  /** The longest a page may stream before the render is aborted. */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  /**
   * How long a page whose shell is ready waits for the rest before the shell leaves alone (0: never
   * waits). A page complete within it is sent whole: painted once, with no boundary revealed later.
   */
  RENDER_SHELL_WAIT_MS: z.coerce.number().int().min(0).max(1000).default(10),
  /**
   * Overload (src/server/loadShedding.ts): above this event-loop delay a process refuses new pages
   * and GraphQL requests with 503 and Retry-After (staff and mutations at twice it); 0: never.
   */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /** Overload: pages and GraphQL requests under way in one process above which new ones are refused (staff and mutations at twice it). */
  SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(64),
  /**
   * How much V8 lets the heap grow past what its last full collection kept before the next one,
   * in percent (src/server/heapGrowth.ts); 0: V8's own choice, which on a machine with gigabytes
   * lets a web process grow to several times what it keeps alive.
   */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(1000).default(100),
  /**
   * On SIGTERM (src/server/shutdownDrain.ts): /healthz answers 503 at once and the process keeps
   * serving for this long before it stops accepting connections, so a load balancer that checks
   * /healthz has stopped sending it new requests by then; 0: it stops accepting at once.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(SHUTDOWN_DELAY_MAX_MS).default(0),
  /** Pages rendering at once in one process (src/server/renderGate.ts); the others wait their turn. */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(4),
  /** The longest a page waits for its turn to render before it is refused with 503 and Retry-After. */
  RENDER_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  GRAPHQL_INTROSPECTION: flag.optional(),
  /** Redis for the gateway's shared cache and its invalidation messages; unset: in-process only. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Namespace of the gateway's Redis keys and channel (several sites may share one Redis). */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('orchestra:gateway:'),
  /** `off`: upstream content answers are not shared between requests (the settings follow SETTINGS_TTL_MS). */
  UPSTREAM_CACHE: z.enum(['on', 'off']).default('on'),
  /** Bounds of the in-process level of the shared cache. */
  UPSTREAM_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  UPSTREAM_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(4 * 1024 ** 3)
    .default(64 * 1024 * 1024),
  /** How long a page render's query result is reused by the renders after it (0: never); only with UPSTREAM_CACHE=on. */
  RENDER_RESULT_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Whole pages reused for as long as their query results are (docs/decisions/013); off renders every page. */
  PAGE_REUSE: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: flag.default(false),
  /**
   * How many web processes (node:cluster workers) share PORT; 1: this process serves alone.
   * Unset: one per core (os.availableParallelism(), at most 64) under NODE_ENV=production, else 1.
   */
  WEB_CONCURRENCY: webConcurrency.optional(),
  /** Largest file a GraphQL multipart request may carry (uploadTempFile). */
  GRAPHQL_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1024 ** 3)
    .default(10 * 1024 * 1024),
  /** The error-reporting service (Sentry); unset or empty: nothing is reported and its SDK is not loaded. */
  SENTRY_DSN: z
    .url({ protocol: /^https?$/ })
    .or(z.literal(''))
    .optional(),
  /** The environment named in reports; unset: NODE_ENV. */
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
  /** The release named in reports (e.g. a commit or version); unset: none. */
  SENTRY_RELEASE: z.string().min(1).max(200).optional(),
  /**
   * Test runs only (refused under NODE_ENV=production): the instant the gateway takes for "now"
   * when it decides online windows (spec 000 §3 teaser items, hero media), e.g. 2026-09-01T12:00:00Z.
   */
  SITE_TEST_NOW: z.iso.datetime({ offset: true }).optional(),
  /**
   * How often the gateway looks at the upstream's scheduled page changes (issue 22 item 7,
   * src/graphql/editorSchedule/ScheduleWatcher.ts): a change the upstream carried out by itself
   * shows on the site within this time. 0: never (the pages' TTL bounds it).
   */
  SCHEDULE_WATCH_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  /**
   * Prometheus metrics (src/server/metrics): GET /metrics on a port of its own, nothing else there.
   * In a cluster the primary serves it, the workers' figures added up. Unset: no such server.
   */
  METRICS_PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number from 1 to 65535')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be a port number from 1 to 65535').max(65535, 'must be a port number from 1 to 65535'))
    .optional(),
  /** GET /metrics on the site's own port, only with `Authorization: Bearer <token>`. Unset or empty: no such route. */
  METRICS_TOKEN: z
    .string()
    .regex(METRICS_TOKEN_PATTERN, 'must be 16 to 256 visible ASCII characters (no spaces)')
    .or(z.literal(''))
    .optional(),
  /**
   * How often an open editor says who is on its page and hears of the others (issue 22 part 10,
   * src/graphql/editorPresence/, docs/decisions/018-editor-presence.md). Tests make it short.
   */
  EDITOR_PRESENCE_MS: z.coerce.number().int().min(200).max(60_000).default(5000),
  /**
   * Traces (src/server/tracing, README "Traces"): OpenTelemetry's own variables. The OTLP/HTTP
   * base URL (traces go to `<base>/v1/traces`), or the traces' own full URL, which wins. Both
   * unset or empty: no tracing, and the SDK is never loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: otlpEndpoint,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: otlpEndpoint,
  /** `true` turns tracing off whatever the endpoints say (OpenTelemetry's switch). */
  OTEL_SDK_DISABLED: flag.default(false),
  OTEL_SERVICE_NAME: z.string().max(200).optional(),
  /** Only the ratio sampler is offered (each trace kept with OTEL_TRACES_SAMPLER_ARG's probability). */
  OTEL_TRACES_SAMPLER: z
    .enum(['parentbased_traceidratio', 'traceidratio'], {
      error: 'only parentbased_traceidratio (the default) or traceidratio is supported',
    })
    .optional(),
  OTEL_TRACES_SAMPLER_ARG: samplingRatio.optional(),
  /** Between two exports of the spans that ended (the batch processor's delay), in ms. */
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(1).max(600_000).default(5000),
});

/** Where traces go and which (src/server/tracing/startTracing.ts). */
export interface TracingConfig {
  /** The OTLP/HTTP traces URL (`…/v1/traces`); spans are sent as JSON. */
  tracesUrl: string;
  serviceName: string;
  /** The share of requests traced, 0 to 1. */
  sampleRatio: number;
  /** Between two exports of ended spans, in ms. */
  exportDelayMs: number;
}

/** Where errors are reported (spec 000 §8, spec 001 §8); see src/server/reporting. */
type ErrorReportingConfig = SentrySettings;

interface MetricsConfig {
  /** A port of its own that serves only GET /metrics (in a cluster: the primary, all workers added up). */
  port: number | undefined;
  /** /metrics on the site's port for a request with `Authorization: Bearer <token>`. */
  token: string | undefined;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  logLevel: string;
  cmsUrl: string | undefined;
  cmsPort: number;
  upstreamTimeoutMs: number;
  settingsTtlMs: number;
  renderTimeoutMs: number;
  renderShellWaitMs: number;
  shedEventLoopDelayMs: number;
  shedMaxInFlight: number;
  renderConcurrency: number;
  heapGrowingPercent: number;
  renderQueueWaitMs: number;
  /** SHUTDOWN_DELAY_MS: how long a process told to stop (SIGTERM) keeps serving, failing its health check, before it stops accepting. */
  shutdownDelayMs: number;
  introspection: boolean;
  trustProxy: boolean;
  uploadMaxBytes: number;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  upstreamCache: boolean;
  upstreamCacheMaxEntries: number;
  upstreamCacheMaxBytes: number;
  renderResultTtlMs: number;
  pageReuse: boolean;
  /** Web processes on PORT: above 1, this process is the cluster's primary (src/server/cluster). */
  webConcurrency: number;
  /** Set when SENTRY_DSN is: errors go to the error-reporting service. */
  errorReporting: ErrorReportingConfig | undefined;
  /** dist/client: the hashed browser assets and their manifest. */
  clientDir: string;
  /** dist/cms/main.mjs: the embedded upstream's program. */
  cmsEntry: string;
  /** dist/server/errorPages: the static error pages (src/server/errorPages/README.md), read at start. */
  errorPagesDir: string;
  /** SITE_TEST_NOW: the fixed "now" of online windows in a test run; undefined: the wall clock. */
  testNow: Date | undefined;
  /** SCHEDULE_WATCH_MS: between two looks at the upstream's scheduled page changes; 0: never. */
  scheduleWatchMs: number;
  /** EDITOR_PRESENCE_MS: between two presence calls of an open editor. */
  editorPresenceMs: number;
  /** METRICS_PORT and METRICS_TOKEN: where /metrics is served (src/server/metrics); both undefined: nowhere. */
  metrics: MetricsConfig;
  /** Set when an OTLP endpoint is (and OTEL_SDK_DISABLED is not): each serving process traces its requests. */
  tracing: TracingConfig | undefined;
  /** The environment the embedded upstream inherits (its own config reads it, src/cms/config.ts). */
  childEnv: Record<string, string | undefined>;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cores: () => number = os.availableParallelism): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const value = parsed.data;
  if (value.SITE_TEST_NOW !== undefined && value.NODE_ENV === 'production') {
    throw new Error('Invalid configuration:\n  SITE_TEST_NOW: is for test runs only and is refused under NODE_ENV=production');
  }
  const metricsPort = value.METRICS_PORT;
  if (metricsPort !== undefined && (metricsPort === value.PORT || (value.CMS_URL === undefined && metricsPort === value.CMS_PORT))) {
    const other = metricsPort === value.PORT ? 'PORT' : 'CMS_PORT (the embedded upstream)';
    throw new Error(`Invalid configuration:\n  METRICS_PORT: must differ from ${other}, which is ${metricsPort} too`);
  }
  // The bundle lives in dist/server/; its siblings are dist/client and dist/cms.
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const production = value.NODE_ENV === 'production';
  return {
    production,
    port: value.PORT,
    host: value.HOST,
    logLevel: value.LOG_LEVEL,
    cmsUrl: value.CMS_URL,
    cmsPort: value.CMS_PORT,
    upstreamTimeoutMs: value.UPSTREAM_TIMEOUT_MS,
    settingsTtlMs: value.SETTINGS_TTL_MS,
    renderTimeoutMs: value.RENDER_TIMEOUT_MS,
    renderShellWaitMs: value.RENDER_SHELL_WAIT_MS,
    shedEventLoopDelayMs: value.SHED_EVENT_LOOP_DELAY_MS,
    shedMaxInFlight: value.SHED_MAX_IN_FLIGHT,
    renderConcurrency: value.RENDER_CONCURRENCY,
    heapGrowingPercent: value.HEAP_GROWING_PERCENT,
    renderQueueWaitMs: value.RENDER_QUEUE_WAIT_MS,
    shutdownDelayMs: value.SHUTDOWN_DELAY_MS,
    introspection: value.GRAPHQL_INTROSPECTION ?? !production,
    trustProxy: value.TRUST_PROXY,
    uploadMaxBytes: value.GRAPHQL_UPLOAD_MAX_BYTES,
    redisUrl: value.REDIS_URL,
    redisKeyPrefix: value.REDIS_KEY_PREFIX,
    upstreamCache: value.UPSTREAM_CACHE === 'on',
    upstreamCacheMaxEntries: value.UPSTREAM_CACHE_MAX_ENTRIES,
    upstreamCacheMaxBytes: value.UPSTREAM_CACHE_MAX_BYTES,
    renderResultTtlMs: value.RENDER_RESULT_TTL_MS,
    pageReuse: value.PAGE_REUSE === 'on',
    webConcurrency: value.WEB_CONCURRENCY ?? (production ? Math.min(cores(), MAX_WEB_CONCURRENCY) : 1),
    errorReporting: value.SENTRY_DSN // '' counts as unset
      ? { dsn: value.SENTRY_DSN, environment: value.SENTRY_ENVIRONMENT ?? value.NODE_ENV, release: value.SENTRY_RELEASE }
      : undefined,
    clientDir: path.join(dist, 'client'),
    cmsEntry: path.join(dist, 'cms', 'main.mjs'),
    errorPagesDir: path.join(dist, 'server', 'errorPages'),
    testNow: value.SITE_TEST_NOW === undefined ? undefined : new Date(value.SITE_TEST_NOW),
    scheduleWatchMs: value.SCHEDULE_WATCH_MS,
    editorPresenceMs: value.EDITOR_PRESENCE_MS,
    metrics: { port: metricsPort, token: value.METRICS_TOKEN || undefined },
    tracing: tracingConfigOf(value),
    childEnv: { ...env },
  };
}

/** The traces' settings, or undefined when no endpoint is set (empty counts as unset) or tracing is switched off. */
function tracingConfigOf(value: z.infer<typeof environment>): TracingConfig | undefined {
  if (value.OTEL_SDK_DISABLED) return undefined;
  const base = value.OTEL_EXPORTER_OTLP_ENDPOINT;
  // OpenTelemetry's rule: the signal's own URL is used as it is; the base gets `v1/traces` appended to its path.
  const tracesUrl = value.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || (base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined);
  if (!tracesUrl) return undefined;
  return {
    tracesUrl,
    serviceName: value.OTEL_SERVICE_NAME || DEFAULT_TRACE_SERVICE_NAME,
    sampleRatio: value.OTEL_TRACES_SAMPLER_ARG ?? 1,
    exportDelayMs: value.OTEL_BSP_SCHEDULE_DELAY,
  };
}
