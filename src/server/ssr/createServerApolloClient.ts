// The Apollo Client of one server render: it executes the gateway's schema in process with the
// request's context, and it is thrown away with the response.
//
// A client per request keeps every request's queries and data apart, but Apollo keeps its
// document caches per client: each render worked out again, for the same few query documents,
// the __typename-added copy, its printed form and what the query manager derives from it
// (directives, variables' defaults) — about 4 % of a page's CPU in the profile. Those results
// depend on the document alone, so every render shares them here.
import { ApolloClient, InMemoryCache } from '@apollo/client-react-streaming';
import { ApolloLink, DocumentTransform, type DocumentNode } from '@apollo/client';
import { NotImplementedHandler } from '@apollo/client/incremental';
import { SchemaLink } from '@apollo/client/link/schema';
import { addTypenameToDocument } from '@apollo/client/utilities';
import type { FormattedExecutionResult, GraphQLSchema } from 'graphql';
import { firstValueFrom, from, of } from 'rxjs';
import type { RenderResultCache } from '../../graphql/cache/RenderResultCache';
import { CACHE_CONFIG } from '../../client/apollo/cacheConfig';

/** One per process: the __typename-added document for each query document (cached by identity). */
const addTypename = new DocumentTransform(addTypenameToDocument);

/** What the cache adds to a document; CACHE_CONFIG registers no fragments, so only __typename. */
class RenderCache extends InMemoryCache {
  override transformDocument(document: DocumentNode): DocumentNode {
    return addTypename.transformDocument(document);
  }
}

/**
 * The query manager's per-document facts, keyed by the (transformed, shared) document object.
 * Its cache is a private field of Apollo's QueryManager, used only through has/get/set; it is
 * shared only where it has that shape. A WeakMap: the documents are the handful of module-level
 * operations, and an entry goes with its document.
 */
const documentInfo = new WeakMap<DocumentNode, unknown>();

interface DocumentInfoCache {
  has(key: DocumentNode): boolean;
  get(key: DocumentNode): unknown;
  set(key: DocumentNode, value: unknown): unknown;
}

function isDocumentInfoCache(value: unknown): value is DocumentInfoCache {
  if (typeof value !== 'object' || value === null) return false;
  return ['has', 'get', 'set'].every((method) => typeof Reflect.get(value, method) === 'function');
}

/** Shares the document-info cache with every other render's client; false if Apollo changed shape. */
export function shareDocumentInfo(client: ApolloClient): boolean {
  const queryManager: unknown = Reflect.get(client, 'queryManager');
  if (typeof queryManager !== 'object' || queryManager === null) return false;
  if (!isDocumentInfoCache(Reflect.get(queryManager, 'transformCache'))) return false;
  return Reflect.set(queryManager, 'transformCache', documentInfo);
}

/**
 * Apollo's default handler for @defer/@stream, which the site does not use: it refuses such a
 * document, walking the whole document on every request. The verdict depends on the document
 * alone, so each one is walked once.
 */
export class OncePerDocumentIncrementalHandler extends NotImplementedHandler {
  private readonly accepted = new WeakSet<DocumentNode>();

  override prepareRequest(request: Parameters<NotImplementedHandler['prepareRequest']>[0]): ReturnType<NotImplementedHandler['prepareRequest']> {
    if (this.accepted.has(request.query)) return request;
    const prepared = super.prepareRequest(request);
    this.accepted.add(request.query);
    return prepared;
  }
}

const incrementalHandler = new OncePerDocumentIncrementalHandler();

/**
 * Answers an operation from the gateway's RenderResultCache when a render in the last moment
 * asked the same, joins a render that is executing it right now, and keeps what the schema
 * answers otherwise. The kept result is frozen and shared; the data transport writes it into
 * each page as it is. (The schema link answers an operation with one result.)
 */
export function reuseResults(cache: RenderResultCache<FormattedExecutionResult>): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const key = cache.keyOf(operation.query, operation.variables);
    const kept = cache.get(key);
    if (kept) return of(kept.result);
    return from(cache.execute(key, () => firstValueFrom(forward(operation))));
  });
}

export function createServerApolloClient(schema: GraphQLSchema, context: () => object, results?: RenderResultCache<FormattedExecutionResult>): ApolloClient {
  const execute = new SchemaLink({ schema, context });
  const client = new ApolloClient({
    cache: new RenderCache(CACHE_CONFIG),
    link: results ? ApolloLink.from([reuseResults(results), execute]) : execute,
    incrementalHandler,
    // One render reads each result once: normalising it into the server's cache and reading
    // it back was the largest cost of a page (profiled). The browser's cache is still filled
    // from the transported results, where normalisation pays off (fetchMore, refetches).
    defaultOptions: { watchQuery: { fetchPolicy: 'no-cache' } },
  });
  shareDocumentInfo(client);
  return client;
}
