import { describe, expect, it } from 'vitest';
import { serializeForScript } from './serializeForScript';

describe('serializeForScript', () => {
  it('escapes a closing script tag so it cannot end the element', () => {
    const out = serializeForScript({ title: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ title: '</script><script>alert(1)</script>' });
  });

  it('escapes line and paragraph separators and ampersands, and round-trips', () => {
    const value = { text: 'a\u2028b\u2029c & <!-- d' };
    const out = serializeForScript(value);
    expect(out).not.toMatch(/[\u2028\u2029&<]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});
