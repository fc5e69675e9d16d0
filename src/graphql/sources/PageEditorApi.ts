// The page-editor area of the upstream. For now: the site settings (spec 000 §7, spec 001 §7).
import { decode, settingsPayload, type SettingsPayload } from './payloads';
import type { UpstreamHttp } from './UpstreamHttp';

export class PageEditorApi {
  constructor(private readonly http: UpstreamHttp) {}

  async settings(): Promise<SettingsPayload['data']> {
    const path = '/pageeditor-api/settings';
    return decode(settingsPayload, await this.http.getJson(path), path).data;
  }
}
