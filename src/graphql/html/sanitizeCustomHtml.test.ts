import { describe, expect, it } from 'vitest';
import { sanitizeCustomHtml, sanitizedOrNull } from './sanitizeCustomHtml';

describe('sanitizeCustomHtml', () => {
  it('keeps ordinary content markup', () => {
    const html =
      '<h2>Partner</h2><p class="lead">Mit <strong>Dank</strong> an <em>alle</em>.</p><ul><li>eins</li></ul><ol><li>zwei</li></ol>' +
      '<div class="logos"><span class="logo">A</span></div><a href="/de/konzerte">Programm</a><a href="https://example.org/x">extern</a>' +
      '<a href="mailto:info@example.org">Mail</a><img src="/media/logo.png" alt="Logo" width="120" height="40"><img src="https://example.org/l.png" alt="L">';
    expect(sanitizeCustomHtml(html)).toBe(
      '<h2>Partner</h2><p class="lead">Mit <strong>Dank</strong> an <em>alle</em>.</p><ul><li>eins</li></ul><ol><li>zwei</li></ol>' +
        '<div class="logos"><span class="logo">A</span></div><a href="/de/konzerte">Programm</a><a href="https://example.org/x">extern</a>' +
        '<a href="mailto:info@example.org">Mail</a><img src="/media/logo.png" alt="Logo" width="120" height="40" /><img src="https://example.org/l.png" alt="L" />',
    );
  });

  it('removes script elements with their content', () => {
    expect(sanitizeCustomHtml('<p>a</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>')).toBe('<p>a</p>');
  });

  it('removes event handler attributes', () => {
    expect(sanitizeCustomHtml('<img src="/x.png" alt="x" onerror="alert(1)"><p onclick="alert(1)" onmouseover=alert(1)>t</p>')).toBe(
      '<img src="/x.png" alt="x" /><p>t</p>',
    );
  });

  it('removes javascript:, data: and vbscript: URLs, however they are written', () => {
    const out = sanitizeCustomHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="java&#x09;script:alert(1)">c</a><a href="vbscript:x">d</a><img src="data:image/svg+xml,<svg onload=alert(1)>" alt="e">',
    );
    expect(out).not.toMatch(/javascript|vbscript|data:|alert/i);
    expect(out).toContain('<a>a</a>');
  });

  it('removes <style> elements and style attributes', () => {
    expect(sanitizeCustomHtml('<style>body{display:none}</style><p style="position:fixed;inset:0">t</p>')).toBe('<p>t</p>');
  });

  it('removes frames, objects, forms and inputs', () => {
    const out = sanitizeCustomHtml(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><form action="https://evil.example"><input name="p"><button>Go</button></form><textarea>x</textarea>',
    );
    expect(out).toBe('Go');
  });

  it('does not allow protocol-relative links or images (another host in disguise)', () => {
    expect(sanitizeCustomHtml('<a href="//evil.example/x">a</a><img src="//evil.example/x.png" alt="i">')).toBe('<a>a</a><img alt="i" />');
  });

  it('gives a link that opens a new tab rel="noopener noreferrer" and drops other targets', () => {
    expect(sanitizeCustomHtml('<a href="https://example.org" target="_blank" rel="opener">x</a><a href="/a" target="_top">y</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">x</a><a href="/a">y</a>',
    );
  });

  it('escapes what it keeps as text', () => {
    expect(sanitizeCustomHtml('<p>1 < 2 & "x"</p><svg><g onload="alert(1)"></g></svg>')).toBe('<p>1 &lt; 2 &amp; "x"</p>');
  });
});

describe('sanitizedOrNull', () => {
  it('is null for nothing, blanks and markup that is all removed', () => {
    expect(sanitizedOrNull(null)).toBeNull();
    expect(sanitizedOrNull('')).toBeNull();
    expect(sanitizedOrNull('  \n ')).toBeNull();
    expect(sanitizedOrNull('<script>alert(1)</script>')).toBeNull();
    expect(sanitizedOrNull('<p>x</p>')).toBe('<p>x</p>');
  });
});
