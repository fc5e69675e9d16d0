import { describe, expect, it } from 'vitest';
import { MAX_LINES, MAX_QUANTITY, parseCartRequest, parseReleaseRequest } from './parseCartRequest';

const valid = { quantities: [2, 1], event_jet_id: 100017, sale_type_ids: [1, 3] };

describe('parseCartRequest', () => {
  it('accepts the body of spec 001 §7 and pairs quantities with sale types', () => {
    expect(parseCartRequest({ ...valid, seat_group: 42, block_id: 5001 })).toEqual({
      ok: true,
      value: {
        eventJetId: 100017,
        lines: [
          { saleTypeId: 1, quantity: 2 },
          { saleTypeId: 3, quantity: 1 },
        ],
        seatGroupId: 42,
        blockId: 5001,
      },
    });
  });

  it('takes ids as digit strings like a DRF IntegerField and treats null seat_group and block_id as absent', () => {
    const parsed = parseCartRequest({ quantities: ['1'], event_jet_id: '100017', sale_type_ids: ['4'], seat_group: null, block_id: '' });
    expect(parsed).toEqual({
      ok: true,
      value: { eventJetId: 100017, lines: [{ saleTypeId: 4, quantity: 1 }], seatGroupId: undefined, blockId: undefined },
    });
  });

  it('reports every missing field at once', () => {
    expect(parseCartRequest({})).toEqual({
      ok: false,
      errors: {
        event_jet_id: ['This field is required.'],
        quantities: ['This field is required.'],
        sale_type_ids: ['This field is required.'],
      },
    });
  });

  it.each([null, [], 'text', 7])('refuses a body that is not an object: %j', (body) => {
    expect(parseCartRequest(body)).toEqual({ ok: false, errors: { non_field_errors: ['Invalid data. Expected a dictionary.'] } });
  });

  it.each([
    ['a zero quantity', { ...valid, quantities: [0, 1] }, 'quantities'],
    ['a negative quantity', { ...valid, quantities: [-1, 1] }, 'quantities'],
    ['a fractional quantity', { ...valid, quantities: [1.5, 1] }, 'quantities'],
    ['a quantity above the maximum', { ...valid, quantities: [MAX_QUANTITY + 1, 1] }, 'quantities'],
    ['a quantity as a signed string', { ...valid, quantities: ['+1', 1] }, 'quantities'],
    ['quantities that are not a list', { ...valid, quantities: 2 }, 'quantities'],
    ['an empty list', { ...valid, quantities: [] }, 'quantities'],
    ['too many lines', { ...valid, sale_type_ids: Array.from({ length: MAX_LINES + 1 }, (_, i) => i + 1) }, 'sale_type_ids'],
    ['lists of different lengths', { ...valid, sale_type_ids: [1] }, 'sale_type_ids'],
    ['a repeated sale type', { ...valid, sale_type_ids: [1, 1] }, 'sale_type_ids'],
    ['a sale type id of 0', { ...valid, sale_type_ids: [0, 1] }, 'sale_type_ids'],
    ['an event id with a leading zero', { ...valid, event_jet_id: '0100017' }, 'event_jet_id'],
    ['an event id that is a boolean', { ...valid, event_jet_id: true }, 'event_jet_id'],
    ['a seat group that is an object', { ...valid, seat_group: { id: 1 } }, 'seat_group'],
    ['a negative block id', { ...valid, block_id: -3 }, 'block_id'],
  ])('refuses %s with an error on that field', (_name, body, field) => {
    const parsed = parseCartRequest(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(Object.keys(parsed.errors)).toEqual([field]);
      expect(parsed.errors[field]?.[0]).toEqual(expect.any(String));
    }
  });
});

describe('parseReleaseRequest', () => {
  it('takes distinct reservation ids as numbers or digit strings', () => {
    expect(parseReleaseRequest({ reservation_ids: [12, '13'] })).toEqual({ ok: true, value: [12, 13] });
  });

  it('refuses a missing, empty, repeated or malformed list field by field', () => {
    expect(parseReleaseRequest({})).toEqual({ ok: false, errors: { reservation_ids: ['This field is required.'] } });
    expect(parseReleaseRequest({ reservation_ids: [] })).toMatchObject({ ok: false });
    expect(parseReleaseRequest({ reservation_ids: [3, 3] })).toEqual({
      ok: false,
      errors: { reservation_ids: ['Each reservation may appear only once.'] },
    });
    expect(parseReleaseRequest({ reservation_ids: [1, -2, 'x'] })).toEqual({
      ok: false,
      errors: { reservation_ids: ['Item 1: A valid integer id is required.', 'Item 2: A valid integer id is required.'] },
    });
    expect(parseReleaseRequest([1])).toMatchObject({ ok: false, errors: { non_field_errors: [expect.any(String)] } });
  });
});
