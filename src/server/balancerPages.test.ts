import { describe, expect, it } from 'vitest';
import { balancerPages } from './balancerPages';

describe('balancerPages', () => {
  it("gives the balancer the site's own overload page and GraphQL error in each language, with its Retry-After", () => {
    const pages = balancerPages();
    expect(pages.retryAfterSeconds).toBe(5);
    expect(pages.html.de).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(pages.html.de).toContain('<h1>Gerade ist sehr viel los</h1>');
    expect(pages.html.en).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(pages.html.en).toContain('<h1>It is very busy right now</h1>');
    expect(JSON.parse(pages.graphql.en)).toEqual({
      errors: [
        { message: 'The server is overloaded right now. Please try again in a few seconds.', extensions: { code: 'SERVICE_UNAVAILABLE' } },
      ],
    });
    expect(JSON.parse(pages.graphql.de)).toMatchObject({ errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
  });
});
