import { ApolloLink, gql } from '@apollo/client';
import { ApolloClient, InMemoryCache } from '@apollo/client-react-streaming';
import { of } from 'rxjs';
import { RenderResultCache } from '../../graphql/cache/RenderResultCache';
import { print, buildSchema, type FormattedExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createServerApolloClient, OncePerDocumentIncrementalHandler, reuseResults } from './createServerApolloClient';

const schema = buildSchema('type Query { event: Event } type Event { title: String }');
const QUERY = gql`
  query Title {
    event {
      title
    }
  }
`;

const documentInfoOf = (client: object): unknown => Reflect.get(Reflect.get(client, 'queryManager') as object, 'transformCache');

describe('createServerApolloClient', () => {
  it('gives every render its own client and cache', () => {
    const a = createServerApolloClient(schema, () => ({}));
    const b = createServerApolloClient(schema, () => ({}));
    expect(a).not.toBe(b);
    expect(a.cache).not.toBe(b.cache);
  });

  it('shares the per-document work between renders: one transformed document, one document-info cache', () => {
    const a = createServerApolloClient(schema, () => ({}));
    const b = createServerApolloClient(schema, () => ({}));
    const transformed = a.cache.transformDocument(QUERY);
    expect(b.cache.transformDocument(QUERY)).toBe(transformed);
    expect(print(transformed)).toContain('__typename');
    // Apollo's QueryManager still has the private cache this relies on (a version bump that
    // renamed it would make every render cold again, silently, without this check).
    expect(documentInfoOf(a)).toBeDefined();
    expect(documentInfoOf(a)).toBe(documentInfoOf(b));
  });

  it('still refuses @defer documents, every time, while plain ones are checked once', () => {
    const handler = new OncePerDocumentIncrementalHandler();
    const deferred = gql`
      query Later {
        event {
          ... @defer {
            title
          }
        }
      }
    `;
    expect(() => handler.prepareRequest({ query: deferred })).toThrow();
    expect(() => handler.prepareRequest({ query: deferred })).toThrow();
    const request = { query: QUERY };
    expect(handler.prepareRequest(request)).toBe(request);
    expect(handler.prepareRequest(request)).toBe(request);
  });

  it('answers a render from the result the previous render kept, until an invalidation clears it', async () => {
    const results = new RenderResultCache<FormattedExecutionResult>({ ttlMs: 60_000, maxEntries: 10, maxBytes: 100_000 });
    let executions = 0;
    const schemaStandIn = new ApolloLink(() => {
      executions += 1;
      return of({ data: { event: { __typename: 'Event', title: `Konzert ${executions}` } } });
    });
    const render = () =>
      new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([reuseResults(results), schemaStandIn]) }).query({
        query: QUERY,
        fetchPolicy: 'no-cache',
      });
    expect((await render()).data).toEqual({ event: { __typename: 'Event', title: 'Konzert 1' } });
    // A second render (its own client, as every request has) reads the kept, frozen result.
    expect((await render()).data).toEqual({ event: { __typename: 'Event', title: 'Konzert 1' } });
    expect(executions).toBe(1);
    results.clear();
    expect((await render()).data).toEqual({ event: { __typename: 'Event', title: 'Konzert 2' } });
    expect(executions).toBe(2);
  });

  it('does not keep a result with errors', async () => {
    const results = new RenderResultCache<FormattedExecutionResult>({ ttlMs: 60_000, maxEntries: 10, maxBytes: 100_000 });
    let executions = 0;
    const failing = new ApolloLink(() => {
      executions += 1;
      return of({ data: { event: null }, errors: [{ message: 'Upstream unavailable' }] });
    });
    const render = () =>
      new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([reuseResults(results), failing]) }).query({
        query: QUERY,
        fetchPolicy: 'no-cache',
        errorPolicy: 'all',
      });
    await render();
    await render();
    expect(executions).toBe(2);
  });
});
