import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UpstreamHttp } from '../sources/UpstreamHttp';
import { recordSpans, type RecordedSpans } from './recordSpans';

const anything = z.unknown();

let server: http.Server;
let baseUrl: string;
let traceparents: (string | undefined)[];
let spans: RecordedSpans;

beforeAll(async () => {
  spans = recordSpans();
  server = http.createServer((req, res) => {
    traceparents.push(req.headers.traceparent as string | undefined);
    const status = req.url?.startsWith('/de/api/missing') ? 404 : req.url?.startsWith('/api/broken') ? 502 : 200;
    res.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await spans.stop();
});

beforeEach(() => {
  traceparents = [];
  spans.clear();
});

describe('UpstreamHttp with a tracer', () => {
  it('makes a CLIENT span of each exchange under the active span, and sends it upstream as the traceparent', async () => {
    const upstream = new UpstreamHttp({ baseUrl, timeoutMs: 2000, tracer: spans.tracer });

    await spans.tracer.startActiveSpan('request', async (request) => {
      await upstream.getDecoded(anything, '/de/api/events/123/', { q: 'what a visitor searched' });
      request.end();
    });

    const parent = spans.named('request');
    const exchange = spans.named('GET api/events');
    expect(exchange.kind).toBe(SpanKind.CLIENT);
    expect(exchange.spanContext().traceId).toBe(parent.spanContext().traceId);
    expect(exchange.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
    expect(exchange.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.response.status_code': 200,
      'upstream.resource': 'api/events',
      'upstream.outcome': 'ok',
      'url.full': `${baseUrl}/de/api/events/123/`,
      'server.address': '127.0.0.1',
    });
    expect(exchange.status.code).toBe(SpanStatusCode.UNSET);
    expect(traceparents).toEqual([`00-${exchange.spanContext().traceId}-${exchange.spanContext().spanId}-01`]);
  });

  it('tells a 404 (an answer) from a 502 (a failure) and a write from a read', async () => {
    const upstream = new UpstreamHttp({ baseUrl, timeoutMs: 2000, tracer: spans.tracer });

    await spans.tracer.startActiveSpan('request', async (request) => {
      await expect(upstream.getDecoded(anything, '/de/api/missing/')).rejects.toThrow('404');
      await expect(upstream.getDecoded(anything, '/api/broken/')).rejects.toThrow('502');
      await upstream.send('POST', '/api/forms/', { name: 'x' });
      request.end();
    });

    const missing = spans.named('GET api/missing');
    expect(missing.attributes).toMatchObject({ 'upstream.outcome': 'not_found', 'http.response.status_code': 404, 'error.type': '404' });
    expect(missing.status.code).toBe(SpanStatusCode.UNSET);
    const broken = spans.named('GET api/broken');
    expect(broken.attributes).toMatchObject({ 'upstream.outcome': 'server_error', 'error.type': '502' });
    expect(broken.status).toEqual({ code: SpanStatusCode.ERROR, message: 'server_error' });
    expect(spans.named('POST api/forms').attributes).toMatchObject({ 'http.request.method': 'POST', 'upstream.outcome': 'ok' });
  });

  it('marks an upstream that is not there as unavailable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const upstream = new UpstreamHttp({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2000, tracer: spans.tracer });

    await spans.tracer.startActiveSpan('request', async (request) => {
      await expect(upstream.getDecoded(anything, '/api/events/')).rejects.toThrow('unreachable');
      request.end();
    });

    const exchange = spans.named('GET api/events');
    expect(exchange.attributes).toMatchObject({ 'upstream.outcome': 'unavailable', 'error.type': 'unavailable' });
    expect(exchange.attributes['http.response.status_code']).toBeUndefined();
    expect(exchange.status.code).toBe(SpanStatusCode.ERROR);
  });

  it('makes no span and sends no traceparent for an exchange nothing traced asked for (a timer of the gateway)', async () => {
    const upstream = new UpstreamHttp({ baseUrl, timeoutMs: 2000, tracer: spans.tracer });
    await upstream.getDecoded(anything, '/api/events/');
    expect(spans.ended()).toEqual([]);
    expect(traceparents).toEqual([undefined]);
  });

  it('without a tracer makes no span and sends no traceparent, even inside a traced request', async () => {
    const upstream = new UpstreamHttp({ baseUrl, timeoutMs: 2000 });
    await spans.tracer.startActiveSpan('request', async (request) => {
      await upstream.getDecoded(anything, '/api/events/');
      request.end();
    });
    expect(spans.ended().map((span) => span.name)).toEqual(['request']);
    expect(traceparents).toEqual([undefined]);
  });
});
