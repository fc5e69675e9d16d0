// The upstream's error log (spec 000 §7 POST /{lang}/api/dashboard-error-log/; §8: a 404 URL is logged).
import { z } from 'zod';
import type { Locale } from '../../shared/locales';
import { decode } from './payloads';
import { UpstreamError } from './UpstreamError';
import type { UpstreamHttp } from './UpstreamHttp';
import { fieldErrorsPayload } from './userPayloads';

const errorLogEntryPayload = z.object({ id: z.number().int(), url: z.string() });

export class ErrorLogApi {
  constructor(private readonly http: UpstreamHttp) {}

  /** Logs a URL that was not found; answers the log entry's id. */
  async reportNotFound(locale: Locale, url: string): Promise<string> {
    const path = `/${locale}/api/dashboard-error-log/`;
    const { status, body } = await this.http.send('POST', path, { url });
    if (status === 201) return String(decode(errorLogEntryPayload, body, path).id);
    if (status === 400) {
      throw new UpstreamError('bad_request', path, 'Upstream rejected the request', status, decode(fieldErrorsPayload, body, path).errors);
    }
    throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }
}
