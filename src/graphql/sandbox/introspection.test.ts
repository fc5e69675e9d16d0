import { describe, expect, it } from 'vitest';
import { browsableTypes, namedType, typeLabel, type SchemaType } from './introspection';

const listOfEvents = { kind: 'NON_NULL', name: null, ofType: { kind: 'LIST', name: null, ofType: { kind: 'NON_NULL', name: null, ofType: { kind: 'OBJECT', name: 'Event' } } } };

describe('sandbox introspection helpers', () => {
  it('prints wrapped types the way SDL writes them', () => {
    expect(typeLabel(listOfEvents)).toBe('[Event!]!');
    expect(typeLabel({ kind: 'SCALAR', name: 'String' })).toBe('String');
  });

  it('finds the named type inside the wrappers', () => {
    expect(namedType(listOfEvents)).toBe('Event');
  });

  it('lists the root types first and leaves out introspection types', () => {
    const type = (name: string): SchemaType => ({ kind: 'OBJECT', name, description: null, fields: [], inputFields: null, enumValues: null });
    const types = browsableTypes({ queryType: { name: 'Query' }, mutationType: null, types: [type('Venue'), type('__Type'), type('Query'), type('Event')] });
    expect(types.map((entry) => entry.name)).toEqual(['Query', 'Event', 'Venue']);
  });
});
