// The data source of one server render: the gateway's schema executed in process with the
// request's context (no Apollo Client on the server: it normalised, transformed and wrapped every
// result only for the render to read it once). Each result a component read is written into the
// page as a script (client/data/streamedResults.ts) just before the boundary that used it is
// revealed, so the browser hydrates from the same answers without asking /graphql.
// An operation that a render shortly before asked the same way is answered from the gateway's
// RenderResultCache, as its remembered JSON text (shared/knownJson).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Tracer } from '@opentelemetry/api';
import {
  execute,
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import type { DataSource } from '../../client/data/DataSource';
import { QueryStore, type QueryResult } from '../../client/data/QueryStore';
import { streamedResultScript } from '../../client/data/streamedResults';
import type { RenderResultCache } from '../../graphql/cache/RenderResultCache';
import type { StaleReason } from '../../graphql/cache/SharedCache';
import { traceOperation } from '../../graphql/tracing/operationSpans';
import { stringifyKnowing } from '../../shared/knownJson';
import type { InsertHtml } from './createHtmlInjector';

export interface ServerDataSourceOptions {
  schema: GraphQLSchema;
  /** The request's gateway context. */
  context: () => object;
  /** Shared results of recent renders; undefined for one user's page (a staff preview). */
  results: RenderResultCache<FormattedExecutionResult> | undefined;
  insertHtml: InsertHtml;
  nonce: string;
  /** What of an error the page may show (the gateway's formatting: no internals). */
  formatError: (error: GraphQLError) => GraphQLFormattedError;
  /** How stale the answers the request's context was served are (null: none past its TTL). */
  staleness?: (() => StaleReason | null) | undefined;
  /** Told when a result the page reads was made of stale answers (its own execution's, or another render's it shares). */
  onStale?: ((staleness: StaleReason) => void) | undefined;
  /** Told when a result the page reads has errors (a part of the page shows its error state). */
  onIncomplete?: (() => void) | undefined;
  /** Each execution gets its operation's span (the gateway's tracer); undefined: not traced. */
  tracer?: Tracer | undefined;
}

/**
 * A result made of shared answers served past their TTL carries `extensions.stale`: the render
 * that reads it marks its page (X-Stale-Content), and the renders' shared results never keep it.
 */
type ResultWithStaleReason = FormattedExecutionResult & { extensions?: { stale?: StaleReason } };

/** An attribute's value as HTML text (the nonce is base64 already; this keeps it so whatever it is). */
function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function createServerDataSource({
  schema,
  context,
  results,
  insertHtml,
  nonce,
  formatError,
  staleness,
  onStale,
  onIncomplete,
  tracer,
}: ServerDataSourceOptions): DataSource {
  const store = new QueryStore({
    // Each answer a component read goes into the stream, before the HTML that shows it.
    onFresh(key, result) {
      insertHtml(`<script nonce="${escapeAttribute(nonce)}">${streamedResultScript(key, stringifyKnowing(result))}</script>`);
    },
  });

  const run = async (document: DocumentNode, variables: Record<string, unknown>): Promise<ResultWithStaleReason> => {
    const execution = () => execute({ schema, document, variableValues: variables, contextValue: context() });
    const answer = await (tracer ? traceOperation(tracer, document, execution) : execution());
    const stale = staleness?.() ?? null;
    const extensions = stale ? { extensions: { stale } } : {};
    if (!answer.errors?.length) return { data: answer.data, ...extensions };
    return { data: answer.data, errors: answer.errors.map(formatError), ...extensions };
  };
  const read = (result: ResultWithStaleReason): ResultWithStaleReason => {
    const stale = result.extensions?.stale;
    if (stale) onStale?.(stale);
    if (result.errors?.length) onIncomplete?.();
    return result;
  };

  return {
    store,
    onServer: true,
    async query<TData, TVariables extends object>(
      document: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
    ): Promise<QueryResult<TData>> {
      // The generated documents ask for __typename on every object (scripts/codegen.mjs), so the
      // browser's cache can take these results as they are.
      const operation: DocumentNode = document;
      const values = variables as Record<string, unknown>;
      if (!results) return read(await run(operation, values)) as QueryResult<TData>;
      const key = results.keyOf(operation, values);
      const kept = results.get(key);
      if (kept) return kept.result as QueryResult<TData>;
      return read(await results.execute(key, () => run(operation, values))) as QueryResult<TData>;
    },
    apollo: () => Promise.reject(new Error('The server renders without Apollo Client')),
    apolloWatchingAll: () => Promise.reject(new Error('The server renders without Apollo Client')),
    loadedApollo: () => undefined,
    onApolloLoaded: () => () => {},
  };
}
