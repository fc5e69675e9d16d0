// The breadcrumb (spec 001 §2 "Breadcrumb"; the magazine's start page names it, spec 001 §2
// "Magazine"): the way from the home page to the current page. Its schema.org BreadcrumbList
// (JSON-LD) lets search engines show the same trail; items are absolute URLs on the page's
// origin, and the current page's item has none (it is the page itself).

export interface BreadcrumbItem {
  label: string;
  /** A path on this site; omitted for the current page (the last item). */
  path?: string | undefined;
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.path ? { item: `${origin}${item.path}` } : {}),
    })),
  };
}
