// Schema first: the SDL files are the contract, resolvers are attached per domain.
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import baseTypeDefs from './base.graphql';
import eventsTypeDefs from './events/schema.graphql';
import { eventsResolvers } from './events/resolvers';
import ensembleTypeDefs from './ensemble/schema.graphql';
import { ensembleResolvers } from './ensemble/resolvers';
import formsTypeDefs from './forms/schema.graphql';
import { formsResolvers } from './forms/resolvers';
import infoTypeDefs from './info/schema.graphql';
import { infoResolvers } from './info/resolvers';
import magazineTypeDefs from './magazine/schema.graphql';
import { magazineResolvers } from './magazine/resolvers';
import productionsTypeDefs from './productions/schema.graphql';
import { productionsResolvers } from './productions/resolvers';
import { RichTextScalar } from './RichTextScalar';
import { DateScalar, DateTimeScalar } from './scalars';
import { UploadScalar } from './upload/UploadScalar';
import searchTypeDefs from './search/schema.graphql';
import errorLogTypeDefs from './errorLog/schema.graphql';
import { errorLogResolvers } from './errorLog/resolvers';
import shopTypeDefs from './shop/schema.graphql';
import { shopResolvers } from './shop/resolvers';
import userTypeDefs from './user/schema.graphql';
import { userResolvers } from './user/resolvers';
import { searchResolvers } from './search/resolvers';
import designTypeDefs from './design/schema.graphql';
import { designResolvers } from './design/resolvers';
import siteTypeDefs from './site/schema.graphql';
import { siteResolvers } from './site/resolvers';
import venuesTypeDefs from './venues/schema.graphql';
import navigationTypeDefs from './navigation/schema.graphql';
import { navigationResolvers } from './navigation/resolvers';
import pagesTypeDefs from './pages/schema.graphql';
import { pagesResolvers } from './pages/resolvers';
import editorTypeDefs from './editor/schema.graphql';
import { editorResolvers } from './editor/resolvers';
import { pageAdminResolvers } from './editor/pageAdminResolvers';
import { venuesResolvers } from './venues/resolvers';
import editorPopupsTypeDefs from './editorPopups/schema.graphql';
import { editorPopupsResolvers } from './editorPopups/resolvers';
import editorScheduleTypeDefs from './editorSchedule/schema.graphql';
import { editorScheduleResolvers } from './editorSchedule/resolvers';
import editorPresenceTypeDefs from './editorPresence/schema.graphql';
import { editorPresenceResolvers } from './editorPresence/resolvers';
import routingTypeDefs from './routing/schema.graphql';
import { routingResolvers } from './routing/resolvers';

const TYPE_DEFS = [
  baseTypeDefs,
  eventsTypeDefs,
  formsTypeDefs,
  siteTypeDefs,
  productionsTypeDefs,
  magazineTypeDefs,
  ensembleTypeDefs,
  venuesTypeDefs,
  infoTypeDefs,
  searchTypeDefs,
  userTypeDefs,
  shopTypeDefs,
  errorLogTypeDefs,
  navigationTypeDefs,
  pagesTypeDefs,
  editorTypeDefs,
  designTypeDefs,
  routingTypeDefs,
  editorPopupsTypeDefs,
  editorScheduleTypeDefs,
  editorPresenceTypeDefs,
];

export function createSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: TYPE_DEFS,
    resolvers: [
      { Date: DateScalar, DateTime: DateTimeScalar, Upload: UploadScalar, Query: { ok: () => true } },
      eventsResolvers,
      formsResolvers,
      siteResolvers,
      { RichText: RichTextScalar },
      productionsResolvers,
      magazineResolvers,
      ensembleResolvers,
      venuesResolvers,
      infoResolvers,
      searchResolvers,
      userResolvers,
      shopResolvers,
      errorLogResolvers,
      navigationResolvers,
      pagesResolvers,
      editorResolvers,
      pageAdminResolvers,
      designResolvers,
      routingResolvers,
      editorPopupsResolvers,
      editorScheduleResolvers,
      editorPresenceResolvers,
    ],
    // Every type and field carries a description; the schema is the developers' documentation.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
