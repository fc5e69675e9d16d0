import { describe, expect, it } from 'vitest';
import { balancerPageFiles, balancerPages, rawErrorResponse } from './balancerPages';

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

  it('writes a whole HTTP response for errorfile, its length counted in bytes', () => {
    const raw = rawErrorResponse('<p>Gerade ist sehr viel los – später</p>', 5).toString('utf8');
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual([
      'HTTP/1.1 503 Service Unavailable',
      'content-type: text/html; charset=utf-8',
      'cache-control: no-store',
      'retry-after: 5',
      'connection: close',
      `content-length: ${Buffer.byteLength(body)}`,
    ]);
    expect(Buffer.byteLength(body)).toBeGreaterThan(body.length);
  });

  it('names the files a balancer reads: each language’s page and API answer, and the German page as a whole response', () => {
    const files = balancerPageFiles();
    expect([...files.keys()].sort()).toEqual(['503.de.html', '503.de.json', '503.en.html', '503.en.json', '503.http']);
    expect(files.get('503.en.html')?.toString('utf8')).toBe(balancerPages().html.en);
    expect(files.get('503.http')?.toString('latin1')).toMatch(/^HTTP\/1\.1 503 /);
  });
});
