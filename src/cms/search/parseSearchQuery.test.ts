import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, parseSearchQuery } from './parseSearchQuery';

const required = (query: string) => parseSearchQuery(new URLSearchParams(query), { required: true, paged: true });
const optional = (query: string) => parseSearchQuery(new URLSearchParams(query), { required: false, paged: false });

describe('parseSearchQuery', () => {
  it('lowercases and trims the text (spec 000 §5)', () => {
    expect(required('query=%20Beethoven%20%20Sinfonie%20')).toEqual({
      ok: true,
      value: { text: 'beethoven sinfonie', page: 1, pageSize: 10 },
    });
  });

  it('requires a query where the endpoint needs one', () => {
    expect(required('')).toEqual({ ok: false, errors: { query: ['This field is required.'] } });
    expect(required('query=%20')).toEqual({ ok: false, errors: { query: ['This field is required.'] } });
  });

  it('answers an empty autocomplete with an empty text instead of an error', () => {
    expect(optional('query=')).toEqual({ ok: true, value: { text: '', page: 1, pageSize: 10 } });
  });

  it(`refuses texts longer than ${MAX_QUERY_LENGTH} characters`, () => {
    expect(optional(`query=${'a'.repeat(MAX_QUERY_LENGTH)}`).ok).toBe(true);
    expect(optional(`query=${'a'.repeat(MAX_QUERY_LENGTH + 1)}`)).toMatchObject({ ok: false, errors: { query: [expect.any(String)] } });
  });

  it('validates paging and a repeated query', () => {
    expect(required('query=x&page=0&page_size=500')).toMatchObject({
      ok: false,
      errors: { page: [expect.any(String)], page_size: [expect.any(String)] },
    });
    expect(required('query=a&query=b')).toEqual({ ok: false, errors: { query: ['Enter a single value.'] } });
  });
});
