// Traces of the real web process (src/server/tracing, src/graphql/tracing, README "Traces"): with
// OTEL_EXPORTER_OTLP_ENDPOINT pointing at a small OTLP/HTTP receiver of the test's own, a page and
// a /graphql operation each make one trace that holds the request's SERVER span, the GraphQL
// operations with their root fields, and the CLIENT spans of the upstream calls, whose
// traceparent the upstream receives; the server span carries the request id the response names,
// and the request's log lines carry its trace id. The last spans leave at SIGTERM; in a cluster each
// worker traces and the primary does not. Without an endpoint nothing of this exists.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';
import { startUpstreamProxy, type UpstreamProxy } from '../support/upstreamProxy';

/** OTLP's span kinds (opentelemetry-proto trace.proto). */
const SPAN_KIND_INTERNAL = 1;
const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
}

interface ExportRequest {
  resourceSpans: { resource: { attributes: { key: string; value: OtlpValue }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

interface Receiver {
  url: string;
  /** Every span received, with its resource's attributes. */
  spans: (OtlpSpan & { resource: Record<string, unknown> })[];
  contentTypes: Set<string>;
  close(): Promise<void>;
}

function valueOf(value: OtlpValue): unknown {
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.boolValue ?? value.doubleValue;
}

function attributesOf(span: { attributes?: { key: string; value: OtlpValue }[] }): Record<string, unknown> {
  return Object.fromEntries((span.attributes ?? []).map(({ key, value }) => [key, valueOf(value)]));
}

/** An OTLP/HTTP receiver: POST /v1/traces with a JSON export request, answered as a collector does. */
async function startReceiver(port = 0, host = '127.0.0.1'): Promise<Receiver> {
  const spans: Receiver['spans'] = [];
  const contentTypes = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      contentTypes.add(req.headers['content-type'] ?? '');
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
      for (const resourceSpans of body.resourceSpans) {
        const resource = attributesOf(resourceSpans.resource);
        for (const scopeSpans of resourceSpans.scopeSpans) for (const span of scopeSpans.spans) spans.push({ ...span, resource });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    contentTypes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The JSON log lines the web process wrote. */
function logLinesOf(web: RunningProcess): Record<string, unknown>[] {
  return web
    .output()
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

/** Whether `span` lies below `ancestor` in its trace. */
function isBelow(span: OtlpSpan, ancestor: OtlpSpan, trace: readonly OtlpSpan[]): boolean {
  const byId = new Map(trace.map((each) => [each.spanId, each]));
  let parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
  while (parent) {
    if (parent.spanId === ancestor.spanId) return true;
    parent = parent.parentSpanId ? byId.get(parent.parentSpanId) : undefined;
  }
  return false;
}

describe('a web process with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let receiver: Receiver;
  let proxy: UpstreamProxy;
  let web: RunningProcess;

  beforeAll(async () => {
    receiver = await startReceiver();
    proxy = await startUpstreamProxy(inject('cmsUrl'));
    web = await startWeb({
      CMS_URL: proxy.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'orchestra-web-test',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      // Every answer from the upstream, not the shared cache: each request shows its own calls.
      UPSTREAM_CACHE: 'off',
      LOG_LEVEL: 'debug',
    });
  });

  afterAll(async () => {
    expect(await web?.stop()).toBe(0);
    await proxy?.close();
    await receiver?.close();
  });

  /** The trace whose server span carries `requestId`, once its server span has arrived. */
  async function traceOf(requestId: string) {
    const isServerSpan = (span: OtlpSpan) => span.kind === SPAN_KIND_SERVER && attributesOf(span)['request.id'] === requestId;
    await expect.poll(() => receiver.spans.some(isServerSpan), { timeout: 10_000 }).toBe(true);
    const server = receiver.spans.find(isServerSpan) as Receiver['spans'][number];
    return { server, trace: receiver.spans.filter((span) => span.traceId === server.traceId) };
  }

  it('makes a page one trace: the server span with the request id, the operations, their root fields and the upstream calls below it', async () => {
    const response = await request(`${web.url}/de/konzerte`);
    expect(response.status, web.output()).toBe(200);
    const requestId = String(response.headers['x-request-id']);

    const { server, trace } = await traceOf(requestId);
    expect(server.name).toBe('GET events');
    expect(server.parentSpanId || undefined).toBeUndefined();
    expect(attributesOf(server)).toMatchObject({
      'http.request.method': 'GET',
      'url.path': '/de/konzerte',
      'http.response.status_code': 200,
      'request.kind': 'events',
      'request.id': requestId,
    });
    expect(server.resource['service.name']).toBe('orchestra-web-test');
    expect(receiver.contentTypes).toEqual(new Set(['application/json']));

    // The page's queries ran in process, inside the request's span.
    const operations = trace.filter((span) => attributesOf(span)['graphql.operation.type'] === 'query');
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      expect(operation.kind).toBe(SPAN_KIND_INTERNAL);
      expect(isBelow(operation, server, trace), operation.name).toBe(true);
    }
    expect(operations.map((operation) => operation.name)).toContain('query Programme');
    const rootFields = trace.filter((span) => span.name.startsWith('Query.'));
    expect(rootFields.length).toBeGreaterThan(0);
    for (const field of rootFields)
      expect(
        operations.some((operation) => field.parentSpanId === operation.spanId),
        field.name,
      ).toBe(true);

    // Every upstream call of the request is a CLIENT span below it, some of them below an operation…
    const calls = trace.filter((span) => span.kind === SPAN_KIND_CLIENT);
    expect(calls.map((call) => attributesOf(call)['upstream.resource'])).toContain('api/events');
    for (const call of calls) expect(isBelow(call, server, trace), call.name).toBe(true);
    expect(calls.some((call) => operations.some((operation) => isBelow(call, operation, trace)))).toBe(true);
    // …and the upstream received each one as its parent (a read sent again on a fresh connection sends the same).
    const received = proxy.requests.map((entry) => entry.headers.traceparent).filter((header) => header?.includes(server.traceId));
    expect(new Set(received)).toEqual(new Set(calls.map((call) => `00-${call.traceId}-${call.spanId}-01`)));

    // The request's log lines carry its request id and its trace.
    const lines = logLinesOf(web).filter((line) => (line.req as { id?: unknown } | undefined)?.id === requestId);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.trace_id, JSON.stringify(line)).toBe(server.traceId);
  });

  it('makes a /graphql operation a span below its request, named after it, with its root field and upstream call below it', async () => {
    const response = await graphql(web.url, 'query TracingProbe { articleCategories(locale: DE) { id } }');
    expect(response.json.errors).toBeUndefined();
    const requestId = String(response.headers['x-request-id']);

    const { server, trace } = await traceOf(requestId);
    expect(server.name).toBe('POST graphql');
    expect(attributesOf(server)).toMatchObject({ 'request.kind': 'graphql', 'http.response.status_code': 200, 'url.path': '/graphql' });
    const operation = trace.find((span) => span.name === 'query TracingProbe');
    expect(operation?.parentSpanId).toBe(server.spanId);
    expect(attributesOf(operation ?? server)).toMatchObject({
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'TracingProbe',
    });
    const field = trace.find((span) => span.name === 'Query.articleCategories');
    expect(field?.parentSpanId).toBe(operation?.spanId);
    const calls = trace.filter((span) => span.kind === SPAN_KIND_CLIENT);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(isBelow(call, field ?? server, trace), call.name).toBe(true);
  });
});

describe('a web process with an OTLP endpoint stopped with SIGTERM', () => {
  let receiver: Receiver;
  let web: RunningProcess;

  beforeAll(async () => {
    receiver = await startReceiver();
    // Nothing leaves on the batch's timer within the test: only the shutdown sends.
    web = await startWeb({ CMS_URL: inject('cmsUrl'), OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '600000' });
  });

  afterAll(async () => {
    await web?.stop();
    await receiver?.close();
  });

  it('sends the spans of its last requests after it has drained', async () => {
    const response = await request(`${web.url}/de/konzerte`);
    expect(response.status).toBe(200);
    expect(receiver.spans).toEqual([]);

    expect(await web.stop()).toBe(0);

    const server = receiver.spans.find(
      (span) => span.kind === SPAN_KIND_SERVER && attributesOf(span)['request.id'] === response.headers['x-request-id'],
    );
    expect(server?.name, web.output()).toBe('GET events');
    expect(receiver.spans.filter((span) => span.traceId === server?.traceId && span.kind === SPAN_KIND_CLIENT).length).toBeGreaterThan(0);
  });
});

describe('a cluster of two workers with an OTLP endpoint', () => {
  let receiver: Receiver;
  let web: RunningProcess;

  beforeAll(async () => {
    receiver = await startReceiver();
    web = await startWeb({
      CMS_URL: inject('cmsUrl'),
      WEB_CONCURRENCY: '2',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
  });

  afterAll(async () => {
    expect(await web?.stop()).toBe(0);
    await receiver?.close();
  });

  it('traces in each worker, each with its own provider, and not in the primary', async () => {
    // One connection each: the primary deals them out to both workers in turn.
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await request(`${web.url}/de/konzerte`);
      expect(response.status).toBe(200);
      ids.push(String(response.headers['x-request-id']));
    }

    const serverSpans = () =>
      receiver.spans.filter((span) => span.kind === SPAN_KIND_SERVER && ids.includes(String(attributesOf(span)['request.id'])));
    await expect.poll(() => serverSpans().length, { timeout: 10_000 }).toBe(4);
    const pids = new Set(receiver.spans.map((span) => span.resource['process.pid']));
    expect(new Set(serverSpans().map((span) => span.resource['process.pid'])).size).toBe(2);
    expect(pids.size).toBe(2);
    expect(pids.has(web.child.pid)).toBe(false);
  });
});

describe('a web process without an OTLP endpoint', () => {
  let proxy: UpstreamProxy;
  let web: RunningProcess;
  /** Where OpenTelemetry's exporter sends by default (http://localhost:4318), when the port is free here. */
  let defaultEndpoint: Receiver | undefined;

  beforeAll(async () => {
    defaultEndpoint = await startReceiver(4318, '::').catch(() => undefined);
    proxy = await startUpstreamProxy(inject('cmsUrl'));
    // The other variables do nothing alone.
    web = await startWeb({
      CMS_URL: proxy.url,
      OTEL_SERVICE_NAME: 'orchestra-web-test',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      LOG_LEVEL: 'debug',
    });
  });

  afterAll(async () => {
    expect(await web?.stop()).toBe(0);
    await proxy?.close();
    await defaultEndpoint?.close();
  });

  it('sends no traceparent upstream, writes no trace ids and sends no spans', async () => {
    expect((await request(`${web.url}/de/konzerte`)).status).toBe(200);
    expect((await graphql(web.url, 'query TracingProbe { articleCategories(locale: DE) { id } }')).json.errors).toBeUndefined();
    // Three export delays, and the shutdown that would send what is left.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await web.stop()).toBe(0);

    expect(proxy.requests.length).toBeGreaterThan(0);
    expect(proxy.requests.filter((entry) => entry.headers.traceparent !== undefined)).toEqual([]);
    const lines = logLinesOf(web);
    expect(lines.filter((line) => (line.req as { id?: unknown } | undefined)?.id !== undefined).length).toBeGreaterThan(0);
    expect(lines.filter((line) => 'trace_id' in line)).toEqual([]);
    expect(web.output()).not.toContain('traces on');
    expect(defaultEndpoint?.spans ?? []).toEqual([]);
  });
});
