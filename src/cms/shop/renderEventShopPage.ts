// GET /shop/events/{id}: the embedded shop's page of one event (what ticket_url names, spec
// 001 §3): date, place, and each seat group on sale with its prices and free seats. Tickets are
// put into the cart by the site's booking widget (POST /api/shop-cart/); this page lists what
// can be had and leads to the cart. Plain HTML without script or inline style, every value escaped.
import { TIMEZONE } from '../../shared/constants';
import type { Locale } from '../../shared/locales';
import { escapeHtml, formatEuro, shopPageDocument } from './renderCartPage';
import type { EventDetailPayload } from './readEventDetail';

const TEXTS = {
  de: {
    prices: 'Preise und freie Plätze',
    seatGroup: 'Platzgruppe',
    price: 'Preise',
    available: 'Frei',
    notOnSale: 'Für diese Veranstaltung werden keine Karten verkauft.',
    soldOut: 'Ausverkauft',
    cancelled: 'Abgesagt',
    cart: 'Zum Warenkorb',
    language: 'English',
  },
  en: {
    prices: 'Prices and free seats',
    seatGroup: 'Seat group',
    price: 'Prices',
    available: 'Free',
    notOnSale: 'No tickets are sold for this event.',
    soldOut: 'Sold out',
    cancelled: 'Cancelled',
    cart: 'Go to the cart',
    language: 'Deutsch',
  },
} satisfies Record<Locale, Record<string, string>>;

export function renderEventShopPage(event: EventDetailPayload, lang: Locale): string {
  const t = TEXTS[lang];
  const other: Locale = lang === 'de' ? 'en' : 'de';
  const start = new Date(event.date_start);
  const when = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: TIMEZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(start);
  // spec 001 §4: seat groups with status '0' are not on sale.
  const onSale = event.is_cancelled || event.is_sold_out ? [] : event.seat_groups.filter((group) => group.status !== '0');
  const rows = onSale
    .map(
      (group) => `<tr>
<th scope="row">${escapeHtml(group.seat_group)}</th>
<td>${group.prices.map((price) => `${escapeHtml(price.name)}: ${escapeHtml(formatEuro(price.price, lang))}`).join('<br>')}</td>
<td>${group.available}</td>
</tr>`,
    )
    .join('\n');
  const status = event.is_cancelled ? t.cancelled : event.is_sold_out ? t.soldOut : onSale.length === 0 ? t.notOnSale : undefined;
  const body =
    status !== undefined
      ? `<p role="status">${escapeHtml(status)}</p>`
      : `<table>
<caption>${escapeHtml(t.prices)}</caption>
<thead><tr><th scope="col">${escapeHtml(t.seatGroup)}</th><th scope="col">${escapeHtml(t.price)}</th><th scope="col">${escapeHtml(t.available)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  const language = `<a href="/shop/events/${event.id}?lang=${other}" hreflang="${other}" lang="${other}">${escapeHtml(t.language)}</a>`;
  return shopPageDocument(
    lang,
    event.title,
    language,
    `<h1>${escapeHtml(event.title)}</h1>
<p><time datetime="${escapeHtml(event.date_start)}">${escapeHtml(when)}</time>, ${escapeHtml(event.room.name)}, ${escapeHtml(event.room.venue.name)}</p>
${body}
<p><a href="/shop/cart${lang === 'en' ? '?lang=en' : ''}">${escapeHtml(t.cart)}</a></p>`,
  );
}

/** The shop's answer for an event it does not know. */
export function renderNotFoundShopPage(lang: Locale): string {
  const title = lang === 'de' ? 'Veranstaltung nicht gefunden' : 'Event not found';
  return shopPageDocument(lang, title, undefined, `<h1>${escapeHtml(title)}</h1>`);
}
