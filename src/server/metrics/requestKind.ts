// What a request is counted as in the metrics (`kind` of orchestra_http_requests_total): the page
// the page handler decided (its PageKind, a bounded list), a redirect, or the area its path
// belongs to. Never the path itself: the number of label values must stay small.
import type { ServerResponse } from 'node:http';
import type { PageKind } from '../../shared/pageKinds';
import { isGraphqlPath } from '../graphqlRefusal';

type PathKind = 'graphql' | 'asset' | 'media' | 'shop' | 'health' | 'other';
export type RequestKind = PageKind | 'redirect' | PathKind;

/** The kinds a handler decided, by response (a request that no handler marks keeps its path's). */
const marked = new WeakMap<ServerResponse, RequestKind>();

/** Called by the handler that knows better than the path (the page handler: the page's kind, or a redirect). */
export function markRequestKind(res: ServerResponse, kind: RequestKind): void {
  marked.set(res, kind);
}

/** The kind a request's path alone tells, before any handler ran (a page refused under load stays `other`). */
export function kindOfPath(path: string): PathKind {
  if (isGraphqlPath(path)) return 'graphql';
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/media/')) return 'media';
  if (path.startsWith('/shop/')) return 'shop';
  if (path === '/healthz') return 'health';
  return 'other';
}

export function requestKindOf(res: ServerResponse, pathKind: PathKind): RequestKind {
  return marked.get(res) ?? pathKind;
}
