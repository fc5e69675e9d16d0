import type { QueryEvent } from '@apollo/client-react-streaming';
import { describe, expect, it } from 'vitest';
import { dropUnknownQueries } from './dropUnknownQueries';

const started = (id: string, query: string) => ({ type: 'started', id, options: { query } }) as unknown as QueryEvent;
const next = (id: string) => ({ type: 'next', id, value: { data: {} } }) as unknown as QueryEvent;
const completed = (id: string) => ({ type: 'completed', id }) as unknown as QueryEvent;

describe('dropUnknownQueries', () => {
  it('leaves out the events of a query whose document the bundle does not know, in this batch and later ones', () => {
    const revive = dropUnknownQueries((text) => text !== 'query ErrorPage{x}');
    const first = revive({ rehydrate: {}, events: [started('a', 'query TopAlert{y}'), started('b', 'query ErrorPage{x}'), next('a')] });
    const second = revive({ rehydrate: {}, events: [next('b'), completed('b'), completed('a')] });
    expect(first).toEqual({ rehydrate: {}, events: [started('a', 'query TopAlert{y}'), next('a')] });
    expect(second).toEqual({ rehydrate: {}, events: [completed('a')] });
  });

  it('passes a batch of known queries, and anything that is no batch, unchanged', () => {
    const revive = dropUnknownQueries(() => true);
    const batch = { rehydrate: {}, events: [started('a', 'query TopAlert{y}'), completed('a')] };
    expect(revive(batch)).toBe(batch);
    expect(revive('text')).toBe('text');
  });
});
