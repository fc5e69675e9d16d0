// Validation of the add-to-cart body (spec 001 §7: quantities (list), event_jet_id,
// sale_type_ids (list), optional seat_group, optional block_id; "one call per seat group").
// Strict like a Django REST serializer: every problem is reported per field, unknown keys are
// ignored, ids may come as JSON numbers or as digit strings (DRF's IntegerField takes both).
import type { FieldErrors, Parsed } from '../api/parseEventQuery';

/** Most tickets of one sale type in one call, and most sale types in one call. */
export const MAX_QUANTITY = 50;
export const MAX_LINES = 20;
const MAX_ID = 999_999_999;

export interface CartRequest {
  eventJetId: number;
  /** Sale types with their quantities, in the order sent; sale types are distinct. */
  lines: { saleTypeId: number; quantity: number }[];
  seatGroupId: number | undefined;
  blockId: number | undefined;
}

const REQUIRED = 'This field is required.';

/** A whole number in [min, max] from a JSON number or a string of digits (no sign, no leading zero). */
function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && /^(?:0|[1-9]\d{0,9})$/.test(value)) number = Number(value);
  else return undefined;
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

function idField(body: Record<string, unknown>, name: string, errors: FieldErrors, required: boolean): number | undefined {
  const value = body[name];
  if (value === undefined || value === null || value === '') {
    if (required) errors[name] = [REQUIRED];
    return undefined;
  }
  const id = wholeNumber(value, 1, MAX_ID);
  if (id === undefined) errors[name] = ['A valid integer id is required.'];
  return id;
}

function listField(
  body: Record<string, unknown>,
  name: string,
  errors: FieldErrors,
  min: number,
  max: number,
  what: string,
): number[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) {
    errors[name] = [REQUIRED];
    return undefined;
  }
  if (!Array.isArray(value)) {
    errors[name] = [`Expected a list of items but got type "${typeof value}".`];
    return undefined;
  }
  if (value.length === 0) {
    errors[name] = ['This list may not be empty.'];
    return undefined;
  }
  if (value.length > MAX_LINES) {
    errors[name] = [`Ensure this field has no more than ${MAX_LINES} elements.`];
    return undefined;
  }
  const numbers: number[] = [];
  const problems: string[] = [];
  value.forEach((item: unknown, index) => {
    const number = wholeNumber(item, min, max);
    if (number === undefined) problems.push(`Item ${index}: ${what}`);
    else numbers.push(number);
  });
  if (problems.length > 0) {
    errors[name] = problems;
    return undefined;
  }
  return numbers;
}

export function parseCartRequest(body: unknown): Parsed<CartRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { non_field_errors: ['Invalid data. Expected a dictionary.'] } };
  }
  const fields = body as Record<string, unknown>;
  const errors: FieldErrors = {};
  const eventJetId = idField(fields, 'event_jet_id', errors, true);
  const quantities = listField(fields, 'quantities', errors, 1, MAX_QUANTITY, `Enter a whole number from 1 to ${MAX_QUANTITY}.`);
  const saleTypeIds = listField(fields, 'sale_type_ids', errors, 1, MAX_ID, 'A valid integer id is required.');
  const seatGroupId = idField(fields, 'seat_group', errors, false);
  const blockId = idField(fields, 'block_id', errors, false);

  if (quantities && saleTypeIds) {
    if (quantities.length !== saleTypeIds.length) {
      errors.sale_type_ids = [`Send one sale type per quantity (${quantities.length} quantities, ${saleTypeIds.length} sale types).`];
    } else if (new Set(saleTypeIds).size !== saleTypeIds.length) {
      errors.sale_type_ids = ['Each sale type may appear only once.'];
    }
  }
  if (Object.keys(errors).length > 0 || eventJetId === undefined || !quantities || !saleTypeIds) return { ok: false, errors };
  return {
    ok: true,
    value: {
      eventJetId,
      lines: saleTypeIds.map((saleTypeId, index) => ({ saleTypeId, quantity: quantities[index] ?? 0 })),
      seatGroupId,
      blockId,
    },
  };
}

/** Most reservations one release names (an order's seat groups, each with up to MAX_LINES prices). */
const MAX_RELEASE_IDS = 200;

/** Body of POST /{lang}/api/shop-cart/release/: `{ "reservation_ids": [12, 13] }`, distinct ids. */
export function parseReleaseRequest(body: unknown): Parsed<number[]> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { non_field_errors: ['Invalid data. Expected a dictionary.'] } };
  }
  const value = (body as Record<string, unknown>).reservation_ids;
  if (value === undefined || value === null) return { ok: false, errors: { reservation_ids: [REQUIRED] } };
  if (!Array.isArray(value))
    return { ok: false, errors: { reservation_ids: [`Expected a list of items but got type "${typeof value}".`] } };
  if (value.length === 0) return { ok: false, errors: { reservation_ids: ['This list may not be empty.'] } };
  if (value.length > MAX_RELEASE_IDS)
    return { ok: false, errors: { reservation_ids: [`Ensure this field has no more than ${MAX_RELEASE_IDS} elements.`] } };
  const ids: number[] = [];
  const problems: string[] = [];
  value.forEach((item: unknown, index) => {
    const id = wholeNumber(item, 1, MAX_ID);
    if (id === undefined) problems.push(`Item ${index}: A valid integer id is required.`);
    else ids.push(id);
  });
  if (problems.length > 0) return { ok: false, errors: { reservation_ids: problems } };
  if (new Set(ids).size !== ids.length) return { ok: false, errors: { reservation_ids: ['Each reservation may appear only once.'] } };
  return { ok: true, value: ids };
}
