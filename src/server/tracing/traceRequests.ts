// The SERVER span of every request the web process answers (first in createApp's chain), and the
// span of a /graphql operation. The request's span is the active one for all that handles the
// request, the page's render with its in-process GraphQL and upstream calls included (context
// through AsyncLocalStorage; the request and response are bound to it, so the body parser's and
// the response's listeners run in it too).
import type { Span, Tracer } from '@opentelemetry/api';
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_URL_PATH } from '@opentelemetry/semantic-conventions';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { UNNAMED_OPERATION_SPAN } from '../../graphql/tracing/operationSpans';
import { kindOfPath, requestKindOf } from '../metrics/requestKind';
import { requestIdOf } from '../requestIdOf';

/** The request id pino logs as `req.id` and the response carries as `x-request-id`. */
const ATTR_REQUEST_ID = 'request.id';
/** What the metrics count the request as (`kind` of orchestra_http_requests_total): a page's kind, `redirect`, `graphql`, `asset`, … */
const ATTR_REQUEST_KIND = 'request.kind';
/** true when the client closed the connection before the response was complete (the metrics' 499). */
const ATTR_REQUEST_ABORTED = 'request.aborted';

export function traceRequests(tracer: Tracer): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    // Read now: mounted routers change req.url while they handle it.
    const pathKind = kindOfPath(req.path);
    // A root: a traceparent from the client is not followed (a visitor would choose our trace ids and sampling).
    const span = tracer.startSpan(
      `${req.method} ${pathKind}`,
      // The path without its query (which may carry what a visitor searched for).
      { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: req.method, [ATTR_URL_PATH]: req.path } },
      ROOT_CONTEXT,
    );
    const active = trace.setSpan(ROOT_CONTEXT, span);
    context.bind(active, req);
    context.bind(active, res);
    res.once('close', () => {
      const kind = requestKindOf(res, pathKind);
      const requestId = requestIdOf(req);
      span.updateName(`${req.method} ${kind}`);
      span.setAttributes({ [ATTR_REQUEST_KIND]: kind, [ATTR_HTTP_RESPONSE_STATUS_CODE]: res.statusCode });
      if (requestId) span.setAttribute(ATTR_REQUEST_ID, requestId);
      if (!res.writableFinished) span.setAttribute(ATTR_REQUEST_ABORTED, true);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(active, next);
  };
}

/** The span of a /graphql operation, while Apollo (`handle`) takes the request: named after the operation by the gateway's plugin (GatewayContext.operationSpan). */
export function traceGraphqlOperations(tracer: Tracer, handle: RequestHandler): RequestHandler {
  return (req, res, next) =>
    tracer.startActiveSpan(UNNAMED_OPERATION_SPAN, (span) => {
      operationSpans.set(req, span);
      // Before the request's own span ends (traceRequests listened first): a child ends within its parent.
      res.prependOnceListener('close', () => span.end());
      return handle(req, res, next);
    });
}

const operationSpans = new WeakMap<Request, Span>();

/** The span traceGraphqlOperations started for the request (undefined without tracing). */
export function operationSpanOf(req: Request): Span | undefined {
  return operationSpans.get(req);
}
