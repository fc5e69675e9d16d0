import { describe, expect, it } from 'vitest';
import { escapeHtml, formatEuro, renderCartPage } from './renderCartPage';
import type { Cart } from './readCart';

const cart: Cart = {
  ticketsQuantity: 3,
  total: '63.50',
  items: [
    {
      id: 81,
      eventId: 17,
      eventTitle: '<script>alert("x")</script> & Co',
      start: new Date('2026-11-22T18:30:00Z'),
      seatGroup: 'Parkett',
      priceName: 'Vollpreis',
      saleTypeId: 1,
      quantity: 3,
      unitPrice: '21.17',
      sum: '63.50',
      heldUntil: new Date('2026-11-22T12:15:00Z'),
    },
  ],
};

describe('renderCartPage', () => {
  it('lists the held tickets with escaped texts and Berlin times', () => {
    const html = renderCartPage(cart, 'de');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(html).not.toContain('<script');
    expect(html).toContain('63,50 €');
    // 12:15 UTC is 13:15 in Berlin in November.
    expect(html).toContain('>13:15</time>');
    expect(html).toContain('3 Tickets');
  });

  it('says so when there is no current reservation, in English when asked', () => {
    const html = renderCartPage(undefined, 'en');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('No current reservation.');
    expect(html).not.toContain('<table');
  });

  it('formats euros as spec 001 §5 shows prices', () => {
    expect(formatEuro('25.00', 'de')).toBe('25 €');
    expect(formatEuro('12.50', 'de')).toBe('12,50 €');
    expect(formatEuro('12.50', 'en')).toBe('€12.50');
    expect(escapeHtml(`'"<>&`)).toBe('&#39;&quot;&lt;&gt;&amp;');
  });
});
