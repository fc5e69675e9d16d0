// The RichText scalar: the upstream's Slate-compatible JSON (src/cms/README.md "Rich text"),
// passed through as JSON. Its outer shape (a list of node objects) is checked on the way out, so
// a client's renderer never receives a string or a bare object.
import { GraphQLError, GraphQLScalarType, valueFromASTUntyped } from 'graphql';

export type RichTextValue = Record<string, unknown>[];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isRichText(value: unknown): value is RichTextValue {
  return Array.isArray(value) && value.every(isPlainObject);
}

function checked(value: unknown, code: 'BAD_USER_INPUT' | 'INTERNAL_SERVER_ERROR'): RichTextValue {
  if (isRichText(value)) return value;
  throw new GraphQLError('RichText must be a list of node objects.', { extensions: { code } });
}

export const RichTextScalar = new GraphQLScalarType<RichTextValue, RichTextValue>({
  name: 'RichText',
  description: 'A Slate-compatible JSON document of the upstream: a list of block nodes.',
  // A malformed document on the way out is our (or the upstream's) fault, not the caller's.
  serialize: (value) => checked(value, 'INTERNAL_SERVER_ERROR'),
  parseValue: (value) => checked(value, 'BAD_USER_INPUT'),
  parseLiteral: (ast, variables) => checked(valueFromASTUntyped(ast, variables), 'BAD_USER_INPUT'),
});
