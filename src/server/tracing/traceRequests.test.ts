import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import express from 'express';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordSpans, type RecordedSpans } from '../../graphql/tracing/recordSpans';
import { markRequestKind } from '../metrics/requestKind';
import { operationSpanOf, traceGraphqlOperations, traceRequests } from './traceRequests';
import { traceLogFields } from './traceLogFields';

let spans: RecordedSpans;
let server: Server;
let base: string;
let logLines: Record<string, unknown>[];

beforeAll(async () => {
  spans = recordSpans();
  const logger = pino(
    { level: 'debug', mixin: traceLogFields },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  const app = express();
  app.use(traceRequests(spans.tracer));
  app.use(pinoHttp({ logger, genReqId: (req) => (req.headers['x-request-id'] as string | undefined) ?? 'made-up-id' }));
  app.get('/de/konzerte', (req, res) => {
    markRequestKind(res, 'events');
    // Later, as a page's render goes on after the handler returned.
    setTimeout(() => {
      spans.tracer.startSpan('render work').end();
      req.log.info('rendered');
      res.send('<p>programme</p>');
    }, 5);
  });
  app.get('/de/langsam', (req, res) => {
    markRequestKind(res, 'events');
    res.once('close', () => req.log.info('the visitor left'));
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<p>the shell');
    // …and the rest never comes: the visitor leaves.
  });
  app.get('/broken', () => {
    throw new Error('broken');
  });
  app.use(
    '/graphql',
    express.json(),
    traceGraphqlOperations(spans.tracer, (req, res) => {
      // The body was read from the socket's events: the request's context came with it.
      spans.tracer.startSpan('resolver work').end();
      res.json({ data: { operationSpan: operationSpanOf(req) === trace.getActiveSpan(), body: req.body as unknown } });
    }),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await spans.stop();
});

beforeEach(() => {
  spans.clear();
  logLines = [];
});

/** The spans once the server span has ended (it ends when the response has closed, just after the client has it). */
async function serverSpanOf(name: string) {
  await expect.poll(() => spans.ended().some((span) => span.name === name)).toBe(true);
  return spans.named(name);
}

describe('traceRequests', () => {
  it('makes a SERVER span of a request, named after its kind, carrying its path (no query), status and request id', async () => {
    const response = await fetch(`${base}/de/konzerte?q=private`, { headers: { 'x-request-id': 'req-42' } });
    expect(response.status).toBe(200);

    const request = await serverSpanOf('GET events');
    expect(request.kind).toBe(SpanKind.SERVER);
    expect(request.parentSpanContext).toBeUndefined();
    expect(request.attributes).toEqual({
      'http.request.method': 'GET',
      'url.path': '/de/konzerte',
      'http.response.status_code': 200,
      'request.kind': 'events',
      'request.id': 'req-42',
    });
    // What the handler did after it returned is the request's too.
    expect(spans.named('render work').parentSpanContext?.spanId).toBe(request.spanContext().spanId);
  });

  it('puts the trace and span ids into every log line of the request, next to its req.id', async () => {
    await (await fetch(`${base}/de/konzerte`, { headers: { 'x-request-id': 'req-43' } })).text();

    const request = await serverSpanOf('GET events');
    const rendered = logLines.find((line) => line.msg === 'rendered');
    expect(rendered).toMatchObject({
      req: { id: 'req-43' },
      trace_id: request.spanContext().traceId,
      span_id: request.spanContext().spanId,
      trace_flags: '01',
    });
    // pino-http's own line at the end of the response too.
    expect(logLines.find((line) => line.msg === 'request completed')).toMatchObject({
      req: { id: 'req-43' },
      trace_id: request.spanContext().traceId,
    });
  });

  it("keeps the request's trace for what happens when the visitor leaves, and says that it left", async () => {
    const leaving = new AbortController();
    const response = await fetch(`${base}/de/langsam`, { headers: { 'x-request-id': 'req-44' }, signal: leaving.signal });
    expect(response.status).toBe(200);
    leaving.abort();

    const request = await serverSpanOf('GET events');
    expect(request.attributes).toMatchObject({ 'request.id': 'req-44', 'request.aborted': true });
    await expect.poll(() => logLines.some((line) => line.msg === 'the visitor left')).toBe(true);
    // Told by the socket's close, long after the handler returned: the response is bound to the request's context.
    expect(logLines.find((line) => line.msg === 'the visitor left')).toMatchObject({
      req: { id: 'req-44' },
      trace_id: request.spanContext().traceId,
    });
  });

  it('writes no trace fields outside a span', () => {
    expect(trace.getSpan(context.active())).toBeUndefined();
    expect(traceLogFields()).toEqual({});
  });

  it('marks a request that ended in a 5xx as an error', async () => {
    expect((await fetch(`${base}/broken`)).status).toBe(500);
    const request = await serverSpanOf('GET other');
    expect(request.attributes['http.response.status_code']).toBe(500);
    expect(request.status.code).toBe(SpanStatusCode.ERROR);
  });

  it('gives a /graphql request an operation span under its own, active while Apollo handles it, the body arriving late notwithstanding', async () => {
    const body = JSON.stringify({ query: '{ events { id } }' });
    // The body's second half comes from the socket after the handlers have begun to read it.
    const answer = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        `${base}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length) } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 30);
    });
    expect(JSON.parse(answer)).toEqual({ data: { operationSpan: true, body: { query: '{ events { id } }' } } });

    const request = await serverSpanOf('POST graphql');
    await expect.poll(() => spans.ended().some((span) => span.name === 'graphql')).toBe(true);
    const operation = spans.named('graphql');
    expect(operation.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(spans.named('resolver work').parentSpanContext?.spanId).toBe(operation.spanContext().spanId);
  });
});
