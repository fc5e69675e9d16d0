import { Kind, parse, specifiedRules, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../createSchema';
import { createGatewayLimits } from '../security/gatewayLimits';
import { SANDBOX_EXAMPLES } from './sandboxExamples';

const schema = createSchema();
// The gateway's own rules: the schema's, and its limits on depth, aliases and cost.
const { validationRules, parseOptions } = createGatewayLimits({ production: true });
const rules = [...specifiedRules, ...validationRules];

function operationsOf(query: string): OperationDefinitionNode[] {
  return parse(query).definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
}

describe('the sandbox examples', () => {
  it.each(SANDBOX_EXAMPLES.map((example) => [operationsOf(example.query)[0]?.name?.value ?? '(anonymous)', example] as const))(
    '%s is valid against the gateway schema and within its limits',
    (_name, example) => {
      expect(validate(schema, parse(example.query, parseOptions), rules).map((error) => error.message)).toEqual([]);
    },
  );

  it('has one named operation per tab, each variable of it given in the variables JSON', () => {
    for (const example of SANDBOX_EXAMPLES) {
      const operations = operationsOf(example.query);
      expect(operations).toHaveLength(1);
      const [operation] = operations;
      expect(operation?.name?.value).toMatch(/^[A-Z]\w+$/);
      const variables = JSON.parse(example.variables) as Record<string, unknown>;
      const declared = (operation?.variableDefinitions ?? []).map((definition) => definition.variable.name.value);
      expect(Object.keys(variables).sort()).toEqual([...declared].sort());
    }
  });

  it('covers every domain the issue names, a mutation with variables among them', () => {
    const names = SANDBOX_EXAMPLES.map((example) => operationsOf(example.query)[0]?.name?.value);
    expect(names).toEqual(['Programme', 'EventWithBooking', 'CmsPage', 'Search', 'Cart', 'EditorLogin', 'UpdateModule']);
    const moduleMutation = operationsOf(SANDBOX_EXAMPLES.at(-1)?.query ?? '')[0];
    expect(moduleMutation?.operation).toBe('mutation');
    expect(moduleMutation?.variableDefinitions?.length).toBeGreaterThan(0);
  });
});
