import { describe, expect, it } from 'vitest';
import { cartErrorOf, checkSelection, EMPTY_CART, firstHoldEnd, groupTickets, mapCart, validateAddToCart } from './mapCart';

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
      {
        eventId: 'x',
        ticketingId: '1',
        tickets: [
          { seatGroupId: '7', saleTypeId: 'a', quantity: 0 },
          { seatGroupId: '7', saleTypeId: '2', quantity: 1.5 },
        ],
      },
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
    expect(cartErrorOf('7', -214, 'en')).toEqual({
      seatGroupId: '7',
      seatGroupName: null,
      kind: 'NOT_ENOUGH_SEATS',
      responseCode: -214,
      message: 'Not enough (connected) seats found.',
    });
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
          id: 81,
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
    expect(cart).toMatchObject({
      hasReservation: true,
      ticketsQuantity: 2,
      total: '54.00',
      items: [{ id: '81', eventId: '12', saleTypeId: '1', sum: '54.00' }],
    });
  });
});

describe('checkSelection', () => {
  const price = (saleTypeId: number) => ({
    id: saleTypeId * 10,
    price: '20.00',
    sale_type_id: saleTypeId,
    seat_group: 7,
    text: '',
    name: 'P',
    has_discounts: false,
  });
  const event = {
    id: 12,
    id_jet: 100012,
    seat_groups: [
      { id: 7, seat_group: 'Parkett', status: '1', text: '', prices: [price(1), price(2)], timeslots: [] },
      {
        id: 8,
        seat_group: 'Einlass',
        status: '1',
        text: '',
        prices: [price(1)],
        timeslots: [{ id: 1, status: '1', time_start: '2026-11-22T15:30:00+01:00', block_id: 5004 }],
      },
    ],
  } as unknown as Parameters<typeof checkSelection>[0];

  it('accepts the event’s own groups, prices and timeslots', () => {
    expect(checkSelection(event, input([{ seatGroupId: '7', saleTypeId: '2', quantity: 1 }]), 'de')).toEqual({});
    expect(checkSelection(event, input([{ seatGroupId: '8', saleTypeId: '1', quantity: 1 }], '5004'), 'de')).toEqual({});
  });

  it('refuses a tampered ticketing id, seat group, price and timeslot by field, in the caller’s language', () => {
    expect(checkSelection(event, { ...input([{ seatGroupId: '7', saleTypeId: '1', quantity: 1 }]), ticketingId: '100013' }, 'en')).toEqual({
      ticketingId: ['This ticketing id is not the event’s.'],
    });
    expect(
      checkSelection(
        event,
        input([
          { seatGroupId: '99', saleTypeId: '1', quantity: 1 },
          { seatGroupId: '7', saleTypeId: '4', quantity: 1 },
        ]),
        'de',
      ),
    ).toEqual({
      'tickets.0.seatGroupId': ['Diese Platzgruppe gehört nicht zu der Veranstaltung.'],
      'tickets.1.saleTypeId': ['Diesen Preis gibt es in dieser Platzgruppe nicht.'],
    });
    expect(checkSelection(event, input([{ seatGroupId: '8', saleTypeId: '1', quantity: 1 }], '5005'), 'en')).toEqual({
      blockId: ['This timeslot is not one of the seat group’s.'],
    });
    expect(checkSelection(event, input([{ seatGroupId: '8', saleTypeId: '1', quantity: 1 }]), 'en')).toEqual({
      blockId: [expect.stringContaining('sold by timeslot')],
    });
    expect(checkSelection(event, input([{ seatGroupId: '7', saleTypeId: '1', quantity: 1 }], '5004'), 'en')).toEqual({
      blockId: ['This seat group is sold without timeslots.'],
    });
  });
});

describe('firstHoldEnd', () => {
  it('is the earliest hold’s end, or null without a cart', () => {
    const item = (heldUntil: string) => ({
      id: 1,
      event_id: 1,
      event: 'E',
      date_start: '2026-12-01T19:30:00+01:00',
      seat_group: 'P',
      name: 'V',
      sale_type_id: 1,
      quantity: 1,
      price: '1.00',
      sum: '1.00',
      held_until: heldUntil,
    });
    expect(firstHoldEnd(null)).toBeNull();
    expect(
      firstHoldEnd({
        tickets_quantity: 2,
        cart_url: '/c',
        total: '2.00',
        items: [item('2026-11-22T12:15:00+01:00'), item('2026-11-22T12:05:00+01:00')],
      }),
    ).toBe(Date.parse('2026-11-22T11:05:00Z'));
  });
});
