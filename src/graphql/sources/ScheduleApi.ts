// Scheduled page changes in the upstream (issue 22 item 7; src/cms/README.md "Scheduled page
// changes"): whether it schedules at all and what it has carried out (GET
// pageeditor-api/schedule/state/, anonymous), the pending changes (all of them, or one page's in
// one language), scheduling and cancelling; staff only apart from the state, the writes with the
// CSRF header. An upstream without scheduling answers 404 to the state: the gateway then says
// the editor cannot schedule (editorSchedule/ScheduleWatcher.ts).
import { z } from 'zod';
import type { Locale } from '../../shared/locales';
import type { WriteResult } from './PageEditorApi';
import { decode } from './payloads';
import { UpstreamError } from './UpstreamError';
import type { UpstreamHttp } from './UpstreamHttp';

const scheduledChangePayload = z.object({
  id: z.number().int().positive(),
  page_id: z.number().int().positive(),
  lang: z.enum(['de', 'en']),
  action: z.enum(['online', 'offline']),
  due_at: z.string(),
  created: z.string(),
  user: z.string().nullable(),
  page_title: z.string(),
  page_url: z.string(),
});
export type ScheduledChangePayload = z.infer<typeof scheduledChangePayload>;
const scheduledChangesPayload = z.array(scheduledChangePayload);

const scheduleStatePayload = z.object({
  scheduling: z.boolean(),
  /** Grows whenever the upstream has carried out a scheduled change. */
  revision: z.number().int().nonnegative(),
});
export type ScheduleStatePayload = z.infer<typeof scheduleStatePayload>;

const refusalPayload = z.object({ detail: z.string().optional(), errors: z.record(z.string(), z.array(z.string())).optional() });

export class ScheduleApi {
  constructor(private readonly http: UpstreamHttp) {}

  /** What the upstream says of its scheduling; null when it has none (404). Never from the shared cache. */
  async state(): Promise<ScheduleStatePayload | null> {
    try {
      return await this.http.getDecoded(scheduleStatePayload, '/pageeditor-api/schedule/state/', {}, { live: true });
    } catch (error) {
      if (error instanceof UpstreamError && error.failure === 'not_found') return null;
      throw error;
    }
  }

  /** Staff: every pending change, of every page and language, soonest first. */
  pending(locale: Locale): Promise<ScheduledChangePayload[]> {
    return this.http.getDecoded(scheduledChangesPayload, `/${locale}/pageeditor-api/schedule/`, {}, { live: true });
  }

  /** Staff: one page's pending changes in `locale`, soonest first; null when the page does not exist in it. */
  async forPage(locale: Locale, pageId: string): Promise<ScheduledChangePayload[] | null> {
    try {
      return await this.http.getDecoded(scheduledChangesPayload, `/${locale}/pageeditor-api/page/${pageId}/schedule/`, {}, { live: true });
    } catch (error) {
      if (error instanceof UpstreamError && error.failure === 'not_found') return null;
      throw error;
    }
  }

  /**
   * Staff: schedules `action` at `due_at` for the page in `locale` (or moves the pending change of
   * that action). 400 comes back as field errors; 404 (no such page in that language) rejects as not_found.
   */
  async schedule(
    locale: Locale,
    pageId: string,
    body: { action: 'online' | 'offline'; due_at: string },
  ): Promise<WriteResult<ScheduledChangePayload>> {
    const path = `/${locale}/pageeditor-api/page/${pageId}/schedule/`;
    const { status, body: answer } = await this.http.send('POST', path, body);
    if (status === 200 || status === 201) return { ok: true, value: decode(scheduledChangePayload, answer, path) };
    if (status === 404) throw new UpstreamError('not_found', path, 'Upstream answered 404', 404);
    if (status === 400) {
      const refusal = decode(refusalPayload, answer, path);
      return { ok: false, fieldErrors: refusal.errors ?? { non_field_errors: [refusal.detail ?? 'Invalid input.'] } };
    }
    throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }

  /** Staff: cancels a pending change of `locale`; false when there is none with that id. */
  async cancel(locale: Locale, id: string): Promise<boolean> {
    const path = `/${locale}/pageeditor-api/schedule/${id}/`;
    const { status } = await this.http.send('DELETE', path);
    if (status === 204) return true;
    if (status === 404) return false;
    throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }
}
