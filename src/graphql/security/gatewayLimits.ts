// Limits on what one GraphQL request may ask of the gateway, so a single request cannot tie up
// the process or the upstream. Each rejection is a 400 with a GraphQL error that names the
// limit; nothing here throws into a 500.
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * Deepest field nesting: our deepest real selection is events → items → room → venue → name (5).
 * Fields count, fragments do not (`flattenFragments`): the client's operations share their shapes
 * as fragments (EventCard, Picture), and a spread is no deeper a query than its fields written out.
 */
const MAX_DEPTH = 8;
/** Aliases per operation: enough for a page that asks the same field twice, not for a fan-out. */
const MAX_ALIASES = 15;
/** Directives per operation (@include/@skip on a few fields). */
const MAX_DIRECTIVES = 20;
/** Lexical tokens per document: our largest page operation has a few hundred. */
const MAX_TOKENS = 2000;
/**
 * graphql-armor's structural cost (objects 2, scalars 1, ×1.5 per level). The events page's
 * largest operation costs about 100; ten times that allows real clients and stops fan-outs
 * such as a dozen aliased full event lists (each alias can be its own upstream call).
 */
const MAX_COST = 1000;
/** express.json's limit on a request body at /graphql. */
export const MAX_BODY = '100kb';

export interface GatewayLimits {
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin[];
  /** graphql-js stops parsing past this many tokens ("Document contains more than … tokens"). */
  parseOptions: { maxTokens: number };
}

// graphql-armor words every rejection as "Syntax Error: …" although the syntax is fine; the
// client gets the limit's own sentence ("Query depth limit of 8 exceeded, found 10.").
function reportLimit(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(
    new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
  );
}
const reportOnly = { propagateOnRejection: false, onReject: [reportLimit] };

export function createGatewayLimits(options: { production: boolean }): GatewayLimits {
  const armor = new ApolloArmor({
    maxDepth: { n: MAX_DEPTH, flattenFragments: true, ...reportOnly },
    maxAliases: { n: MAX_ALIASES, ...reportOnly },
    maxDirectives: { n: MAX_DIRECTIVES, ...reportOnly },
    costLimit: { maxCost: MAX_COST, ...reportOnly },
    // graphql-armor's token plugin throws inside Apollo's parsing hook, which Apollo answers
    // with a 500; graphql-js's own maxTokens fails the parse cleanly (400 GRAPHQL_PARSE_FAILED).
    maxTokens: { enabled: false },
    // "Did you mean …" helps developers and maps the schema for attackers.
    blockFieldSuggestion: { enabled: options.production },
  }).protect();
  return { validationRules: armor.validationRules, plugins: armor.plugins, parseOptions: { maxTokens: MAX_TOKENS } };
}
