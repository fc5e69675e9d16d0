// The shapes of a CMS page's data, derived from the generated query types so they cannot drift.
import type { CmsPageQuery } from '../../generated/operations';

export type CmsPageData = NonNullable<CmsPageQuery['page']>;
export type SectionData = CmsPageData['sections'][number];
export type ModuleData = NonNullable<CmsPageQuery['pageModules']>[number];
export type ModuleOf<T extends ModuleData['__typename']> = Extract<ModuleData, { __typename: T }>;
/** A module's picture; only the image module asks its size (the others' slots have a fixed shape, and the gateway's cost limit counts every field). */
export type ModuleImageData = Omit<NonNullable<ModuleOf<'ImageModule'>['image']>, 'width' | 'height' | 'source'> & {
  width?: number | null;
  height?: number | null;
};

/** The page's modules by id (Column.moduleIds and the list modules' childIds name them). */
export type ModuleIndex = ReadonlyMap<string, ModuleData>;

export function indexModules(modules: readonly ModuleData[]): ModuleIndex {
  return new Map(modules.map((module) => [module.id, module]));
}

/** The modules `ids` name, in order (an id the page does not hold is left out). */
export function modulesOf(ids: readonly string[], index: ModuleIndex): ModuleData[] {
  return ids.flatMap((id) => {
    const module = index.get(id);
    return module ? [module] : [];
  });
}

/** The CMS path of a home or catch-all route: '' for the home page, else the rest after /{lang}/. */
export function cmsPathOf(route: { name: string; params: Record<string, string> } | null): string {
  return route?.name === 'cmsPage' ? (route.params.rest ?? '') : '';
}

/** spec 000 §3 image formats as CSS modifiers (content.css: aspect ratios). */
export function formatClass(format: ModuleOf<'ImageModule'>['format']): string {
  switch (format) {
    case 'RATIO_16_9':
      return 'cms-figure--16-9';
    case 'RATIO_4_3':
      return 'cms-figure--4-3';
    case 'RATIO_1_1':
      return 'cms-figure--1-1';
    default:
      return 'cms-figure--original';
  }
}

/** An internal site path (the client router takes it); anything else opens as an ordinary link. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
