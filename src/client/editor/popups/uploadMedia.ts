// The image picker's upload (issue 12 part 4): Mutation.uploadMedia as a multipart request with
// progress (sendMultipart, like the forms' uploadTempFile), with the staff session's cookies; the
// gateway adds the CSRF header for the upstream.
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { sendMultipart } from '../../apollo/multipartUpload';
import { EditorUploadMediaDocument } from '../../generated/documents/EditorUploadMediaDocument';
import type { EditorUploadMediaMutation, MediaKind } from '../../generated/operations';

type UploadedMedia = EditorUploadMediaMutation['uploadMedia'];

export type MediaUploadOutcome =
  | { kind: 'stored'; item: UploadedMedia }
  /** The gateway or the upstream named problems with the file (type, size), in the page's language. */
  | { kind: 'refused'; messages: string[] }
  /** No staff session (any more): the login has to come first. */
  | { kind: 'unauthenticated' }
  | { kind: 'failed' };

export async function uploadMedia(
  file: File,
  kind: MediaKind,
  locale: Locale,
  onProgress: (percent: number) => void,
): Promise<MediaUploadOutcome> {
  const outcome = await sendMultipart({
    document: EditorUploadMediaDocument,
    field: 'uploadMedia',
    variables: { locale: toGraphQLLocale(locale), kind },
    file,
    onProgress,
  });
  return outcome.kind === 'stored' ? { kind: 'stored', item: outcome.value } : outcome;
}
