import { describe, expect, it } from 'vitest';
import { referencePage } from './referencePage.mjs';

const page = [
  '<!DOCTYPE html><html lang="de"><head>',
  '<link rel="modulepreload" fetchPriority="low" nonce="abc" href="/assets/entry-client-AB12.js"/>',
  '<link rel="modulepreload" href="/assets/chunk-CD34.js"/>',
  '<link rel="stylesheet" href="/assets/site-EF56.css"/>',
  '<link rel="prefetch" as="script" href="/assets/chunk-APOLLO.js">',
  '</head><body><main><h1>Konzerte</h1></main>',
  '<script id="boot-data" type="application/json">{"a":"\\u003c/b"}</script>',
  '<script nonce="abc">$RC("B:0","S:0")</script>',
  '<SCRIPT type="module" src="/assets/entry-client-AB12.js" async=""></SCRIPT >',
  '<noscript><p>JavaScript ist ausgeschaltet.</p></noscript>',
  '</body></html>',
].join('');

describe('the reference page', () => {
  it('has no script element and no modulepreload or prefetch left', () => {
    const reference = referencePage(page);
    expect(reference).not.toMatch(/<script/i);
    expect(reference).not.toContain('modulepreload');
    expect(reference).not.toContain('prefetch');
  });

  it("keeps the stylesheet, the content and the scripts' text (as raw text in <noscript>), so its size stays", () => {
    const reference = referencePage(page);
    expect(reference).toContain('<link rel="stylesheet" href="/assets/site-EF56.css"/>');
    expect(reference).toContain('<main><h1>Konzerte</h1></main>');
    expect(reference).toContain('<noscript>{"a":"\\u003c/b"}</noscript><noscript>$RC("B:0","S:0")</noscript><noscript></noscript>');
    expect(reference).toContain('<noscript><p>JavaScript ist ausgeschaltet.</p></noscript>');
  });

  it('keeps a script text that names </noscript> from ending its <noscript> early', () => {
    expect(referencePage('<script>var end = "</noscript>";</script>')).toBe('<noscript>var end = "<\\/noscript>";</noscript>');
  });
});
