import { describe, expect, it } from 'vitest';
import { upstreamResourceOf } from './upstreamResourceOf';

describe('upstreamResourceOf', () => {
  it('names the endpoint after the API root, without the language', () => {
    expect(upstreamResourceOf('/de/api/events/')).toBe('api/events');
    expect(upstreamResourceOf('/en/api/opening-hours-today/')).toBe('api/opening-hours-today');
    expect(upstreamResourceOf('/de/pageeditor-api/nav')).toBe('pageeditor-api/nav');
    expect(upstreamResourceOf('/pageeditor-api/settings')).toBe('pageeditor-api/settings');
    expect(upstreamResourceOf('/pageeditor-api/schedule/state/')).toBe('pageeditor-api/schedule');
  });

  it('leaves ids, slugs and page paths out of the name', () => {
    expect(upstreamResourceOf('/de/api/events/4711/')).toBe('api/events');
    expect(upstreamResourceOf('/en/api/search/articles/')).toBe('api/search');
    expect(upstreamResourceOf('/de/pageeditor-api/page/ueber-uns/team/')).toBe('pageeditor-api/page');
    expect(upstreamResourceOf('/de/pageeditor-api/container/by-slug/some-slug')).toBe('pageeditor-api/container');
    expect(upstreamResourceOf('/de/pageeditor-api/module/12/move/')).toBe('pageeditor-api/module');
  });

  it('falls back to a fixed name for anything that does not look like an endpoint', () => {
    expect(upstreamResourceOf('/')).toBe('other');
    expect(upstreamResourceOf('/de/')).toBe('other');
    expect(upstreamResourceOf('/4711/')).toBe('other');
    expect(upstreamResourceOf('/de/api/')).toBe('api');
    expect(upstreamResourceOf('/de/api/123/')).toBe('api');
    expect(upstreamResourceOf('/de/api/%C3%BCber/')).toBe('api');
    expect(upstreamResourceOf('/cached/missing')).toBe('cached');
  });
});
