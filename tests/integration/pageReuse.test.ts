// Whole pages reused while their query results are (docs/decisions/013): what a visitor gets from
// a kept page is the page a render would give, with the response's own CSP nonce and request id;
// a visitor with a cart gets a page of their own; after the TTL the page is rendered again.
import { describe, expect, it } from 'vitest';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { request, type RawResponse } from '../support/http';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const renderedAt = (page: RawResponse) => /"renderedAt":"([^"]+)"/.exec(page.body)?.[1];
const nonceOf = (page: RawResponse) => /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];

describe('whole pages reused (production defaults)', () => {
  const gateway = gatewayForSuite({});

  it('answers the same page again with this response’s nonce and request id, asking the upstream nothing', async () => {
    const url = `${gateway.web.url}/de/konzerte`;
    const first = await request(url);
    gateway.proxy.resetCounts();
    const second = await request(url);
    expect(second.status).toBe(200);
    expect(renderedAt(second)).toBe(renderedAt(first));
    expect(gateway.proxy.requests).toEqual([]);

    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    const [firstId, secondId] = [String(first.headers['x-request-id']), String(second.headers['x-request-id'])];
    expect(firstNonce && secondNonce && firstNonce !== secondNonce).toBe(true);
    expect(firstId).not.toBe(secondId);
    // Every script carries the nonce its own response's policy allows, and the boot data its own id.
    expect(second.body).not.toContain(String(firstNonce));
    expect(second.body).not.toContain(firstId);
    expect(second.body).toContain(`nonce="${secondNonce}"`);
    expect(second.body).toContain(`"requestId":"${secondId}"`);
    expect(second.body).toBe(first.body.replaceAll(String(firstNonce), String(secondNonce)).replaceAll(firstId, secondId));
    expect(second.headers['cache-control']).toBe('no-store');
  });

  it('renders a page of its own for a visitor with a cart, and for other consent', async () => {
    const url = `${gateway.web.url}/de/orchesterleben`;
    const anonymous = await request(url);
    const withCart = await request(url, { headers: { cookie: 'cartUrl=%2Fwebshop%2Fcart; cartAmount=2' } });
    const withCartAgain = await request(url, { headers: { cookie: 'cartUrl=%2Fwebshop%2Fcart; cartAmount=2' } });
    expect(new Set([renderedAt(anonymous), renderedAt(withCart), renderedAt(withCartAgain)]).size).toBe(3);

    const consent = { cookie: 'consent=necessary' };
    const withConsent = await request(url, { headers: consent });
    expect(renderedAt(withConsent)).not.toBe(renderedAt(anonymous));
    expect(renderedAt(await request(url, { headers: consent }))).toBe(renderedAt(withConsent));
    expect(renderedAt(await request(url))).toBe(renderedAt(anonymous));
  });

  it('renders the page again once its results’ TTL (RENDER_RESULT_TTL_MS, 1 s) has passed', async () => {
    const url = `${gateway.web.url}/de/productions`;
    const first = await request(url);
    await sleep(1200);
    expect(renderedAt(await request(url))).not.toBe(renderedAt(first));
  });

  it('keeps no page that is not found', async () => {
    const url = `${gateway.web.url}/de/gibt-es-nicht-${Date.now()}`;
    const first = await request(url);
    expect(first.status).toBe(404);
    expect(renderedAt(await request(url))).not.toBe(renderedAt(first));
  });
});
