// The forms area of the upstream (spec 000 §7: GET /{lang}/api/forms/{id}/, POST /{lang}/api/forms-entries/).
import type { Locale } from '../../shared/locales';
import { formEntryPayload, formPayload, type FormPayload } from './formPayloads';
import { z } from 'zod';
import type { UploadedFile } from '../upload/UploadedFile';
import { decode } from './payloads';
import { UpstreamError } from './UpstreamError';
import type { UpstreamHttp } from './UpstreamHttp';
import { fieldErrorsPayload } from './userPayloads';

/** A submission's value as the upstream takes it (src/cms/README.md "Forms": by field type). */
export type FormFieldValue = string | boolean | string[] | null;

export type FormEntryOutcome =
  | { kind: 'created'; id: string }
  /** 400: every problem, by slug, in the language of the path prefix. */
  | { kind: 'invalid'; errors: Record<string, string[]> };

export type TempFileOutcome =
  | { kind: 'stored'; file: { id: string; name: string; size: number; contentType: string } }
  /** 400, 413 or 415: the upstream's problems with the file, in the language of the path prefix. */
  | { kind: 'refused'; errors: Record<string, string[]> };

const tempFilePayload = z.object({ id: z.string(), name: z.string(), size: z.number().int().nonnegative(), content_type: z.string() });
const refusalPayload = z.object({ detail: z.string().optional(), errors: z.record(z.string(), z.array(z.string())).optional() });

export class FormsApi {
  constructor(private readonly http: UpstreamHttp) {}

  /** A form with its fields (email2 appended by the upstream); null when there is none. */
  async form(id: string, locale: Locale): Promise<FormPayload | null> {
    const path = `/${locale}/api/forms/${encodeURIComponent(id)}/`;
    try {
      return await this.http.getDecoded(formPayload, path);
    } catch (error) {
      if (error instanceof UpstreamError && error.failure === 'not_found') return null;
      throw error;
    }
  }

  /** spec 000 §3: a submission holds form (id) and field_values keyed by field slug. */
  async submitEntry(locale: Locale, formId: string, fieldValues: Record<string, FormFieldValue>): Promise<FormEntryOutcome> {
    const path = `/${locale}/api/forms-entries/`;
    const { status, body } = await this.http.send('POST', path, { form: formId, field_values: fieldValues });
    if (status === 201) return { kind: 'created', id: String(decode(formEntryPayload, body, path).id) };
    if (status === 400) return { kind: 'invalid', errors: decode(fieldErrorsPayload, body, path).errors };
    throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }

  /** spec 000 §7: POST /{lang}/api/temp-files/, multipart with the file (CSRF header). */
  async uploadTempFile(locale: Locale, file: UploadedFile): Promise<TempFileOutcome> {
    const path = `/${locale}/api/temp-files/`;
    const { status, body } = await this.http.sendFile(path, 'file', file);
    if (status === 201) {
      const stored = decode(tempFilePayload, body, path);
      return { kind: 'stored', file: { id: stored.id, name: stored.name, size: stored.size, contentType: stored.content_type } };
    }
    if (status === 400 || status === 413 || status === 415) {
      const refusal = decode(refusalPayload, body, path);
      return { kind: 'refused', errors: refusal.errors ?? { file: [refusal.detail ?? 'The file was refused.'] } };
    }
    throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }
}
