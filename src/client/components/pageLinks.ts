// Which page numbers a pagination links to (the search's and the magazine's): the first, the last and two either side
// of the current one, with a gap where numbers are left out (a gap of one number shows it).

export type PageLink = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

export function pageLinks(current: number, last: number): PageLink[] {
  if (last < 1) return [];
  const wanted = new Set<number>([1, last]);
  for (let page = current - 2; page <= current + 2; page += 1) if (page >= 1 && page <= last) wanted.add(page);
  const pages = [...wanted].sort((a, b) => a - b);
  const links: PageLink[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) links.push({ kind: 'page', page: page - 1 });
    else if (page - previous > 2) links.push({ kind: 'gap', after: previous });
    links.push({ kind: 'page', page });
    previous = page;
  }
  return links;
}

/** The number of pages `total` hits fill at `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
