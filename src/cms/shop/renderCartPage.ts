// GET /shop/cart: the embedded shop's cart page (the cart_url of spec 001 §7). Plain, accessible
// HTML without any script or inline style; every value passes escapeHtml.
import { TIMEZONE } from '../../shared/constants';
import type { Locale } from '../../shared/locales';
import { HOLD_MINUTES } from './addToCart';
import type { Cart } from './readCart';

const TEXTS = {
  de: {
    title: 'Warenkorb',
    empty: 'Keine aktuelle Reservierung.',
    emptyHint: 'Reservierte Tickets werden nach 15 Minuten wieder freigegeben.',
    caption: `Ihre Tickets (für ${HOLD_MINUTES} Minuten reserviert)`,
    event: 'Veranstaltung',
    seatGroup: 'Platzgruppe',
    price: 'Preis',
    quantity: 'Anzahl',
    sum: 'Summe',
    heldUntil: 'Reserviert bis',
    total: 'Gesamt',
    tickets: 'Tickets',
    language: 'English',
  },
  en: {
    title: 'Cart',
    empty: 'No current reservation.',
    emptyHint: 'Reserved tickets are released again after 15 minutes.',
    caption: `Your tickets (reserved for ${HOLD_MINUTES} minutes)`,
    event: 'Event',
    seatGroup: 'Seat group',
    price: 'Price',
    quantity: 'Quantity',
    sum: 'Sum',
    heldUntil: 'Reserved until',
    total: 'Total',
    tickets: 'Tickets',
    language: 'Deutsch',
  },
} satisfies Record<Locale, Record<string, string>>;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** spec 001 §5: "Price display drops '.00', uses comma decimal" (German); English keeps the point. */
export function formatEuro(amount: string, lang: Locale): string {
  const [whole = '0', cents = '00'] = amount.split('.');
  const shown = cents === '00' ? whole : `${whole}${lang === 'de' ? ',' : '.'}${cents}`;
  return lang === 'de' ? `${shown} €` : `€${shown}`;
}

function formatDateTime(moment: Date, lang: Locale): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: TIMEZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(moment);
}

function formatTime(moment: Date, lang: Locale): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: TIMEZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(moment);
}

/**
 * The frame of every shop page: a plain HTML document (no script, no style) with an optional
 * language link above the main content. `title` is escaped here; `languageLink` and `main` are
 * markup the caller built from escaped values.
 */
export function shopPageDocument(lang: Locale, title: string, languageLink: string | undefined, main: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
${languageLink ? `<header><p>${languageLink}</p></header>\n` : ''}<main>
${main}
</main>
</body>
</html>
`;
}

export function renderCartPage(cart: Cart | undefined, lang: Locale): string {
  const t = TEXTS[lang];
  const other: Locale = lang === 'de' ? 'en' : 'de';
  let main: string;
  if (!cart) {
    main = `<p role="status">${escapeHtml(t.empty)}</p>\n<p>${escapeHtml(t.emptyHint)}</p>`;
  } else {
    const rows = cart.items
      .map(
        (item) => `<tr>
<th scope="row">${escapeHtml(item.eventTitle)}<br><time datetime="${escapeHtml(item.start.toISOString())}">${escapeHtml(formatDateTime(item.start, lang))}</time></th>
<td>${escapeHtml(item.seatGroup)}</td>
<td>${escapeHtml(item.priceName)} (${escapeHtml(formatEuro(item.unitPrice, lang))})</td>
<td>${item.quantity}</td>
<td>${escapeHtml(formatEuro(item.sum, lang))}</td>
<td><time datetime="${escapeHtml(item.heldUntil.toISOString())}">${escapeHtml(formatTime(item.heldUntil, lang))}</time></td>
</tr>`,
      )
      .join('\n');
    main = `<table>
<caption>${escapeHtml(t.caption)}</caption>
<thead><tr><th scope="col">${escapeHtml(t.event)}</th><th scope="col">${escapeHtml(t.seatGroup)}</th><th scope="col">${escapeHtml(t.price)}</th><th scope="col">${escapeHtml(t.quantity)}</th><th scope="col">${escapeHtml(t.sum)}</th><th scope="col">${escapeHtml(t.heldUntil)}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">${escapeHtml(t.total)}</th><td></td><td></td><td>${cart.ticketsQuantity} ${escapeHtml(t.tickets)}</td><td>${escapeHtml(formatEuro(cart.total, lang))}</td><td></td></tr></tfoot>
</table>`;
  }
  const language = `<a href="/shop/cart?lang=${other}" hreflang="${other}" lang="${other}">${escapeHtml(t.language)}</a>`;
  return shopPageDocument(lang, t.title, language, `<h1>${escapeHtml(t.title)}</h1>\n${main}`);
}
