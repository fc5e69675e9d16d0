import { describe, expect, it } from 'vitest';
import { cartErrorOf, EMPTY_CART, groupTickets, mapCart, validateAddToCart } from './mapCart';

const input = (tickets: { seatGroupId: string; saleTypeId: string; quantity: number }[], blockId?: string) => ({
  eventId: '12',
  ticketingId: '100012',
  tickets,
  blockId,
});

describe('groupTickets', () => {
  it('makes one call per seat group in input order and sums tickets of the same price', () => {
    const calls = groupTickets(
      input([
        { seatGroupId: '7', saleTypeId: '1', quantity: 2 },
        { seatGroupId: '3', saleTypeId: '1', quantity: 1 },
        { seatGroupId: '7', saleTypeId: '3', quantity: 1 },
        { seatGroupId: '7', saleTypeId: '1', quantity: 1 },
      ]),
    );
    expect(calls).toEqual([
      { eventJetId: 100012, seatGroup: 7, saleTypeIds: [1, 3], quantities: [3, 1], blockId: undefined },
      { eventJetId: 100012, seatGroup: 3, saleTypeIds: [1], quantities: [1], blockId: undefined },
    ]);
  });

  it('passes the timeslot block to every call', () => {
    expect(groupTickets(input([{ seatGroupId: '7', saleTypeId: '1', quantity: 1 }], '5004'))[0]?.blockId).toBe(5004);
  });
});

describe('validateAddToCart', () => {
  it('accepts a valid selection', () => {
    expect(validateAddToCart(input([{ seatGroupId: '7', saleTypeId: '1', quantity: 50 }]), 'en')).toEqual({});
  });

  it('asks for at least one ticket (spec 001 §5)', () => {
    expect(validateAddToCart(input([]), 'de')).toEqual({ tickets: ['Bitte mindestens ein Ticket auswählen.'] });
  });

  it('names each bad quantity and id by its path', () => {
    const errors = validateAddToCart(
      { eventId: 'x', ticketingId: '1', tickets: [{ seatGroupId: '7', saleTypeId: 'a', quantity: 0 }, { seatGroupId: '7', saleTypeId: '2', quantity: 1.5 }] },
      'en',
    );
    expect(Object.keys(errors).sort()).toEqual(['eventId', 'tickets.0.quantity', 'tickets.0.saleTypeId', 'tickets.1.quantity']);
  });

  it('refuses a price whose summed quantity exceeds 50', () => {
    const errors = validateAddToCart(
      input([
        { seatGroupId: '7', saleTypeId: '1', quantity: 30 },
        { seatGroupId: '7', saleTypeId: '1', quantity: 30 },
      ]),
      'en',
    );
    expect(errors).toEqual({ tickets: ['The quantity must be between 1 and 50.'] });
  });
});

describe('cartErrorOf', () => {
  it('gives the booking summary’s messages of spec 001 §8', () => {
    expect(cartErrorOf('7', -214, 'en')).toEqual({ seatGroupId: '7', kind: 'NOT_ENOUGH_SEATS', responseCode: -214, message: 'Not enough (connected) seats found.' });
    expect(cartErrorOf('7', -204, 'de').message).toBe('Keine aktuelle Reservierung.');
    expect(cartErrorOf('7', -301, 'en')).toMatchObject({ kind: 'OTHER', message: 'Error -301' });
    expect(cartErrorOf('7', null, 'en')).toMatchObject({ kind: 'OTHER', responseCode: null, message: null });
  });
});

describe('mapCart', () => {
  it('maps the upstream cart and treats no reservation as empty', () => {
    expect(mapCart(null)).toBe(EMPTY_CART);
    const cart = mapCart({
      tickets_quantity: 2,
      cart_url: 'http://shop/shop/cart',
      total: '54.00',
      items: [
        {
          event_id: 12,
          event: 'Sinfoniekonzert',
          date_start: '2026-12-01T19:30:00+01:00',
          seat_group: 'Parkett',
          name: 'Vollpreis',
          sale_type_id: 1,
          quantity: 2,
          price: '27.00',
          sum: '54.00',
          held_until: '2026-11-22T12:15:00+01:00',
        },
      ],
    });
    expect(cart).toMatchObject({ hasReservation: true, ticketsQuantity: 2, total: '54.00', items: [{ eventId: '12', saleTypeId: '1', sum: '54.00' }] });
  });
});
