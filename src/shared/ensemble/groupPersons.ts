// The ensemble list's sections (spec 000 §2 "Ensemble"): the persons come in seating order
// (section, then seat), so each section is the run of persons that share its category, in the
// order the sections first appear. Pure: the server and the browser group alike.

export interface GroupablePerson {
  category: { id: string; name: string; slug: string };
}

export interface PersonGroup<P extends GroupablePerson> {
  category: P['category'];
  persons: P[];
}

export function groupPersonsByCategory<P extends GroupablePerson>(persons: readonly P[]): PersonGroup<P>[] {
  const groups = new Map<string, PersonGroup<P>>();
  for (const person of persons) {
    const group = groups.get(person.category.id);
    if (group) group.persons.push(person);
    else groups.set(person.category.id, { category: person.category, persons: [person] });
  }
  return [...groups.values()];
}

/** What a card says under the name: the instrument and the role when they differ ('Violine, Konzertmeister'). */
export function personRoleLine(person: { instrument: string | null; role: string | null }): string | null {
  const parts = [person.instrument, person.role].filter((part): part is string => Boolean(part?.trim()));
  const unique = parts.filter((part, index) => parts.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === index);
  return unique.length > 0 ? unique.join(', ') : null;
}
