// Schema first: the SDL files are the contract, resolvers are attached per domain.
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import baseTypeDefs from './base.graphql';
import eventsTypeDefs from './events/schema.graphql';
import { eventsResolvers } from './events/resolvers';
import { DateScalar, DateTimeScalar } from './scalars';
import siteTypeDefs from './site/schema.graphql';
import { siteResolvers } from './site/resolvers';

export const TYPE_DEFS = [baseTypeDefs, eventsTypeDefs, siteTypeDefs];

export function createSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: TYPE_DEFS,
    resolvers: [
      { Date: DateScalar, DateTime: DateTimeScalar, Query: { ok: () => true } },
      eventsResolvers,
      siteResolvers,
    ],
    // Every type and field carries a description; the schema is the developers' documentation.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
