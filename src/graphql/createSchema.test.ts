import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createSchema } from './createSchema';

describe('the schema', () => {
  it('describes every type, field, argument and enum value (it is the developers’ documentation)', () => {
    const schema = createSchema();
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!type.description?.trim()) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
          if ('args' in field) {
            for (const arg of field.args) if (!arg.description?.trim() && !['locale'].includes(arg.name)) missing.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues()) if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
      }
      if (isUnionType(type) || isScalarType(type)) continue;
    }
    expect(missing).toEqual([]);
  });
});
