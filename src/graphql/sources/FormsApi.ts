// The forms area of the upstream (spec 000 §7: GET /{lang}/api/forms/{id}/).
import type { Locale } from '../../shared/locales';
import { formPayload, type FormPayload } from './formPayloads';
import { decode } from './payloads';
import { UpstreamError } from './UpstreamError';
import type { UpstreamHttp } from './UpstreamHttp';

export class FormsApi {
  constructor(private readonly http: UpstreamHttp) {}

  /** A form with its fields (email2 appended by the upstream); null when there is none. */
  async form(id: string, locale: Locale): Promise<FormPayload | null> {
    const path = `/${locale}/api/forms/${encodeURIComponent(id)}/`;
    try {
      return decode(formPayload, await this.http.getJson(path), path);
    } catch (error) {
      if (error instanceof UpstreamError && error.failure === 'not_found') return null;
      throw error;
    }
  }
}
