import { gql } from '@apollo/client';
import { print, buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createServerApolloClient, OncePerDocumentIncrementalHandler } from './createServerApolloClient';

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
});
