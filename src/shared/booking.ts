// The booking widget's rules (spec 001 §3 "Selected ticket", §4 "Booking widget", §5, §9), pure,
// so the widget and its tests share them.

/** spec 001 §9: "widget close delay 250 ms": after closing, the summary and step are reset. */
export const WIDGET_CLOSE_DELAY_MS = 250;
/** spec 001 §9: "summary show delay 100 ms": success or error shows this long after the answer. */
export const SUMMARY_SHOW_DELAY_MS = 100;
/** spec 001 §9: "widget scroll-into-view delay 100 ms". */
export const WIDGET_SCROLL_DELAY_MS = 100;
/** spec 001 §4, §9: "price list collapsed above 2 prices". */
export const PRICE_LIST_COLLAPSE_ABOVE = 2;
/** spec 001 §9: "default quantity 1". */
const DEFAULT_QUANTITY = 1;
/**
 * spec 001 §3, §9: the full price is 'Vollpreis', the others are discounts. Which price is the
 * full one is told by its sale type (the ticketing's sale type 1), never by its name.
 */
export const FULL_PRICE_SALE_TYPE_ID = 1;

/** spec 001 §4: the widget's steps; '' is the main step, Back returns to it. */
export type BookingStep = '' | 'discounts' | 'timeslots';

/** spec 001 §3 "Selected ticket": ticket (seat group, sale type) and amount. */
export interface SelectedTicket {
  seatGroupId: string;
  saleTypeId: number;
  amount: number;
}

type TicketKey = Pick<SelectedTicket, 'seatGroupId' | 'saleTypeId'>;

const same = (a: TicketKey, b: TicketKey) => a.seatGroupId === b.seatGroupId && a.saleTypeId === b.saleTypeId;

/** spec 001 §4: the same seat group and sale type gets amount +1, else a new entry with the default quantity. */
export function addTicket(selection: readonly SelectedTicket[], ticket: TicketKey): SelectedTicket[] {
  if (selection.some((entry) => same(entry, ticket))) {
    return selection.map((entry) => (same(entry, ticket) ? { ...entry, amount: entry.amount + 1 } : entry));
  }
  return [...selection, { seatGroupId: ticket.seatGroupId, saleTypeId: ticket.saleTypeId, amount: DEFAULT_QUANTITY }];
}

/** spec 001 §4: amount −1; an entry at 1 is removed. */
export function removeTicket(selection: readonly SelectedTicket[], ticket: TicketKey): SelectedTicket[] {
  const entry = selection.find((candidate) => same(candidate, ticket));
  if (!entry) return [...selection];
  if (entry.amount <= 1) return selection.filter((candidate) => !same(candidate, ticket));
  return selection.map((candidate) => (same(candidate, ticket) ? { ...candidate, amount: candidate.amount - 1 } : candidate));
}

export function amountOf(selection: readonly SelectedTicket[], ticket: TicketKey): number {
  return selection.find((entry) => same(entry, ticket))?.amount ?? 0;
}

export function ticketCount(selection: readonly SelectedTicket[]): number {
  return selection.reduce((sum, entry) => sum + entry.amount, 0);
}

/** spec 001 §5: "Add to cart requires at least one selected ticket." */
export function canAddToCart(selection: readonly SelectedTicket[]): boolean {
  return ticketCount(selection) > 0;
}

/**
 * spec 001 §5: "Price display drops '.00', uses comma decimal" (in both languages), with the
 * currency sign of the design settings' default (euro): '27.00' → '27 €', '12.50' → '12,50 €'.
 */
export function formatPrice(amount: string, currency = '€'): string {
  const match = /^(\d+)\.(\d{2})$/.exec(amount.trim());
  const text = !match ? amount.trim() : match[2] === '00' ? match[1] : `${match[1]},${match[2]}`;
  return `${text}\u00a0${currency}`;
}

/** The sum of a selection as the upstream writes amounts ('54.00'), from the prices' cents. */
export function selectionTotal(selection: readonly SelectedTicket[], priceOf: (ticket: TicketKey) => string | undefined): string {
  let cents = 0;
  for (const entry of selection) {
    const match = /^(\d+)\.(\d{2})$/.exec(priceOf(entry) ?? '');
    if (match) cents += (Number(match[1]) * 100 + Number(match[2])) * entry.amount;
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** spec 001 §4: "Sticky booking prices exclude prices equal to '0.00'." */
export function stickyBookingPrices<T extends { amount: string }>(prices: readonly T[]): T[] {
  return prices.filter((price) => price.amount !== '0.00');
}

/** spec 001 §4, §9: the price list is collapsed when it has more than 2 prices. */
export function isPriceListCollapsible(count: number): boolean {
  return count > PRICE_LIST_COLLAPSE_ABOVE;
}

/** The full price first (by sale type), then the discounts in the ticketing's order. */
export function fullPriceFirst<T extends { saleTypeId: number }>(prices: readonly T[]): T[] {
  return [...prices].sort((a, b) => Number(b.saleTypeId === FULL_PRICE_SALE_TYPE_ID) - Number(a.saleTypeId === FULL_PRICE_SALE_TYPE_ID));
}

/**
 * spec 001 §4: in the timeslot variant the first available timeslot is preselected (one with
 * seats left, when the ticketing says how many); null when none is.
 */
export function firstAvailableTimeslot<T extends { available: number | null }>(timeslots: readonly T[]): T | null {
  return timeslots.find((slot) => slot.available === null || slot.available > 0) ?? null;
}

/** spec 001 §4: changing the timeslot is offered only with more than one available. */
export function offersTimeslotChange(timeslots: readonly { available: number | null }[]): boolean {
  return timeslots.filter((slot) => slot.available === null || slot.available > 0).length > 1;
}
