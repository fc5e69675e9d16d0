// The CLIENT span of one exchange with the upstream (UpstreamHttp), and the W3C `traceparent`
// header that carries it upstream, so the upstream's own logs and spans can join the trace.
// Only an exchange made for something traced (a request's span is active) gets one: the gateway's
// own timers (the watch of scheduled page changes) would otherwise start a trace every few seconds.
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  ATTR_URL_FULL,
} from '@opentelemetry/semantic-conventions';
import type { UpstreamOutcome } from '../GatewayObserver';

/** The endpoint's bounded name (upstreamResourceOf), as the metrics' `resource` label. */
const ATTR_UPSTREAM_RESOURCE = 'upstream.resource';
/** How the exchange ended (GatewayObserver's UpstreamOutcome). */
const ATTR_UPSTREAM_OUTCOME = 'upstream.outcome';

/** Outcomes that are the upstream's or the connection's failure; a 404 or a refused form is an answer. */
const FAILED: ReadonlySet<UpstreamOutcome> = new Set(['server_error', 'timeout', 'unavailable', 'invalid_payload']);

interface UpstreamSpan {
  span: Span;
  /** `traceparent` (and `tracestate`) naming this span as the parent of whatever the upstream does. */
  headers: Record<string, string>;
}

/** Starts the span of an exchange, or undefined when nothing traced asked for it. */
export function startUpstreamSpan(tracer: Tracer, method: string, url: URL, resource: string): UpstreamSpan | undefined {
  const parent = context.active();
  if (!trace.getSpan(parent)) return undefined;
  const span = tracer.startSpan(
    `${method} ${resource}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        [ATTR_HTTP_REQUEST_METHOD]: method,
        // Without the query: it may carry what a visitor searched for.
        [ATTR_URL_FULL]: `${url.origin}${url.pathname}`,
        [ATTR_SERVER_ADDRESS]: url.hostname,
        [ATTR_SERVER_PORT]: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
        [ATTR_UPSTREAM_RESOURCE]: resource,
      },
    },
    parent,
  );
  const headers: Record<string, string> = {};
  propagation.inject(trace.setSpan(parent, span), headers);
  return { span, headers };
}

/** Ends the span with how the exchange went: its status when there was an answer, its outcome always. */
export function endUpstreamSpan(span: Span, outcome: UpstreamOutcome, status: number | undefined): void {
  span.setAttribute(ATTR_UPSTREAM_OUTCOME, outcome);
  if (status !== undefined) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
  if (outcome !== 'ok') span.setAttribute(ATTR_ERROR_TYPE, status !== undefined && status >= 400 ? String(status) : outcome);
  if (FAILED.has(outcome)) span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
  span.end();
}
