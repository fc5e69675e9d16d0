// Date and DateTime scalars. Bad values are the caller's mistake: BAD_USER_INPUT.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { DateTime } from 'luxon';
import { isIsoTimestamp } from '../shared/dates';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseDay(value: unknown): string {
  if (typeof value === 'string' && ISO_DAY.test(value) && DateTime.fromISO(value).isValid) return value;
  throw new GraphQLError(`Date must be a valid calendar day as YYYY-MM-DD, got ${JSON.stringify(value)}`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'A calendar day as YYYY-MM-DD, in Europe/Berlin.',
  serialize: (value) => parseDay(value),
  parseValue: (value) => parseDay(value),
  parseLiteral: (ast) => parseDay(ast.kind === Kind.STRING ? ast.value : undefined),
});

function parseInstant(value: unknown): string {
  if (typeof value === 'string' && isIsoTimestamp(value)) return value;
  throw new GraphQLError(`DateTime must be ISO 8601, got ${JSON.stringify(value)}`, { extensions: { code: 'BAD_USER_INPUT' } });
}

export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'A point in time as ISO 8601 with the Europe/Berlin offset.',
  serialize: (value) => parseInstant(value),
  parseValue: (value) => parseInstant(value),
  parseLiteral: (ast) => parseInstant(ast.kind === Kind.STRING ? ast.value : undefined),
});
