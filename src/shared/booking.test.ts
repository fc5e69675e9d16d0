import { describe, expect, it } from 'vitest';
import {
  addTicket,
  canAddToCart,
  firstAvailableTimeslot,
  formatPrice,
  fullPriceFirst,
  isPriceListCollapsible,
  offersTimeslotChange,
  removeTicket,
  selectionTotal,
  stickyBookingPrices,
  ticketCount,
} from './booking';

const full = { seatGroupId: '7', saleTypeId: 1 };
const reduced = { seatGroupId: '7', saleTypeId: 2 };
const otherGroup = { seatGroupId: '8', saleTypeId: 1 };

describe('the selection (spec 001 §4)', () => {
  it('adds a new entry with amount 1, and +1 for the same seat group and sale type', () => {
    let selection = addTicket([], full);
    selection = addTicket(selection, reduced);
    selection = addTicket(selection, full);
    selection = addTicket(selection, otherGroup);
    expect(selection).toEqual([
      { ...full, amount: 2 },
      { ...reduced, amount: 1 },
      { ...otherGroup, amount: 1 },
    ]);
    expect(ticketCount(selection)).toBe(4);
  });

  it('removes one, and the entry itself at amount 1', () => {
    const selection = [
      { ...full, amount: 2 },
      { ...reduced, amount: 1 },
    ];
    expect(removeTicket(selection, full)).toEqual([
      { ...full, amount: 1 },
      { ...reduced, amount: 1 },
    ]);
    expect(removeTicket(selection, reduced)).toEqual([{ ...full, amount: 2 }]);
    expect(removeTicket(selection, otherGroup)).toEqual(selection);
  });

  it('allows adding to the cart only with at least one ticket (spec 001 §5)', () => {
    expect(canAddToCart([])).toBe(false);
    expect(canAddToCart(removeTicket(addTicket([], full), full))).toBe(false);
    expect(canAddToCart(addTicket([], full))).toBe(true);
  });
});

describe('prices (spec 001 §4, §5)', () => {
  it('drop .00 and use a decimal comma', () => {
    expect(formatPrice('27.00')).toBe('27\u00a0€');
    expect(formatPrice('12.50')).toBe('12,50\u00a0€');
    expect(formatPrice('0.00')).toBe('0\u00a0€');
  });

  it('sum a selection in cents', () => {
    const prices: Record<number, string> = { 1: '27.10', 2: '13.45' };
    expect(
      selectionTotal(
        [
          { ...full, amount: 3 },
          { ...reduced, amount: 1 },
        ],
        (ticket) => prices[ticket.saleTypeId],
      ),
    ).toBe('94.75');
  });

  it('leave 0.00 out of the sticky booking prices', () => {
    expect(stickyBookingPrices([{ amount: '27.00' }, { amount: '0.00' }, { amount: '0.50' }])).toEqual([
      { amount: '27.00' },
      { amount: '0.50' },
    ]);
  });

  it('collapse the list above two prices, and put the full price first by sale type', () => {
    expect(isPriceListCollapsible(2)).toBe(false);
    expect(isPriceListCollapsible(3)).toBe(true);
    expect(fullPriceFirst([{ saleTypeId: 3 }, { saleTypeId: 1 }, { saleTypeId: 2 }]).map((price) => price.saleTypeId)).toEqual([1, 3, 2]);
  });
});

describe('timeslots (spec 001 §4)', () => {
  it('preselect the first with seats left and offer a change only with more than one', () => {
    const slots = [
      { id: 'a', available: 0 },
      { id: 'b', available: 5 },
      { id: 'c', available: null },
    ];
    expect(firstAvailableTimeslot(slots)?.id).toBe('b');
    expect(offersTimeslotChange(slots)).toBe(true);
    expect(offersTimeslotChange(slots.slice(0, 2))).toBe(false);
    expect(firstAvailableTimeslot([{ available: 0 }])).toBeNull();
  });
});
