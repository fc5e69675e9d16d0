// Pages render RENDER_CONCURRENCY at a time (src/server/renderGate.ts): one more waits for its
// turn, and after RENDER_QUEUE_WAIT_MS it gets the busy page with Retry-After instead of waiting
// on; the health check answers meanwhile, and the waiting page renders once a place is free.
import { describe, expect, it } from 'vitest';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { request } from '../support/http';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('renders in turn (one at a time here)', () => {
  const gateway = gatewayForSuite({
    RENDER_CONCURRENCY: '1',
    RENDER_QUEUE_WAIT_MS: '300',
    UPSTREAM_CACHE: 'off',
    RENDER_RESULT_TTL_MS: '0',
  });

  it('refuses a page that waited too long with the busy page, and renders one whose turn came in time', async () => {
    const url = `${gateway.web.url}/de/konzerte`;
    // The first page renders and waits for the programme's upstream answer, holding the only place.
    gateway.proxy.hold((path) => path.includes('/api/events/'));
    const first = request(url);
    await gateway.proxy.waitForHeld();

    const refusedAfter = performance.now();
    const refused = await request(url);
    expect(refused.status).toBe(503);
    expect(performance.now() - refusedAfter).toBeGreaterThanOrEqual(250);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('<html lang="de">');
    expect((await request(`${gateway.web.url}/healthz`)).status).toBe(200);

    // The next one waits; the first ends well within its wait, and it renders.
    const waiting = request(url);
    await sleep(50);
    gateway.proxy.release();
    const [firstPage, waitingPage] = await Promise.all([first, waiting]);
    expect(firstPage.status).toBe(200);
    expect(waitingPage.status).toBe(200);
    expect(waitingPage.body).toContain('</html>');
  });
});
