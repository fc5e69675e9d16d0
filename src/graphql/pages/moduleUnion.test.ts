import { isObjectType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../createSchema';

describe('the Module union', () => {
  it('gives fields of one name one type in every member, so one selection set can ask all modules', () => {
    const union = createSchema().getType('Module');
    if (!isUnionType(union)) throw new Error('Module is not a union');
    const seen = new Map<string, { type: string; member: string }>();
    const conflicts: string[] = [];
    for (const member of union.getTypes()) {
      if (!isObjectType(member)) continue;
      for (const field of Object.values(member.getFields())) {
        const type = String(field.type);
        const earlier = seen.get(field.name);
        if (earlier && earlier.type !== type) conflicts.push(`${field.name}: ${earlier.member} ${earlier.type} vs ${member.name} ${type}`);
        else seen.set(field.name, { type, member: member.name });
      }
    }
    expect(conflicts).toEqual([]);
  });
});
