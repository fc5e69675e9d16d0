import { context, propagation, trace } from '@opentelemetry/api';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTracing } from './startTracing';

interface Received {
  path: string;
  contentType: string | undefined;
  body: {
    resourceSpans: {
      resource: { attributes: { key: string; value: { stringValue?: string } }[] };
      scopeSpans: { scope: { name: string }; spans: { name: string; traceId: string }[] }[];
    }[];
  };
}

let receiver: http.Server;
let base: string;
let received: Received[];

beforeAll(async () => {
  received = [];
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        contentType: req.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString()) as Received['body'],
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

afterEach(() => {
  received = [];
  trace.disable();
  context.disable();
  propagation.disable();
});

describe('startTracing', () => {
  it('registers a provider whose spans leave as OTLP JSON for the service, the last ones at shutdown', async () => {
    const tracing = await startTracing({
      tracesUrl: `${base}/v1/traces`,
      serviceName: 'orchestra-test',
      sampleRatio: 1,
      exportDelayMs: 60_000,
    });

    // The global API now hands out the provider's tracers, with context through AsyncLocalStorage.
    const traceId = await trace.getTracer('any').startActiveSpan('outer', async (outer) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      tracing.tracer.startSpan('inner').end();
      outer.end();
      return outer.spanContext().traceId;
    });
    expect(received).toEqual([]);
    expect(await tracing.shutdown(5000)).toBe(true);

    expect(received).toHaveLength(1);
    const [{ path, contentType, body }] = received as [Received];
    expect(path).toBe('/v1/traces');
    expect(contentType).toBe('application/json');
    const [resourceSpans] = body.resourceSpans;
    const attributes = Object.fromEntries(resourceSpans?.resource.attributes.map(({ key, value }) => [key, value.stringValue]) ?? []);
    expect(attributes['service.name']).toBe('orchestra-test');
    const sent = resourceSpans?.scopeSpans.flatMap((scope) => scope.spans) ?? [];
    expect(sent.map((span) => span.name).sort()).toEqual(['inner', 'outer']);
    expect(new Set(sent.map((span) => span.traceId))).toEqual(new Set([traceId]));
  });

  it('sends nothing of a request the sampler left out (ratio 0)', async () => {
    const tracing = await startTracing({
      tracesUrl: `${base}/v1/traces`,
      serviceName: 'orchestra-test',
      sampleRatio: 0,
      exportDelayMs: 10,
    });
    tracing.tracer.startActiveSpan('request', (request) => {
      tracing.tracer.startSpan('child').end();
      request.end();
    });
    await tracing.shutdown(5000);
    expect(received).toEqual([]);
  });
});
