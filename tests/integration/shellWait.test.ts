// A page whose data is there soon after its shell leaves in one piece (RENDER_SHELL_WAIT_MS,
// src/server/ssr/renderPage.tsx): no skeleton, no part revealed later by React's inline script,
// which would hold it until 300 ms after the first paint. A page still waiting on the upstream
// sends its shell first: tests/integration/streaming.test.ts.
import { describe, expect, it } from 'vitest';
import { request } from '../support/http';
import { gatewayForSuite } from '../support/gatewayUnderTest';

// A wait far longer than the local upstream needs, so that the page is complete within it on
// any machine; the content cache is off so every render asks the upstream.
const gateway = gatewayForSuite({ RENDER_SHELL_WAIT_MS: '1000', UPSTREAM_CACHE: 'off' });

describe('a page complete within the shell wait', () => {
  it.each(['/de/konzerte', '/en/concerts', '/de'])('%s is sent whole, with no part revealed later', async (path) => {
    const response = await request(`${gateway.web.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.body).not.toContain('$RC(');
    expect(response.body).not.toMatch(/<div hidden(="")? id="S:/);
    expect(response.body).not.toContain('-skeleton"');
    expect(response.body.trimEnd().endsWith('</html>')).toBe(true);
  });
});
