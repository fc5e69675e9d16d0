// A page type by the name of one of its routes, and by its screen.
import type { PageKind } from '../pageKinds';
import type { PageType } from './pageType';
import { PAGE_TYPES, type RouteName, type RoutedPageKind } from './pageTypes';

type ListedPageType = (typeof PAGE_TYPES)[number];

const BY_ROUTE = new Map<RouteName, ListedPageType>(PAGE_TYPES.flatMap((type) => type.routes.map((route) => [route.name, type] as const)));
const BY_KIND = new Map<PageKind, ListedPageType>(PAGE_TYPES.map((type) => [type.kind, type] as const));

export function pageTypeOfRoute(name: RouteName): PageType & { kind: RoutedPageKind } {
  const type = BY_ROUTE.get(name);
  // Every route name comes from the list, so this cannot happen; said loudly if it ever does.
  if (!type) throw new Error(`No page type has the route ${name}`);
  return type;
}

/** The page type that shows `kind`; undefined for the pages outside the route table (the hub, the cart, the error pages). */
export function pageTypeOfKind(kind: PageKind): PageType | undefined {
  return BY_KIND.get(kind);
}
