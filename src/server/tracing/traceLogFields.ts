// What every log line written while a span is active carries (pino's mixin, createLogger.ts): the
// trace and span it belongs to, under the names OpenTelemetry's log data model gives them, so a
// log line leads to its trace and a trace to its lines. A request's lines keep `req.id` (pino-http)
// besides; the server span carries the same id as `request.id`.
import { isSpanContextValid, trace } from '@opentelemetry/api';

interface TraceLogFields {
  trace_id?: string;
  span_id?: string;
  /** `01`: the trace is sampled (exported); `00`: it is not, and no trace will be found under the id. */
  trace_flags?: string;
}

export function traceLogFields(): TraceLogFields {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !isSpanContextValid(spanContext)) return {};
  return {
    trace_id: spanContext.traceId,
    span_id: spanContext.spanId,
    trace_flags: spanContext.traceFlags.toString(16).padStart(2, '0'),
  };
}
