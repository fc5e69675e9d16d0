// Taking a page online or offline in one language (spec 000 §3 "Page" is_online, §4: a page not
// online is a 404 for visitors), recorded as a version of the page (`publish` or `unpublish`, by
// `userId`). One function for POST page/{id}/publish/ and for the scheduler's changes
// (pageScheduler.ts), so a scheduled change is carried out exactly as the endpoint does it. Runs
// inside the caller's transaction, after the editor's lock.
import type { Queryable } from '../db/openDatabase';
import type { Locale } from '../../shared/locales';
import { PAGE_CONTENT_TYPE, recordVersion } from './moduleStore';
import { setPageOnline } from './pageStore';

export async function publishPage(client: Queryable, pageId: number, lang: Locale, online: boolean, userId: number | null): Promise<void> {
  await setPageOnline(client, pageId, lang, online);
  await recordVersion(client, { content_type: PAGE_CONTENT_TYPE, object_id: pageId, lang }, online ? 'publish' : 'unpublish', userId);
}
