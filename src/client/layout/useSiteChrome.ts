// The chrome's data (the design settings it reads): one query for the page, whichever part asks.
import { useSuspenseQuery } from '../data/useSuspenseQuery';
import { SiteChromeDocument } from '../generated/documents/SiteChromeDocument';
import type { SiteChromeQuery } from '../generated/operations';

export function useSiteChrome(): SiteChromeQuery {
  return useSuspenseQuery(SiteChromeDocument).data;
}
