// Which sections an event's detail page shows, in which order: the design settings' order (spec
// 001 §3 "detail-section order for events"; a section left out of it is not shown), and of those
// only the ones with content.
export const DETAIL_SECTIONS = [
  'IMPORTANT_INFO',
  'DESCRIPTION',
  'OPENING_HOURS',
  'IMAGE_SLIDER',
  'CONTRIBUTORS',
  'PROGRAMS',
  'CHILDREN',
  'VIDEO',
  'SERIES',
  'EVENTS',
  'BLOG',
  'SPONSORS',
  'PROMOTER',
] as const;
export type DetailSectionName = (typeof DETAIL_SECTIONS)[number];

/** The design's order, each section once, those without content left out. */
export function visibleSections(
  order: readonly DetailSectionName[],
  hasContent: Readonly<Record<DetailSectionName, boolean>>,
): DetailSectionName[] {
  const seen = new Set<DetailSectionName>();
  return order.filter((section) => {
    if (seen.has(section) || !hasContent[section]) return false;
    seen.add(section);
    return true;
  });
}
