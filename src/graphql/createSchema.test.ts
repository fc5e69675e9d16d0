import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createSchema } from './createSchema';

describe('the schema', () => {
  it('describes every type, field, argument and enum value (it is the developers’ documentation)', () => {
    const schema = createSchema();
    const missing: string[] = [];
    // graphql's maps are declared with `__proto__: null`, which Object.values cannot type (it
    // answers any[]); the names, looked up one by one, keep the types.
    const types = Object.keys(schema.getTypeMap()).flatMap((name) => schema.getType(name) ?? []);
    for (const type of types) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!type.description?.trim()) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        const fields = type.getFields();
        for (const field of Object.keys(fields).flatMap((name) => fields[name] ?? [])) {
          if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
          if ('args' in field) {
            for (const arg of field.args)
              if (!arg.description?.trim() && !['locale'].includes(arg.name)) missing.push(`${type.name}.${field.name}(${arg.name})`);
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
