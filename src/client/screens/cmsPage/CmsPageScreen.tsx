// The home page (/de, /en) and the CMS pages of the catch-all route /{lang}/* (spec 000 §2, §3):
// the page header with the page's headline and its siblings as tabs (spec 000 §4), then its
// sections in order, each a 12-column grid of the section's column preset (stacking on small
// screens), each column its modules. A page that is not there or offline never gets here: the
// route-target lookup makes it the 404 page first. A module of a type the site does not know is
// left out and reported (never a broken page).
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { Fragment, lazy, Suspense, useEffect, useMemo } from 'react';
import { BRAND } from '../../../shared/constants';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { pathFor } from '../../../shared/routes';
import { useBoot } from '../../BootContext';
import { RetryableArea } from '../../components/RetryableArea';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import { versionOf } from './versionQuery';
import { useT } from '../../i18n';
import { useOfferStickyLinks, type StickyLink } from '../../layout/stickyLinks';
import { usePage } from '../../navigation/LocationContext';
import { reportError } from '../../reportError';
import { PagePlaceholder } from '../PagePlaceholder';
import type { ScreenProps } from '../screenProps';
import { ModuleView } from './modules/ModuleView';
import { cmsPathOf, indexModules, modulesOf, type CmsPageData, type ModuleData, type ModuleIndex, type SectionData } from './pageData';
import { ModulePicture } from './modules/ContentModules';
import {
  useEditOverrides,
  useEditSlots,
  withModuleOverrides,
  withSectionOverrides,
  type EditSlotRenderer,
  type PageLayout,
} from './editSlots';
import { JsonLd } from '../../components/JsonLd';

/** spec 000 §3 layout column presets as the grid's modifier (content.css). */
const PRESET_CLASS: Record<SectionData['preset'], string> = {
  FULL: '100',
  TWO_THIRDS_ONE_THIRD: '67-33',
  ONE_THIRD_TWO_THIRDS: '33-67',
  HALF_HALF: '50-50',
  THIRDS: '33-33-33',
  QUARTER_HALF_QUARTER: '25-50-25',
};

/** The sticky links the page offers (spec 001 §4): sticky link modules, a sticky hero's button, a sticky anchor list's links. */
export function stickyLinksOf(modules: readonly ModuleData[], index: ModuleIndex): StickyLink[] {
  return modules.flatMap((module): StickyLink[] => {
    switch (module.__typename) {
      case 'LinkModule':
        return module.sticky ? [{ key: module.id, text: module.label, url: module.target }] : [];
      case 'HeroMediaModule':
        return module.sticky && module.buttonText && module.buttonLink
          ? [{ key: module.id, text: module.buttonText, url: module.buttonLink }]
          : [];
      case 'AnchorListModule':
        return module.sticky
          ? modulesOf(module.childIds, index).flatMap((child) =>
              child.__typename === 'LinkModule' ? [{ key: child.id, text: child.label, url: child.target }] : [],
            )
          : [];
      default:
        return [];
    }
  });
}

/** spec 000 §4: the page's group as tabs (its parent's children, or itself and its children). */
function SiblingTabs({ page }: { page: CmsPageData }) {
  const t = useT();
  const { locale } = usePage();
  if (page.siblings.length < 2) return null;
  return (
    <nav className="page-tabs" aria-label={t('cms.tabs')}>
      <ul className="page-tabs__list">
        {page.siblings.map((sibling) => {
          const path = sibling.urls.find((url) => url.locale === toGraphQLLocale(locale))?.path;
          if (!path) return null;
          const current = sibling.id === page.id;
          return (
            <li key={sibling.id} className="page-tabs__item">
              <a className="page-tabs__link" href={path} aria-current={current ? 'page' : undefined}>
                {sibling.title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The section's background is the first picture of its section. */
const SECTION_PICTURE = 'section';

/**
 * The first picture of a section (its background, else the first module in column order with a
 * picture of its own): in the page's first section, the likely LCP element (issue 20).
 */
function firstPictureOf(section: SectionData, index: ModuleIndex): string | null {
  if (section.image) return SECTION_PICTURE;
  for (const column of section.columns) {
    for (const module of modulesOf(column.moduleIds, index)) if ('image' in module && module.image) return module.id;
  }
  return null;
}

function Section({
  section,
  first,
  index,
  edit,
  pageId,
  position,
  count,
  layout,
}: {
  section: SectionData;
  first: boolean;
  index: ModuleIndex;
  edit: EditSlotRenderer | null;
  pageId: string;
  position: number;
  count: number;
  layout: PageLayout;
}) {
  const priorityPicture = first ? firstPictureOf(section, index) : null;
  const context = { eager: first, priorityPicture, index, edit, ...(edit ? { layout } : {}) };
  const content = (
    <section className={`cms-section cms-section--${PRESET_CLASS[section.preset]}${section.extraClass ? ` ${section.extraClass}` : ''}`}>
      {section.image ? (
        <ModulePicture
          image={section.image}
          eager={first}
          priority={priorityPicture === SECTION_PICTURE}
          sizes="100vw"
          className="cms-section__background"
        />
      ) : null}
      <div className="cms-section__grid">
        {section.columns.map((column, columnIndex) => {
          const modules = modulesOf(column.moduleIds, index);
          return (
            // oxlint-disable-next-line react/no-array-index-key -- a column's place in the preset is its identity
            <div key={columnIndex} className="cms-column">
              {modules.map((module, modulePosition) =>
                // In editing mode each module is a block the editor can select (the editor's slot); visitors get the module alone.
                edit ? (
                  <Fragment key={module.id}>
                    {edit({
                      slot: 'module',
                      module,
                      section,
                      column: columnIndex,
                      position: modulePosition,
                      count: modules.length,
                      layout,
                      content: <ModuleView module={module} context={context} />,
                    })}
                  </Fragment>
                ) : (
                  <ModuleView key={module.id} module={module} context={context} />
                ),
              )}
              {edit ? edit({ slot: 'column', section, column: columnIndex }) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
  return edit ? edit({ slot: 'section', pageId, section, position, count, layout, content }) : content;
}

/** spec 000 §9: the home page names the organisation behind the site (the WebSite with its SearchAction is on every page). */
function OrganizationJsonLd() {
  const { origin } = useBoot();
  const { locale } = usePage();
  const data = { '@context': 'https://schema.org', '@type': 'Organization', name: BRAND, url: `${origin}${pathFor('home', locale)}` };
  return <JsonLd data={data} />;
}

// Only staff previewing a stored version see it: its chunk (and its query) stay off the visitor's
// first load. The server renders it with the page; the browser hydrates it once its chunk is there.
const VersionNotice = lazy(() => import('./VersionNotice').then((module) => ({ default: module.VersionNotice })));

function CmsPageContent({ path, home }: { path: string; home: boolean }) {
  const t = useT();
  const { locale, search } = usePage();
  const { requestId } = useBoot();
  const versionId = versionOf(search);
  const { data } = useSuspenseQuery(CmsPageDocument, {
    variables: { locale: toGraphQLLocale(locale), path, ...(versionId === null ? {} : { versionId }) },
  });
  const page = data.page;
  const edit = useEditSlots();
  // In editing mode the page shows unsaved values as they are typed (issue 22 part 1).
  const overrides = useEditOverrides();
  const stored = data.pageModules;
  const modules = useMemo(() => (stored ? withModuleOverrides(stored, overrides) : null), [stored, overrides]);
  const index = useMemo(() => indexModules(modules ?? []), [modules]);
  const storedSections = data.page?.sections;
  const sections = useMemo(() => storedSections?.map((section) => withSectionOverrides(section, overrides)), [storedSections, overrides]);
  const layout = useMemo<PageLayout>(() => ({ sections: sections ?? [], index }), [sections, index]);
  useOfferStickyLinks(modules ? stickyLinksOf(modules, index) : []);
  const unknown = modules?.flatMap((module) => (module.__typename === 'UnknownModule' ? [module.model] : [])) ?? [];
  const unknownKey = unknown.join(',');
  useEffect(() => {
    // Reported once per page shown: the editor variant upstream has a module the site cannot show.
    if (unknownKey !== '') reportError('unknownModule', new Error(`Unknown page module types: ${unknownKey}`), requestId);
  }, [unknownKey, requestId]);
  // Taken offline since the page was decided: the page says so like a 404 would.
  if (!page) {
    return (
      <p role="alert">
        {t('errors.notFoundTitle')} <a href={pathFor('home', locale)}>{t('errors.toHome')}</a>
      </p>
    );
  }
  const headline = page.headline ?? page.title;
  const sectionsView = (
    <>
      {edit && layout.sections.length === 0 ? edit({ slot: 'addSection', pageId: page.id, position: 0 }) : null}
      {layout.sections.map((section, position) => (
        <Fragment key={section.id}>
          <Section
            section={section}
            first={position === 0}
            index={index}
            edit={edit}
            pageId={page.id}
            position={position}
            count={layout.sections.length}
            layout={layout}
          />
          {edit ? edit({ slot: 'addSection', pageId: page.id, position: position + 1 }) : null}
        </Fragment>
      ))}
    </>
  );
  return (
    <article className={`cms-page${home ? ' cms-page--home' : ''}`} aria-labelledby="cms-page-title">
      {versionId === null ? null : (
        <Suspense fallback={null}>
          <VersionNotice path={path} versionId={versionId} />
        </Suspense>
      )}
      <header className="page-header cms-page__header">
        <h1 id="cms-page-title">{headline}</h1>
        <SiblingTabs page={page} />
      </header>
      {edit ? edit({ slot: 'page', pageId: page.id, layout, content: sectionsView }) : sectionsView}
      {home ? <OrganizationJsonLd /> : null}
    </article>
  );
}

export function CmsPageScreen({ page }: ScreenProps) {
  const t = useT();
  const path = cmsPathOf(page.route);
  return (
    <RetryableArea
      resetKey={`${page.locale}/${path}`}
      callKind="pageCall"
      message={t('cms.loadError')}
      retryLabel={t('cms.retry')}
      placeholder={<PagePlaceholder />}
    >
      <CmsPageContent path={path} home={page.route?.name === 'home'} />
    </RetryableArea>
  );
}
