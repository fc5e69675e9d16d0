import { describe, expect, it } from 'vitest';
import type { MetricsSource } from '../metrics/metricsEndpoints';
import { answerMetricsRequest, primaryMetricsSource, type MetricsChannel } from './clusterMetricsChannel';

/** A worker's channel whose other end is a primary answering from `source` (undefined: a primary that never answers). */
function channelTo(source: MetricsSource | undefined, primary: 'answers' | 'silent' = 'answers'): MetricsChannel {
  const listeners: ((message: unknown) => void)[] = [];
  return {
    send(message, done) {
      done(null);
      if (primary === 'silent') return;
      answerMetricsRequest(message, source, (answer) => setImmediate(() => listeners.forEach((listener) => listener(answer))));
    },
    onMessage(listener) {
      listeners.push(listener);
    },
  };
}

const text = (body: string): MetricsSource => ({ contentType: 'text/plain', read: async () => body });

describe('a worker asking the primary for the cluster metrics (METRICS_TOKEN in a cluster)', () => {
  it("gets the primary's text, request by request", async () => {
    let scrapes = 0;
    const counting: MetricsSource = { contentType: 'text/plain', read: async () => `orchestra_scrape ${++scrapes}\n` };
    const source = primaryMetricsSource('text/plain', channelTo(counting));
    expect(await source.read()).toBe('orchestra_scrape 1\n');
    expect(await Promise.all([source.read(), source.read()])).toEqual(['orchestra_scrape 2\n', 'orchestra_scrape 3\n']);
  });

  it("hears the primary's failure as its own", async () => {
    const failing: MetricsSource = { contentType: 'text/plain', read: () => Promise.reject(new Error('Operation timed out.')) };
    await expect(primaryMetricsSource('text/plain', channelTo(failing)).read()).rejects.toThrow('Operation timed out.');
    await expect(primaryMetricsSource('text/plain', channelTo(undefined)).read()).rejects.toThrow('the primary serves no metrics');
  });

  it('gives up when the primary does not answer in time', async () => {
    await expect(primaryMetricsSource('text/plain', channelTo(text('x'), 'silent'), 50).read()).rejects.toThrow('within 50 ms');
  });

  it('fails at once when the message cannot be sent', async () => {
    const broken: MetricsChannel = { send: (_message, done) => done(new Error('channel closed')), onMessage: () => {} };
    await expect(primaryMetricsSource('text/plain', broken, 5000).read()).rejects.toThrow('channel closed');
  });
});

describe('answerMetricsRequest', () => {
  it("leaves every other message alone (the cache's, the workers' ready, prom-client's own)", () => {
    const replies: unknown[] = [];
    for (const message of [
      { type: 'ready', port: 3000 },
      { type: 'orchestra:cache-invalidate', id: 1, prefixes: ['events:'] },
      { type: 'prom-client:getMetricsRes', requestId: 0, metrics: [] },
      { type: 'orchestra:metrics-request' },
      null,
      'orchestra:metrics-request',
    ]) {
      expect(answerMetricsRequest(message, text('x'), (answer) => replies.push(answer))).toBe(false);
    }
    expect(replies).toEqual([]);
  });
});
