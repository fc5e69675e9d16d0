// spec 000 §7 temp files: a form's file goes to Mutation.uploadTempFile as a GraphQL multipart
// request (graphql-multipart-request-spec) before the form is sent; its id is the file field's
// value. XMLHttpRequest rather than Apollo's link: only it reports upload progress.
import { print } from 'graphql';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { UploadTempFileDocument } from '../../generated/documents/UploadTempFileDocument';

export interface TempFile {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

export type UploadOutcome =
  | { kind: 'stored'; file: TempFile }
  /** The gateway or the upstream named problems with the file (size, type), in the page's language. */
  | { kind: 'refused'; messages: string[] }
  /** The request failed (network, server error, aborted). */
  | { kind: 'failed' };

const QUERY = print(UploadTempFileDocument);

interface UploadAnswer {
  data?: { uploadTempFile?: TempFile } | null;
  errors?: { message?: string; extensions?: { code?: string; fieldErrors?: Record<string, string[]> } }[];
}

function outcomeOf(status: number, text: string): UploadOutcome {
  let answer: UploadAnswer;
  try {
    answer = JSON.parse(text) as UploadAnswer;
  } catch {
    return { kind: 'failed' };
  }
  const file = answer.data?.uploadTempFile;
  if (status === 200 && file) return { kind: 'stored', file };
  const refusals = (answer.errors ?? []).filter((error) => error.extensions?.code === 'BAD_USER_INPUT');
  if (refusals.length > 0) {
    const messages = refusals.flatMap((error) => {
      const byField = Object.values(error.extensions?.fieldErrors ?? {}).flat();
      return byField.length > 0 ? byField : error.message ? [error.message] : [];
    });
    if (messages.length > 0) return { kind: 'refused', messages };
  }
  return { kind: 'failed' };
}

/** Sends the file; `onProgress` gets 0…100 as it goes. `signal` aborts it (outcome 'failed'). */
export function uploadTempFile(file: File, locale: Locale, onProgress: (percent: number) => void, signal: AbortSignal): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append('operations', JSON.stringify({ query: QUERY, variables: { locale: toGraphQLLocale(locale), file: null } }));
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
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
