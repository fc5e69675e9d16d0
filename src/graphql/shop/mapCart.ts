// The cart between the booking widget and the upstream (spec 001 §5, §7, §8): input checks, one
// upstream call per seat group, and the ticketing's response codes as the widget's messages.
import { isNumericId } from '../../shared/queryParameters';
import type { Locale } from '../../shared/locales';
import type { CartErrorKind } from '../generated/resolvers';
import { apiMessage, apiTexts } from '../apiMessage';
import { addFieldError, type FieldErrors } from '../fieldErrors';
import { createI18n } from '../../shared/i18n/createI18n';
import type { Translation } from '../../shared/i18n/resources';
import type { EventDetailPayload } from '../sources/payloads';
import type { CartAddition } from '../sources/ShopApi';
import type { CartPayload } from '../sources/shopPayloads';

interface TicketInput {
  seatGroupId: string;
  saleTypeId: string;
  quantity: number;
}

export interface AddToCartInput {
  eventId: string;
  ticketingId: string;
  tickets: readonly TicketInput[];
  blockId?: string | null | undefined;
}

/** The upstream's limits of one call (src/cms/README.md "Shop"): quantities 1–50, 1–20 lines. */
const MAX_QUANTITY = 50;
const MAX_LINES_PER_GROUP = 20;

/** spec 001 §5: at least one ticket; ids numeric; each quantity (also summed per price) 1–50. */
export function validateAddToCart(input: AddToCartInput, locale: Locale): FieldErrors {
  const text = apiTexts(locale);
  const errors: FieldErrors = {};
  for (const key of ['eventId', 'ticketingId'] as const) if (!isNumericId(input[key])) addFieldError(errors, key, text('cartNumericId'));
  if (input.blockId !== null && input.blockId !== undefined && !isNumericId(input.blockId))
    addFieldError(errors, 'blockId', text('cartNumericId'));
  if (input.tickets.length === 0) addFieldError(errors, 'tickets', text('cartNoTickets'));
  input.tickets.forEach((ticket, index) => {
    if (!isNumericId(ticket.seatGroupId)) addFieldError(errors, `tickets.${index}.seatGroupId`, text('cartNumericId'));
    if (!isNumericId(ticket.saleTypeId)) addFieldError(errors, `tickets.${index}.saleTypeId`, text('cartNumericId'));
    if (!Number.isInteger(ticket.quantity) || ticket.quantity < 1 || ticket.quantity > MAX_QUANTITY) {
      addFieldError(errors, `tickets.${index}.quantity`, text('cartQuantityRange', { max: MAX_QUANTITY }));
    }
  });
  if (Object.keys(errors).length > 0) return errors;
  for (const group of groupTickets(input)) {
    if (group.quantities.some((quantity) => quantity > MAX_QUANTITY))
      addFieldError(errors, 'tickets', text('cartQuantityRange', { max: MAX_QUANTITY }));
    if (group.quantities.length > MAX_LINES_PER_GROUP)
      addFieldError(errors, 'tickets', text('cartTooManyLines', { max: MAX_LINES_PER_GROUP }));
  }
  return errors;
}

/**
 * spec 001 §7: one call per seat group, in the order the groups first appear; tickets of the
 * same price are summed (the upstream takes one quantity per sale type). Input must be valid.
 */
export function groupTickets(input: AddToCartInput): CartAddition[] {
  const groups = new Map<number, CartAddition>();
  const blockId = input.blockId === null || input.blockId === undefined ? undefined : Number(input.blockId);
  for (const ticket of input.tickets) {
    const seatGroup = Number(ticket.seatGroupId);
    let group = groups.get(seatGroup);
    if (!group) {
      group = { eventJetId: Number(input.ticketingId), seatGroup, saleTypeIds: [], quantities: [], blockId };
      groups.set(seatGroup, group);
    }
    const saleTypeId = Number(ticket.saleTypeId);
    const line = group.saleTypeIds.indexOf(saleTypeId);
    if (line >= 0) group.quantities[line] = (group.quantities[line] ?? 0) + ticket.quantity;
    else {
      group.saleTypeIds.push(saleTypeId);
      group.quantities.push(ticket.quantity);
    }
  }
  return [...groups.values()];
}

export interface CartErrorObject {
  seatGroupId: string;
  /** Filled by the resolver, which knows the event's groups. */
  seatGroupName: string | null;
  kind: CartErrorKind;
  responseCode: number | null;
  message: string | null;
}

/** spec 001 §8: -214 and -204 have their own messages; another code shows as 'Error {code}'. */
export function cartErrorOf(seatGroupId: string, responseCode: number | null, locale: Locale): CartErrorObject {
  if (responseCode === -214) {
    return { seatGroupId, seatGroupName: null, kind: 'NOT_ENOUGH_SEATS', responseCode, message: apiMessage(locale, 'cartNotEnoughSeats') };
  }
  if (responseCode === -204) {
    return { seatGroupId, seatGroupName: null, kind: 'NO_RESERVATION', responseCode, message: apiMessage(locale, 'cartNoReservation') };
  }
  if (responseCode === null) return { seatGroupId, seatGroupName: null, kind: 'OTHER', responseCode, message: null };
  return {
    seatGroupId,
    seatGroupName: null,
    kind: 'OTHER',
    responseCode,
    message: apiMessage(locale, 'cartErrorCode', { code: responseCode }),
  };
}

export interface CartObject {
  hasReservation: boolean;
  ticketsQuantity: number;
  total: string | null;
  cartUrl: string | null;
  /** When the first hold runs out (ISO 8601); null when empty. */
  heldUntil: string | null;
  items: {
    id: string;
    eventId: string;
    event: string;
    startsAt: string;
    seatGroup: string;
    name: string;
    saleTypeId: string;
    quantity: number;
    price: string;
    sum: string;
    heldUntil: string;
  }[];
}

export const EMPTY_CART: CartObject = { hasReservation: false, ticketsQuantity: 0, total: null, cartUrl: null, heldUntil: null, items: [] };

export function mapCart(cart: CartPayload | null): CartObject {
  if (!cart || cart.items.length === 0) return EMPTY_CART;
  const holdEnd = firstHoldEnd(cart);
  return {
    hasReservation: true,
    ticketsQuantity: cart.tickets_quantity,
    total: cart.total,
    cartUrl: cart.cart_url,
    heldUntil: holdEnd === null ? null : new Date(holdEnd).toISOString(),
    items: cart.items.map((item) => ({
      id: String(item.id),
      eventId: String(item.event_id),
      event: item.event,
      startsAt: item.date_start,
      seatGroup: item.seat_group,
      name: item.name,
      saleTypeId: String(item.sale_type_id),
      quantity: item.quantity,
      price: item.price,
      sum: item.sum,
      heldUntil: item.held_until,
    })),
  };
}

export type BookingRefusalKey = keyof Translation['booking']['api'];

/** The gateway's refusals of a cart call, in the caller's language (resources.ts `booking.api`). */
export function bookingRefusals(locale: Locale): (key: BookingRefusalKey) => string {
  const i18n = createI18n(locale);
  return (key) => i18n.t(`booking.api.${key}`);
}

/**
 * Issue "bad input": the selection against the event as the ticketing has it now, before anything
 * is held. The ticketing id must be the event's, every seat group one of its groups, every sale
 * type priced in that group, and a timeslot named exactly when a group is sold by timeslot, and
 * then one of that group's. A group or timeslot that exists but is off sale (status '0') is not
 * refused here: the ticketing answers -214 for it (spec 001 §8), as when it sells out meanwhile.
 */
export function checkSelection(event: EventDetailPayload, input: AddToCartInput, locale: Locale): FieldErrors {
  const refusal = bookingRefusals(locale);
  const errors: FieldErrors = {};
  if (event.id_jet === null || event.id_jet === undefined || String(event.id_jet) !== input.ticketingId)
    addFieldError(errors, 'ticketingId', refusal('wrongTicketingId'));
  const blockId = input.blockId === null || input.blockId === undefined ? undefined : Number(input.blockId);
  const checked = new Set<string>();
  input.tickets.forEach((ticket, index) => {
    const group = event.seat_groups.find((candidate) => String(candidate.id) === ticket.seatGroupId);
    if (!group) {
      addFieldError(errors, `tickets.${index}.seatGroupId`, refusal('unknownSeatGroup'));
      return;
    }
    if (!group.prices.some((price) => String(price.sale_type_id) === ticket.saleTypeId))
      addFieldError(errors, `tickets.${index}.saleTypeId`, refusal('unknownPrice'));
    if (checked.has(ticket.seatGroupId)) return;
    checked.add(ticket.seatGroupId);
    if (group.timeslots.length === 0) {
      if (blockId !== undefined) addFieldError(errors, 'blockId', refusal('noTimeslots'));
    } else if (blockId === undefined) addFieldError(errors, 'blockId', refusal('timeslotRequired'));
    else if (!group.timeslots.some((slot) => slot.block_id === blockId)) addFieldError(errors, 'blockId', refusal('unknownTimeslot'));
  });
  return errors;
}

/** When the cart's first unexpired hold runs out (ms since 1970); null for an empty cart. */
export function firstHoldEnd(cart: CartPayload | null): number | null {
  if (!cart) return null;
  const ends = cart.items.map((item) => Date.parse(item.held_until)).filter((end) => Number.isFinite(end));
  return ends.length > 0 ? Math.min(...ends) : null;
}
