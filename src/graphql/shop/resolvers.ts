import type { GatewayContext } from '../GatewayContext';
import { fieldErrorsInput } from '../fieldErrors';
import type { Resolvers } from '../generated/resolvers';
import { fromGraphQLLocale, type GraphQLLocale } from '../../shared/graphqlLocale';
import type { CartAddedPayload, CartAddOutcome } from '../sources/ShopApi';
import { fromUpstream, toGraphQLError } from '../upstreamErrors';
import { GraphQLError } from 'graphql';
import { LOCALES, type Locale } from '../../shared/locales';
import { WEBSHOP_PATH } from '../../shared/cartBadge';
import { isNumericId } from '../../shared/queryParameters';
import { apiMessage } from '../apiMessage';
import {
  bookingRefusals,
  cartErrorOf,
  checkSelection,
  firstHoldEnd,
  groupTickets,
  mapCart,
  validateAddToCart,
  type AddToCartInput,
  type CartErrorObject,
  type CartObject,
} from './mapCart';

interface AddToCartResultObject {
  addedSeatGroupIds: string[];
  ticketsQuantity: number | null;
  cartUrl: string | null;
  errors: CartErrorObject[];
  heldUntil: string | null;
}

export const shopResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    async cart(_root: unknown, args: { locale: GraphQLLocale }, context: GatewayContext): Promise<CartObject> {
      const locale = fromGraphQLLocale(args.locale);
      return fromUpstream(locale, async () => {
        const cart = mapCart(await context.apis.shop.cart(locale));
        // The cart page of the upstream's shop opens through the site (/shop/…) when it is ours.
        return cart.cartUrl ? { ...cart, cartUrl: context.publicUrl(cart.cartUrl) } : cart;
      });
    },
  },
  Mutation: {
    async addToCart(
      _root: unknown,
      args: { locale: GraphQLLocale; input: AddToCartInput },
      context: GatewayContext,
    ): Promise<AddToCartResultObject> {
      const locale = fromGraphQLLocale(args.locale);
      const input = args.input;
      const problems = validateAddToCart(input, locale);
      if (Object.keys(problems).length > 0) throw fieldErrorsInput('input', problems, locale);
      // spec 001 §8 'Webshop offline': the site settings say the shop is closed; nothing is asked
      // of it. Read live: a shop closed a moment ago takes no more tickets.
      const settings = await fromUpstream(locale, () => context.apis.settings({ live: true }));
      if (!settings.is_shop_online)
        throw new GraphQLError(bookingRefusals(locale)('shopOffline'), { extensions: { code: 'SHOP_OFFLINE' } });
      // The selection is checked against the event as the ticketing has it now (never a cached
      // copy): a tampered id is refused by field before anything is held.
      const event = await fromUpstream(locale, () => context.apis.events.eventLive(input.eventId, locale));
      if (!event) throw fieldErrorsInput('input', { eventId: [bookingRefusals(locale)('unknownEvent')] }, locale);
      const mismatches = checkSelection(event, input, locale);
      if (Object.keys(mismatches).length > 0) throw fieldErrorsInput('input', mismatches, locale);

      const nameOf = (seatGroupId: string) => event.seat_groups.find((group) => String(group.id) === seatGroupId)?.seat_group ?? null;
      const failed = (seatGroupId: string, error: CartErrorObject): AddToCartResultObject => ({
        addedSeatGroupIds: [],
        ticketsQuantity: null,
        cartUrl: null,
        heldUntil: null,
        errors: [{ ...error, seatGroupName: nameOf(seatGroupId) }],
      });

      // spec 001 §7: one call per seat group, one after the other: the cart cookie the first
      // call sets is in the request's jar when the next one goes out, so all land in one cart.
      // Issue "one order, one outcome": the first group that fails stops the order, and the
      // holds of the groups before it are given back, so the visitor never keeps half an order.
      const held: number[] = [];
      const added: string[] = [];
      let last: CartAddedPayload | undefined;
      for (const addition of groupTickets(input)) {
        const seatGroupId = String(addition.seatGroup);
        let outcome: CartAddOutcome;
        try {
          outcome = await fromUpstream(locale, () => context.apis.shop.add(locale, addition));
        } catch (error) {
          await releaseHolds(context, locale, held);
          throw error;
        }
        if (outcome.kind === 'added') {
          last = outcome.cart;
          added.push(seatGroupId);
          held.push(...(outcome.cart.reservation_ids ?? []));
          continue;
        }
        await releaseHolds(context, locale, held);
        if (outcome.kind === 'refused') {
          // -204: the visitor's reservation is over; the badge and countdown go with it.
          if (outcome.responseCode === -204) context.apis.shop.forgetCart();
          return failed(seatGroupId, cartErrorOf(seatGroupId, outcome.responseCode, locale));
        }
        // Changed between the check above and this call (a price or timeslot withdrawn): the
        // visitor is sent to the webshop (spec 001 §8, no code).
        context.logger.warn({ seatGroupId, errors: outcome.errors }, 'cart add rejected by the upstream');
        return failed(seatGroupId, cartErrorOf(seatGroupId, null, locale));
      }
      if (!last) return { addedSeatGroupIds: [], ticketsQuantity: null, cartUrl: null, heldUntil: null, errors: [] };

      const cartUrl = context.publicUrl(last.cart_url);
      // The countdown's end: the cart's first hold (earlier orders' holds end sooner). A cart
      // that cannot be read now costs the countdown, not the order.
      let holdEnd: number | null = null;
      try {
        holdEnd = firstHoldEnd(await context.apis.shop.cart(locale));
      } catch (error) {
        context.logger.warn({ err: error }, 'cart unreadable after adding; no hold countdown');
      }
      // The badge's link leads to the site's own cart page (the webshop layout's /webshop), where
      // the visitor can see and change the cart; the result keeps the upstream's cart_url (spec 001 §7).
      context.apis.shop.rememberCart({ tickets_quantity: last.tickets_quantity, cart_url: WEBSHOP_PATH }, holdEnd);
      // Pages read events from the shared cache: this event's seats changed, in every process.
      await context.invalidate(LOCALES.map((language) => `events:/${language}/api/events/${event.id}/`)).catch((error: unknown) => {
        context.logger.warn({ err: error }, 'event detail not invalidated after adding to cart');
      });
      return {
        addedSeatGroupIds: added,
        ticketsQuantity: last.tickets_quantity,
        cartUrl,
        heldUntil: holdEnd === null ? null : new Date(holdEnd).toISOString(),
        errors: [],
      };
    },
    async removeCartItem(_root: unknown, args: { locale: GraphQLLocale; id: string }, context: GatewayContext): Promise<CartObject> {
      const locale = fromGraphQLLocale(args.locale);
      const notInCart = () => fieldErrorsInput('id', { id: [apiMessage(locale, 'cartLineUnknown')] }, locale);
      // A line id is a whole number: anything else names no line of anyone's cart.
      if (!isNumericId(args.id) || !Number.isSafeInteger(Number(args.id))) throw notInCart();
      const settings = await fromUpstream(locale, () => context.apis.settings({ live: true }));
      if (!settings.is_shop_online)
        throw new GraphQLError(bookingRefusals(locale)('shopOffline'), { extensions: { code: 'SHOP_OFFLINE' } });
      // The line's event, for the shared cache below; a line not in the visitor's cart is refused
      // here already (the upstream refuses it too: it is the one that knows whose line it is).
      const before = await fromUpstream(locale, () => context.apis.shop.cart(locale));
      // spec 001 §8 -204: no cart, or every hold of it has run out.
      if (!before || before.items.length === 0) throw noReservation(locale);
      const line = before.items.find((item) => String(item.id) === args.id);
      if (!line) throw notInCart();
      const outcome = await fromUpstream(locale, () => context.apis.shop.removeItem(locale, Number(args.id)));
      if (outcome.kind === 'unknown') throw notInCart();
      if (outcome.kind === 'refused') {
        // spec 001 §8 -204: the line's hold ran out between reading and removing.
        throw noReservation(locale);
      }
      await context.invalidate(LOCALES.map((language) => `events:/${language}/api/events/${line.event_id}/`)).catch((error: unknown) => {
        context.logger.warn({ err: error }, 'event detail not invalidated after removing a cart line');
      });
      // The cart as it is now decides the cookies: the header's badge and countdown follow it.
      let after: CartObject;
      try {
        after = mapCart(await context.apis.shop.cart(locale));
      } catch (error) {
        // The line is gone; without the cart the count comes from the removal's answer.
        context.logger.warn({ err: error }, 'cart unreadable after removing a line');
        if (outcome.cart.tickets_quantity === 0) context.apis.shop.forgetCart();
        else context.apis.shop.rememberCart({ tickets_quantity: outcome.cart.tickets_quantity, cart_url: WEBSHOP_PATH }, null);
        throw toGraphQLError(error, locale);
      }
      if (!after.hasReservation) context.apis.shop.forgetCart();
      else
        context.apis.shop.rememberCart(
          { tickets_quantity: after.ticketsQuantity, cart_url: WEBSHOP_PATH },
          after.heldUntil === null ? null : Date.parse(after.heldUntil),
        );
      return after.cartUrl ? { ...after, cartUrl: context.publicUrl(after.cartUrl) } : after;
    },
  },
};

/** spec 001 §8 -204 'No current reservation.' for the cart page. */
function noReservation(locale: Locale): GraphQLError {
  return new GraphQLError(apiMessage(locale, 'cartNoReservation'), { extensions: { code: 'NO_RESERVATION', responseCode: -204 } });
}

/**
 * Gives back what an order held so far. If the ticketing cannot take them back now, the holds
 * still end with their 15 minutes (spec 001 §9); that is logged as an error to look into.
 */
async function releaseHolds(context: GatewayContext, locale: Locale, reservationIds: readonly number[]): Promise<void> {
  if (reservationIds.length === 0) return;
  try {
    await context.apis.shop.release(locale, reservationIds);
  } catch (error) {
    context.logger.error({ err: error, reservationIds }, 'holds of a failed order could not be released');
  }
}
