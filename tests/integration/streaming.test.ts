// The events page streams: its shell reaches the browser while the upstream is still
// answering, and rendering it costs one upstream request per distinct resource.
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, openStream, request } from '../support/http';
import { gatewayForSuite } from '../support/gatewayUnderTest';
import { byText } from '../support/byText';
import { SHARED_SEASON_START } from '../support/seedDates';

// Settings are cached for the whole test, so only the programme's own calls are held; the
// shared content cache is off so every render shows its own upstream calls (the per-request
// dedupe is what is measured here; tests/integration/gateway.cache.test.ts covers the cache).
const gateway = gatewayForSuite({ SETTINGS_TTL_MS: '600000', UPSTREAM_CACHE: 'off' });

beforeAll(async () => {
  expect((await request(`${gateway.web.url}/de/konzerte`)).status).toBe(200);
});

describe('streaming the events page', () => {
  it('flushes the shell before the upstream has answered and streams the list later in the same response', async () => {
    gateway.proxy.hold((path) => path.startsWith('/de/api/events/'));
    const heldRequest = gateway.proxy.waitForHeld();
    const response = await openStream(`${gateway.web.url}/de/konzerte`);
    const chunks = response.chunks[Symbol.asyncIterator]();

    const order: string[] = [];
    await heldRequest;
    order.push('upstream asked for events');
    const first = await chunks.next();
    order.push('first chunk received');
    expect(gateway.proxy.heldCount()).toBeGreaterThan(0);
    order.push(gateway.proxy.heldCount() > 0 ? 'upstream still held' : 'upstream already answered');

    const shell = String(first.value);
    expect(response.status).toBe(200);
    expect(shell).toContain('<header');
    // The chrome above the content is in the shell, so nothing pushes the page down after the
    // first paint: today's opening hours (a closed day's note takes a second line on a phone).
    expect(shell).toMatch(/<p class="opening-hours">.*class="opening-hours__state"/s);
    expect(shell).toContain('data-testid="event-list-skeleton"');
    expect(shell).not.toContain('data-testid="event-list"');

    gateway.proxy.release();
    order.push('upstream released');
    let rest = '';
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) rest += next.value;
    order.push('stream ended');

    expect(order).toEqual([
      'upstream asked for events',
      'first chunk received',
      'upstream still held',
      'upstream released',
      'stream ended',
    ]);
    expect(rest).toContain('data-testid="event-list"');
    expect(rest).toMatch(/<h2[^>]*class="day-group__heading"/);
    // The query results the render used travel inside the stream for the browser's store, the
    // programme's among them, after the shell and before the list's HTML that shows them.
    const programmeResult = (shell + rest).indexOf('.push(["Programme{');
    expect((shell + rest).includes('self.__pageData')).toBe(true);
    expect(programmeResult).toBeGreaterThan(shell.length - 1);
    expect(programmeResult).toBeLessThan(shell.length + rest.indexOf('data-testid="event-list"'));
    expect((shell + rest).trimEnd().endsWith('</html>')).toBe(true);
  });

  it('waits with the shell for today’s opening hours, which stand above the content', async () => {
    // A closed day's note takes a second line in the header's top row on a phone: streamed in
    // after the first paint, it pushed the whole page down (seen on Sundays).
    gateway.proxy.hold((path) => path.startsWith('/de/api/opening-hours-today/'));
    const heldRequest = gateway.proxy.waitForHeld();
    try {
      // The response's head comes with the shell. Released once the head has come (a shell sent
      // without the hours) or after a second without it (the shell waiting for them, as it must).
      const opened = openStream(`${gateway.web.url}/de/konzerte`);
      await heldRequest;
      await Promise.race([opened, new Promise((resolve) => setTimeout(resolve, 1000))]);
      gateway.proxy.release();
      const response = await opened;
      const first = await response.chunks[Symbol.asyncIterator]().next();
      expect(response.status).toBe(200);
      expect(String(first.value)).toMatch(/<p class="opening-hours">.*class="opening-hours__state"/s);
    } finally {
      gateway.proxy.release();
    }
  });

  it('makes one upstream request per distinct resource (no N+1)', async () => {
    gateway.proxy.resetCounts();
    const page = await request(`${gateway.web.url}/de/konzerte`);
    expect(page.status).toBe(200);
    const paths = gateway.proxy.requests.map((entry) => entry.path.split('?')[0] ?? '');
    expect(new Set(paths).size).toBe(paths.length);
    // The guards' data (site and design settings, redirect records) is shared like the site
    // settings (SETTINGS_TTL_MS, docs/decisions/011), so an earlier request has usually asked for it.
    const guardData = new Set(['/pageeditor-api/settings', '/pageeditor-api/design-settings', '/de/pageeditor-api/redirect']);
    expect(paths.filter((path) => !guardData.has(path)).sort(byText)).toEqual(
      // The programme's seven, the chrome's opening hours and top alert (spec 001 §4), and the
      // footer's navigation (spec 001 §2; its HTML blocks come with the settings).
      [
        '/de/api/events/',
        '/de/api/teasers/',
        '/de/api/rooms/',
        '/de/api/exhibition-types/',
        '/de/api/event-tags/',
        '/de/api/series/',
        '/de/api/genres/',
        '/de/api/opening-hours-today/',
        '/de/api/breaking-news/',
        '/de/pageeditor-api/nav',
      ].sort(byText),
    );
  });

  it('costs one upstream request for a list of 100 events with all their relations', async () => {
    gateway.proxy.resetCounts();
    const result = await graphql(
      gateway.web.url,
      `query { events(locale: EN, from: "${SHARED_SEASON_START}", pageSize: 100) { items { id room { name venue { name } } type { name } tags { name } series { name } genres { name } } } }`,
    );
    expect(result.json.errors).toBeUndefined();
    const items = (result.json.data!.events as { items: unknown[] }).items;
    expect(items.length).toBeGreaterThan(50);
    expect(gateway.proxy.requests.map((entry) => entry.path.split('?')[0])).toEqual(['/en/api/events/']);
  });
});
