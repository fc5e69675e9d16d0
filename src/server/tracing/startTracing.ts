// OpenTelemetry for one serving process (README "Traces"): a NodeTracerProvider with its
// AsyncLocalStorage context manager and the W3C trace-context propagator, registered as the
// process's global provider, whose ended spans a batch processor sends as OTLP/HTTP JSON to the
// configured endpoint. main.ts imports this module only when an endpoint is configured, and the
// SDK's packages are imported here, so a process without one loads none of them; the code that
// makes spans (the gateway, the request middleware) uses @opentelemetry/api alone and is not set
// up at all then. In a cluster each worker runs this for itself; the primary serves no request
// and does not.
import { diag, DiagLogLevel, type Tracer } from '@opentelemetry/api';
import type { TracingConfig } from '../config';
import { traceLogFields } from './traceLogFields';

/** The instrumentation scope of our spans. */
const TRACER_NAME = 'orchestra-site';

export interface Tracing {
  tracer: Tracer;
  /** The active span's ids for every log line (createLogger's `fields`). */
  logFields: () => object;
  /** OpenTelemetry's own complaints (an export that failed) go to the log from now on. */
  reportProblemsTo(logger: ProblemLogger): void;
  /** Sends what has ended and not yet left and stops; false when that took longer than `timeoutMs`. */
  shutdown(timeoutMs: number): Promise<boolean>;
}

interface ProblemLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export async function startTracing(config: TracingConfig): Promise<Tracing> {
  const [sdk, { OTLPTraceExporter }, { defaultResource, resourceFromAttributes }, { ATTR_SERVICE_NAME }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/semantic-conventions'),
  ]);
  // The URL is ours (config.ts); the exporter itself still honours OpenTelemetry's headers,
  // timeout, compression and certificate variables (OTEL_EXPORTER_OTLP_HEADERS, …).
  const exporter = new OTLPTraceExporter({ url: config.tracesUrl });
  const provider = new sdk.NodeTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName, 'process.pid': process.pid })),
    // A request's spans are all kept or all dropped: the ratio decides at the root (the server
    // span; a `traceparent` from the client is not followed), the children follow their parent.
    sampler: new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(config.sampleRatio) }),
    spanProcessors: [new sdk.BatchSpanProcessor(exporter, { scheduledDelayMillis: config.exportDelayMs })],
  });
  // The AsyncLocalStorage context manager (a page's in-process GraphQL and its upstream calls
  // are children of the request's span) and the W3C traceparent/baggage propagator.
  provider.register();
  return {
    tracer: provider.getTracer(TRACER_NAME),
    logFields: traceLogFields,
    reportProblemsTo(logger) {
      diag.setLogger(
        {
          error: (message, ...args) => logger.error({ details: args.map(String) }, `OpenTelemetry: ${message}`),
          warn: (message, ...args) => logger.warn({ details: args.map(String) }, `OpenTelemetry: ${message}`),
          info: () => {},
          debug: () => {},
          verbose: () => {},
        },
        { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true },
      );
    },
    async shutdown(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([provider.shutdown().then(() => true), late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
