// For tests: a tracer provider registered as the process's own (with the AsyncLocalStorage
// context manager and the W3C propagator, as startTracing registers it) whose ended spans are
// kept in memory to be looked at. `stop` unregisters it again.
import { context, propagation, trace, type Tracer } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-node';

export interface RecordedSpans {
  tracer: Tracer;
  /** The spans that have ended so far, in the order they ended. */
  ended(): ReadableSpan[];
  /** The ended span named `name` (the test fails when there is none or more than one). */
  named(name: string): ReadableSpan;
  clear(): void;
  stop(): Promise<void>;
}

export function recordSpans(): RecordedSpans {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  provider.register();
  return {
    tracer: provider.getTracer('test'),
    ended: () => exporter.getFinishedSpans(),
    named(name) {
      const found = exporter.getFinishedSpans().filter((span) => span.name === name);
      if (found.length !== 1) {
        throw new Error(
          `${found.length} spans named ${name}; ended: ${exporter
            .getFinishedSpans()
            .map((span) => span.name)
            .join(', ')}`,
        );
      }
      return found[0] as ReadableSpan;
    },
    clear: () => exporter.reset(),
    async stop() {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
