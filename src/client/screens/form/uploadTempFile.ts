// spec 000 §7 temp files: a form's file goes to Mutation.uploadTempFile (a multipart request with
// progress, sendMultipart) before the form is sent; its id is the file field's value.
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { sendMultipart } from '../../apollo/multipartUpload';
import { UploadTempFileDocument } from '../../generated/documents/UploadTempFileDocument';
import type { UploadTempFileMutation } from '../../generated/operations';

export type TempFile = UploadTempFileMutation['uploadTempFile'];

export type UploadOutcome =
  | { kind: 'stored'; file: TempFile }
  /** The gateway or the upstream named problems with the file (size, type), in the page's language. */
  | { kind: 'refused'; messages: string[] }
  /** The request failed (network, server error, aborted). */
  | { kind: 'failed' };

/** Sends the file; `onProgress` gets 0…100 as it goes. `signal` aborts it (outcome 'failed'). */
export async function uploadTempFile(
  file: File,
  locale: Locale,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<UploadOutcome> {
  const outcome = await sendMultipart({
    document: UploadTempFileDocument,
    field: 'uploadTempFile',
    variables: { locale: toGraphQLLocale(locale) },
    file,
    onProgress,
    signal,
  });
  switch (outcome.kind) {
    case 'stored':
      return { kind: 'stored', file: outcome.value };
    case 'refused':
      return outcome;
    // The forms are public: a session is never what is missing.
    case 'unauthenticated':
    case 'failed':
      return { kind: 'failed' };
  }
}
