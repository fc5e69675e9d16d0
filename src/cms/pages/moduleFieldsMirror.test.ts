// The editor's client-side description of the module fields (src/shared/editor/moduleFields.ts,
// issue 12 part 2) mirrors these rules: same fields per model, same required flags and lengths.
import { describe, expect, it } from 'vitest';
import { MODULE_FIELDS } from '../../shared/editor/moduleFields';
import { MODULE_RULES } from './moduleRules';

describe('MODULE_FIELDS against the upstream’s rules', () => {
  it('maps every upstream field with its required flag and length', () => {
    for (const description of Object.values(MODULE_FIELDS)) {
      const rule = MODULE_RULES[description.model as keyof typeof MODULE_RULES];
      expect(rule, description.model).toBeDefined();
      const upstream: Record<string, { kind: string; required?: boolean; max?: number }> = rule.fields;
      expect(description.fields.map((field) => field.upstream).sort(), description.kind).toEqual(Object.keys(upstream).sort());
      for (const field of description.fields) {
        const their = upstream[field.upstream];
        expect(Boolean(field.required), `${description.kind}.${field.name} required`).toBe(their?.required === true);
        if (their?.kind === 'text') expect(field.maxLength, `${description.kind}.${field.name} max`).toBe(their.max);
      }
    }
  });
});
