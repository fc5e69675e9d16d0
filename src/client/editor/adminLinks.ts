// The editor admin links (spec 000 §3 "Editor admin links": article, venue, event, person,
// production, series, form; §6: staff open them): which record the screen shows, and where that
// record is in the CMS's administration. The upstream lists an entity's URL (User.adminMenus,
// ending in '/'); a record's page there is that URL followed by `{id}/`.
import type { AdminEntity } from '../generated/operations';
import type { PageState } from '../navigation/PageState';
import type { RouteName } from '../../shared/routes';

/** The screens that show one record of an entity, by route; their `:id` is the upstream's id. */
const ENTITY_OF_ROUTE: Partial<Record<RouteName, AdminEntity>> = {
  eventDetail: 'EVENT',
  magazineArticle: 'ARTICLE',
  venueDetail: 'VENUE',
  ensembleDetail: 'PERSON',
  productionDetail: 'PRODUCTION',
  seriesDetail: 'SERIES',
  form: 'FORM',
};

export interface AdminRecord {
  entity: AdminEntity;
  id: string;
}

/** The record the screen shows, or null on screens that show none of those entities. */
export function adminRecordOf(page: Pick<PageState, 'route'>): AdminRecord | null {
  const entity = page.route ? ENTITY_OF_ROUTE[page.route.name] : undefined;
  const id = page.route?.params.id;
  if (entity === undefined || id === undefined || !/^\d+$/.test(id)) return null;
  return { entity, id };
}

/**
 * The record's page in the administration: the entity's URL followed by `{id}/` (a query of the
 * entity's URL is kept). Null unless the URL is http(s): the gateway lets nothing else through,
 * and the browser checks again.
 */
export function adminRecordUrl(entityUrl: string, id: string): string | null {
  if (!URL.canParse(entityUrl)) return null;
  const url = new URL(entityUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.pathname = `${url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`}${encodeURIComponent(id)}/`;
  return url.href;
}
