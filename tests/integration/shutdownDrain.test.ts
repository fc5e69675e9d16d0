// Draining on SIGTERM (src/server/serve.ts, src/server/shutdownDrain.ts): a web process told to stop
// fails its health check at once and keeps serving for SHUTDOWN_DELAY_MS, so a load balancer takes
// it out before its port closes; then it stops accepting and exits 0. Against the shared upstream.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { request } from '../support/http';
import { startWeb, type RunningProcess } from '../support/processes';

const DELAY_MS = 1500;

describe('a web process told to stop (SIGTERM) with SHUTDOWN_DELAY_MS', () => {
  let web: RunningProcess | undefined;

  afterAll(async () => {
    await web?.stop('SIGKILL');
  });

  it('answers /healthz with 503 at once, still serves pages meanwhile, then refuses connections and exits 0', async () => {
    web = await startWeb({ CMS_URL: inject('cmsUrl'), SHUTDOWN_DELAY_MS: String(DELAY_MS) });
    expect((await request(`${web.url}/healthz`)).status).toBe(200);

    const signalledAt = Date.now();
    const exit = web.stop('SIGTERM');
    const health = await request(`${web.url}/healthz`);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({ status: 'draining' });
    expect(health.headers['cache-control']).toBe('no-store');

    const page = await request(`${web.url}/de/konzerte`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="event-list"');
    // Every answer asks the client to go elsewhere for the next request. (The page's connection was
    // accepted: after the delay it would have been refused, as below.)
    expect(page.headers.connection).toBe('close');

    expect(await exit).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DELAY_MS);
    await expect(request(`${web.url}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
  });
});
