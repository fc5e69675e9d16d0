import { describe, expect, it } from 'vitest';
import { groupPersonsByCategory, personRoleLine } from './groupPersons';

const conductors = { id: '1', name: 'Dirigenten', slug: 'dirigenten' };
const violins = { id: '2', name: 'Violine I', slug: 'violine-1' };

describe('groupPersonsByCategory', () => {
  it('keeps the seating order: sections as they first appear, persons in their order', () => {
    const persons = [
      { id: 'a', category: conductors },
      { id: 'b', category: conductors },
      { id: 'c', category: violins },
      { id: 'd', category: violins },
    ];
    expect(groupPersonsByCategory(persons).map((group) => [group.category.slug, group.persons.map((p) => p.id)])).toEqual([
      ['dirigenten', ['a', 'b']],
      ['violine-1', ['c', 'd']],
    ]);
  });

  it('gathers a section even when its persons are not next to each other, and gives nothing for nobody', () => {
    const groups = groupPersonsByCategory([
      { id: 'a', category: violins },
      { id: 'b', category: conductors },
      { id: 'c', category: violins },
    ]);
    expect(groups.map((group) => group.persons.map((p) => p.id))).toEqual([['a', 'c'], ['b']]);
    expect(groupPersonsByCategory([])).toEqual([]);
  });
});

describe('personRoleLine', () => {
  it('names the instrument and the role, once when they say the same, nothing when both are empty', () => {
    expect(personRoleLine({ instrument: 'Violine', role: 'Konzertmeisterin' })).toBe('Violine, Konzertmeisterin');
    expect(personRoleLine({ instrument: 'Dirigent', role: 'dirigent' })).toBe('Dirigent');
    expect(personRoleLine({ instrument: 'Viola', role: null })).toBe('Viola');
    expect(personRoleLine({ instrument: ' ', role: null })).toBeNull();
  });
});
