// The image picker's upload (issue 12 part 4): Mutation.uploadMedia as a GraphQL multipart request
// (graphql-multipart-request-spec, like the forms' uploadTempFile), with the staff session's
// cookies; the gateway adds the CSRF header for the upstream. XMLHttpRequest: only it reports
// upload progress.
import { print } from 'graphql';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { EditorUploadMediaDocument } from '../../generated/documents/EditorUploadMediaDocument';
import type { EditorUploadMediaMutation, MediaKind } from '../../generated/operations';

export type UploadedMedia = EditorUploadMediaMutation['uploadMedia'];

export type MediaUploadOutcome =
  | { kind: 'stored'; item: UploadedMedia }
  /** The gateway or the upstream named problems with the file (type, size), in the page's language. */
  | { kind: 'refused'; messages: string[] }
  /** No staff session (any more): the login has to come first. */
  | { kind: 'unauthenticated' }
  | { kind: 'failed' };

const QUERY = print(EditorUploadMediaDocument);

interface Answer {
  data?: { uploadMedia?: UploadedMedia } | null;
  errors?: { message?: string; extensions?: { code?: string; fieldErrors?: Record<string, string[]> } }[];
}

function outcomeOf(status: number, text: string): MediaUploadOutcome {
  let answer: Answer;
  try {
    answer = JSON.parse(text) as Answer;
  } catch {
    return { kind: 'failed' };
  }
  const item = answer.data?.uploadMedia;
  if (status === 200 && item) return { kind: 'stored', item };
  const errors = answer.errors ?? [];
  if (errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) return { kind: 'unauthenticated' };
  const messages = errors
    .filter((error) => error.extensions?.code === 'BAD_USER_INPUT' || error.extensions?.code === 'PAYLOAD_TOO_LARGE')
    .flatMap((error) => {
      const byField = Object.values(error.extensions?.fieldErrors ?? {}).flat();
      return byField.length > 0 ? byField : error.message ? [error.message] : [];
    });
  return messages.length > 0 ? { kind: 'refused', messages } : { kind: 'failed' };
}

export function uploadMedia(file: File, kind: MediaKind, locale: Locale, onProgress: (percent: number) => void): Promise<MediaUploadOutcome> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append('operations', JSON.stringify({ query: QUERY, variables: { locale: toGraphQLLocale(locale), kind, file: null } }));
    body.append('map', JSON.stringify({ 0: ['variables.file'] }));
    body.append('0', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', '/graphql');
    // Apollo Server's CSRF prevention: a multipart request needs a header no plain form can send.
    request.setRequestHeader('apollo-require-preflight', 'true');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener('load', () => resolve(outcomeOf(request.status, request.responseText)));
    request.addEventListener('error', () => resolve({ kind: 'failed' }));
    request.addEventListener('abort', () => resolve({ kind: 'failed' }));
    request.send(body);
  });
}
