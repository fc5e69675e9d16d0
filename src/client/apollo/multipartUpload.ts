// One file sent as a GraphQL multipart request (graphql-multipart-request-spec), for the forms'
// temporary files (spec 000 §7, Mutation.uploadTempFile) and the editor's media upload
// (Mutation.uploadMedia). XMLHttpRequest rather than Apollo's link: only it reports upload
// progress. The answer is read into one of four outcomes the callers show.
import type { TypedDocumentNode } from '@apollo/client';
import { print } from 'graphql';

export type MultipartOutcome<T> =
  | { kind: 'stored'; value: T }
  /** The gateway or the upstream named problems with the file (type, size), in the page's language. */
  | { kind: 'refused'; messages: string[] }
  /** No session (any more) where the mutation needs one. */
  | { kind: 'unauthenticated' }
  /** The request failed (network, server error, aborted, an answer that is not GraphQL's). */
  | { kind: 'failed' };

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message?: string; extensions?: { code?: string; fieldErrors?: Record<string, string[]> } }[];
}

/** Codes whose messages are about the file and said to the user; anything else is a failure. */
const REFUSALS = new Set(['BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE']);

/** The outcome of an answer: `field` is the mutation's field holding what was stored. */
export function multipartOutcomeOf<T>(status: number, text: string, field: string): MultipartOutcome<T> {
  let answer: Answer;
  try {
    answer = JSON.parse(text) as Answer;
  } catch {
    return { kind: 'failed' };
  }
  const stored = answer.data?.[field];
  if (status === 200 && typeof stored === 'object' && stored !== null) return { kind: 'stored', value: stored as T };
  const errors = Array.isArray(answer.errors) ? answer.errors : [];
  if (errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return { kind: 'unauthenticated' };
  const messages = errors
    .filter((error) => REFUSALS.has(error.extensions?.code ?? ''))
    .flatMap((error) => {
      const byField = Object.values(error.extensions?.fieldErrors ?? {}).flat();
      return byField.length > 0 ? byField : error.message ? [error.message] : [];
    });
  return messages.length > 0 ? { kind: 'refused', messages } : { kind: 'failed' };
}

export interface MultipartRequest<TData, TVariables> {
  document: TypedDocumentNode<TData, TVariables>;
  /** The mutation's field that answers with what was stored. */
  field: keyof TData & string;
  /** The variables without the file; `file` is the variable the file goes into. */
  variables: Omit<TVariables, 'file'>;
  file: File;
  /** 0…100 as the file goes out. */
  onProgress: (percent: number) => void;
  /** Aborts the request (outcome 'failed'). */
  signal?: AbortSignal;
}

export function sendMultipart<TData, TVariables>(
  request: MultipartRequest<TData, TVariables>,
): Promise<MultipartOutcome<TData[keyof TData & string]>> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append('operations', JSON.stringify({ query: print(request.document), variables: { ...request.variables, file: null } }));
    body.append('map', JSON.stringify({ 0: ['variables.file'] }));
    body.append('0', request.file, request.file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    // Apollo Server's CSRF prevention: a multipart request needs a header no plain form can send.
    xhr.setRequestHeader('apollo-require-preflight', 'true');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => resolve(multipartOutcomeOf(xhr.status, xhr.responseText, request.field)));
    xhr.addEventListener('error', () => resolve({ kind: 'failed' }));
    xhr.addEventListener('abort', () => resolve({ kind: 'failed' }));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
