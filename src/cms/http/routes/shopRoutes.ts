// The embedded shop's cart (spec 001 §7 POST /api/shop-cart/, §8 -214/-204, §9 15-minute hold;
// README "Endpoints"): the JSON cart API and the cart page that cart_url points at.
import type { NextFunction, Request, Response } from 'express';
import { assertUnreachable } from '../../../shared/assertUnreachable';
import { decideLocaleFromAcceptLanguage, isLocale, type Locale } from '../../../shared/locales';
import { berlinIso } from '../../api/listEvents';
import {
  addToCart,
  CART_LIMIT_REACHED,
  cartIdFromCookie,
  NO_CURRENT_RESERVATION,
  NOT_ENOUGH_SEATS,
  releaseReservations,
} from '../../shop/addToCart';
import { parseCartRequest, parseReleaseRequest } from '../../shop/parseCartRequest';
import { readCart } from '../../shop/readCart';
import { removeCartItem } from '../../shop/removeCartItem';
import { renderCartPage } from '../../shop/renderCartPage';
import { readEventDetail } from '../../shop/readEventDetail';
import { renderEventShopPage, renderNotFoundShopPage } from '../../shop/renderEventShopPage';
import { pathId } from '../../content/parseContentQuery';
import { csrfProtection, readCookie } from '../csrf';
import { methodNotAllowed, requestUrl } from '../httpHelpers';
import type { RouteModule } from './routeTypes';

/** The HttpOnly cookie that names the visitor's cart (a UUID the server chose). */
const CART_COOKIE = 'shop_cart';
/** The cart outlives its holds by a day, so a returning visitor keeps the same cart id. */
const CART_COOKIE_MS = 24 * 3600 * 1000;
const CART_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST'];
/** The reservations' id column is an integer: a bigger id names no line (and would not bind). */
const MAX_INT = 2_147_483_647;

// The CMS speaks plain HTTP on loopback behind the site, so cookies are not marked Secure here.
const csrf = csrfProtection({ secureCookies: false });
/** CSRF for the methods a path serves; any other method falls through to its 405. */
const csrfFor =
  (methods: readonly string[]) =>
  (req: Request, res: Response, next: NextFunction): void => {
    if (methods.includes(req.method)) csrf(req, res, next);
    else next();
  };

function cartUrl(origin: string, lang: Locale): string {
  return `${origin}/shop/cart${lang === 'en' ? '?lang=en' : ''}`;
}

/** The cart page's language: its path prefix, else `?lang=`, else Accept-Language. */
function pageLocale(req: Request): Locale {
  const prefix = req.baseUrl.slice(1);
  if (isLocale(prefix)) return prefix;
  const asked = requestUrl(req).searchParams.get('lang');
  if (isLocale(asked)) return asked;
  return decideLocaleFromAcceptLanguage(req.get('accept-language'));
}

export const registerShopRoutes: RouteModule = (router, { db, now }, lang) => {
  router
    .route('/api/shop-cart/')
    .all(csrfFor(CART_METHODS))
    .get(async (req, res) => {
      const cart = await readCart(db, cartIdFromCookie(readCookie(req, CART_COOKIE)), now(), lang);
      res.set('Cache-Control', 'no-store');
      if (!cart) {
        res.status(404).json({ response_code: NO_CURRENT_RESERVATION });
        return;
      }
      res.json({
        tickets_quantity: cart.ticketsQuantity,
        cart_url: cartUrl(requestUrl(req).origin, lang),
        total: cart.total,
        items: cart.items.map((item) => ({
          id: item.id,
          event_id: item.eventId,
          event: item.eventTitle,
          date_start: berlinIso(item.start),
          seat_group: item.seatGroup,
          name: item.priceName,
          sale_type_id: item.saleTypeId,
          quantity: item.quantity,
          price: item.unitPrice,
          sum: item.sum,
          held_until: berlinIso(item.heldUntil),
        })),
      });
    })
    .post(async (req, res) => {
      if (req.get('content-type') !== undefined && !req.is('application/json')) {
        res.status(415).json({ detail: `Unsupported media type "${req.get('content-type') ?? ''}" in request.` });
        return;
      }
      const parsed = parseCartRequest(req.body);
      if (!parsed.ok) {
        res.status(400).json({ detail: 'Invalid request body.', errors: parsed.errors });
        return;
      }
      const result = await addToCart(db, parsed.value, { cartId: cartIdFromCookie(readCookie(req, CART_COOKIE)), now: now() });
      switch (result.kind) {
        case 'invalid':
          res.status(400).json({ detail: 'Invalid request body.', errors: result.errors });
          return;
        case 'unavailable':
          res.status(409).json({ response_code: NOT_ENOUGH_SEATS });
          return;
        case 'cartFull':
          res.status(409).json({ response_code: CART_LIMIT_REACHED });
          return;
        case 'expired':
          // spec 001 §8 -204: the reservation is over; the next add starts a new cart.
          res.clearCookie(CART_COOKIE, { httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
          res.status(409).json({ response_code: NO_CURRENT_RESERVATION });
          return;
        case 'added':
          res.cookie(CART_COOKIE, result.cartId, { httpOnly: true, sameSite: 'lax', secure: false, path: '/', maxAge: CART_COOKIE_MS });
          res.status(200).json({
            tickets_quantity: result.ticketsQuantity,
            cart_url: cartUrl(requestUrl(req).origin, lang),
            reservation_ids: result.reservationIds,
          });
          return;
        default:
          assertUnreachable(result);
      }
    })
    .all(methodNotAllowed(CART_METHODS.join(', ')));

  // Gives back holds of the caller's cart (README "Shop"): the site's all-or-none order.
  router
    .route('/api/shop-cart/release/')
    .all(csrfFor(['POST']))
    .post(async (req, res) => {
      if (req.get('content-type') !== undefined && !req.is('application/json')) {
        res.status(415).json({ detail: `Unsupported media type "${req.get('content-type') ?? ''}" in request.` });
        return;
      }
      const parsed = parseReleaseRequest(req.body);
      if (!parsed.ok) {
        res.status(400).json({ detail: 'Invalid request body.', errors: parsed.errors });
        return;
      }
      const result = await releaseReservations(db, cartIdFromCookie(readCookie(req, CART_COOKIE)), parsed.value, now());
      if (result.kind === 'invalid') {
        res.status(400).json({ detail: 'Invalid request body.', errors: result.errors });
        return;
      }
      res.set('Cache-Control', 'no-store').json({ released: result.released, tickets_quantity: result.ticketsQuantity });
    })
    .all(methodNotAllowed('POST'));

  // The site's cart page takes one line out (README "Shop"): CSRF as for the POST; the line must
  // be the cookie's cart's, else 404 and nothing changes; its seats go back on sale at once.
  router
    .route('/api/shop-cart/items/:id/')
    .all(csrfFor(['DELETE']))
    .delete(async (req: Request<{ id: string }>, res) => {
      res.set('Cache-Control', 'no-store');
      const id = pathId(req.params.id);
      if (id === undefined || id > MAX_INT) {
        res.status(400).json({ detail: 'Invalid path parameters.', errors: { id: ['A line id is a whole number.'] } });
        return;
      }
      const result = await removeCartItem(db, cartIdFromCookie(readCookie(req, CART_COOKIE)), id, now());
      switch (result.kind) {
        case 'unknown':
          res.status(404).json({ detail: `No line ${id} in this cart.` });
          return;
        case 'expired':
          // spec 001 §8 -204: the hold has run out; nothing is held to give back.
          res.status(409).json({ response_code: NO_CURRENT_RESERVATION });
          return;
        case 'removed':
          res.status(200).json({ tickets_quantity: result.ticketsQuantity, cart_url: cartUrl(requestUrl(req).origin, lang) });
          return;
        default:
          assertUnreachable(result);
      }
    })
    .all(methodNotAllowed('DELETE'));

  router
    .route('/shop/cart')
    .all(csrfFor(['GET', 'HEAD', 'OPTIONS']))
    .get(async (req, res) => {
      const locale = pageLocale(req);
      const cart = await readCart(db, cartIdFromCookie(readCookie(req, CART_COOKIE)), now(), locale);
      res
        .status(cart ? 200 : 404)
        .set({ ...SHOP_PAGE_HEADERS, 'Cache-Control': 'no-store', Vary: 'Cookie, Accept-Language' })
        .send(renderCartPage(cart, locale));
    })
    .all(methodNotAllowed());

  // spec 001 §3 ticket_url: the event's page in the shop.
  router
    .route('/shop/events/:id')
    .get(async (req: Request<{ id: string }>, res) => {
      const locale = pageLocale(req);
      const id = pathId(req.params.id);
      const event = id === undefined ? undefined : await readEventDetail(db, id, locale, requestUrl(req).origin, now());
      if (!event) {
        res.status(404).set(SHOP_PAGE_HEADERS).send(renderNotFoundShopPage(locale));
        return;
      }
      res
        .status(200)
        .set({ ...SHOP_PAGE_HEADERS, 'Cache-Control': 'no-store', Vary: 'Accept-Language' })
        .send(renderEventShopPage(event, locale));
    })
    .all(methodNotAllowed());
};

/** The shop pages are plain HTML: no script, no style, no frames. */
const SHOP_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};
