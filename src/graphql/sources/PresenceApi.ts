// Who else is editing a page, in the upstream (issue 22 part 10; src/cms/README.md "Editor
// presence"; docs/decisions/018-editor-presence.md): an open editor's heartbeat, answered with
// the page's other editors, and its goodbye. Staff only, both writes with the CSRF header (the
// http client adds it, spec 000 §7).
import { z } from 'zod';
import type { Locale } from '../../shared/locales';
import { decode } from './payloads';
import { UpstreamError } from './UpstreamError';
import type { UpstreamHttp } from './UpstreamHttp';

const blockPayload = z.object({ kind: z.enum(['module', 'section']), id: z.string() });

const presencePayload = z.object({
  editors: z.array(
    z.object({
      editor: z.string(),
      user_id: z.number().int(),
      name: z.string(),
      block: blockPayload.nullable(),
      editing: z.boolean(),
    }),
  ),
  taken_over: z.object({ block_id: z.string(), user_id: z.number().int(), name: z.string() }).nullable(),
});
export type PresencePayload = z.infer<typeof presencePayload>;

export interface PresenceHeartbeatBody {
  editor: string;
  block: { kind: 'module' | 'section'; id: string } | null;
  editing: boolean;
  take_over: boolean;
  stale_after_ms: number;
}

const refusalPayload = z.object({ detail: z.string().optional(), errors: z.record(z.string(), z.array(z.string())).optional() });

export type PresenceResult =
  { ok: true; value: PresencePayload } | { ok: false; fieldErrors: Record<string, string[]> } | { ok: false; notFound: true };

export class PresenceApi {
  constructor(private readonly http: UpstreamHttp) {}

  /** Records the heartbeat; 400 comes back as field errors, 404 (no such page in `locale`) as notFound. */
  async heartbeat(locale: Locale, pageId: string, body: PresenceHeartbeatBody): Promise<PresenceResult> {
    const path = `/${locale}/pageeditor-api/page/${pageId}/presence/`;
    const { status, body: answer } = await this.http.send('POST', path, body);
    if (status === 200) return { ok: true, value: decode(presencePayload, answer, path) };
    if (status === 404) return { ok: false, notFound: true };
    if (status === 400) {
      const refusal = decode(refusalPayload, answer, path);
      return { ok: false, fieldErrors: refusal.errors ?? { non_field_errors: [refusal.detail ?? 'Invalid input.'] } };
    }
    throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }

  /** The editor left: its row goes at once (204 also when it had gone already). */
  async leave(locale: Locale, editor: string): Promise<void> {
    const path = `/${locale}/pageeditor-api/presence/${encodeURIComponent(editor)}/`;
    const { status } = await this.http.send('DELETE', path);
    if (status !== 204) throw new UpstreamError('status', path, `Upstream answered ${status}`, status);
  }
}
