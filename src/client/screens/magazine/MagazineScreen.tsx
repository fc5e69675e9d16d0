// The magazine's article lists (spec 001 §2 "Magazine", spec 000 §2 routes): the start page
// (breadcrumb, search, the magazine headline, the category links with 'All' and 'All #Topics',
// every article), a category's page and a tag's page (its articles), each a page at a time from
// page 1 with the page in the URL. A category or tag that does not exist, or a wrong slug, never
// gets here: the route-target lookup answers 404 or 301 first (src/shared/decideTargetPage.ts),
// and gives the name shown as the heading. Each page's trail is a schema.org BreadcrumbList.
import { useMemo } from 'react';
import type { Locale } from '../../../shared/locales';
import { parseMagazinePage } from '../../../shared/magazine/magazinePageNumber';
import type { MagazineListRoute } from '../../../shared/magazine/magazineQuery';
import { pathFor, type RouteParams } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RetryableArea } from '../../components/RetryableArea';
import type { ArticleFilterInput } from '../../generated/operations';
import { useT } from '../../i18n';
import { useAppLocation } from '../../navigation/LocationContext';
import type { ScreenProps } from '../screenProps';
import { ArticleList } from './ArticleList';
import { MagazineCategories, type ActiveCategory } from './MagazineCategories';
import { MagazineHeadline } from './MagazineHeadline';
import { MagazineListSkeleton } from './MagazineListSkeleton';
import { MagazineSearch } from './MagazineSearch';

interface ListView {
  route: MagazineListRoute;
  params: RouteParams;
  filter: ArticleFilterInput;
  active: ActiveCategory;
}

function viewOf(name: string | undefined, params: RouteParams): ListView {
  const id = params.id ?? '';
  if (name === 'magazineCategory') return { route: name, params, filter: { category: id }, active: { kind: 'category', id } };
  if (name === 'magazineTag') return { route: name, params, filter: { tag: id }, active: { kind: 'none' } };
  return { route: 'magazine', params: {}, filter: {}, active: { kind: 'all' } };
}

function ListHeader({ view, locale, name }: { view: ListView; locale: Locale; name: string | undefined }) {
  const t = useT();
  const home = { label: t('breadcrumbs.home'), path: pathFor('home', locale) };
  const magazine = { label: t('magazine.title'), path: pathFor('magazine', locale) };
  if (view.route === 'magazine') {
    return (
      <header className="page-header magazine-header">
        <Breadcrumbs items={[home, { label: t('magazine.title') }]} />
        <MagazineHeadline locale={locale} start />
        <p className="page-header__intro">{t('magazine.intro')}</p>
        <MagazineSearch locale={locale} />
      </header>
    );
  }
  const isCategory = view.route === 'magazineCategory';
  const title = name ?? (isCategory ? t('magazine.defaultCategoryTitle') : t('magazine.defaultTagTitle'));
  const trail = isCategory
    ? [home, magazine, { label: title }]
    : [home, magazine, { label: t('magazine.tagsTitle'), path: pathFor('magazineTags', locale) }, { label: `#${title}` }];
  return (
    <header className="page-header magazine-header">
      <Breadcrumbs items={trail} />
      <MagazineHeadline locale={locale} start={false} />
      <p className="magazine-header__kicker">{isCategory ? t('magazine.category') : t('magazine.topic')}</p>
      <h1 id="magazine-title">{isCategory ? title : `#${title}`}</h1>
    </header>
  );
}

export function MagazineScreen({ page }: ScreenProps) {
  const t = useT();
  const { search } = useAppLocation();
  const locale = page.locale;
  const routeName = page.route?.name;
  const routeParams = page.route?.params;
  const view = useMemo(() => viewOf(routeName, routeParams ?? {}), [routeName, routeParams]);
  // decidePage sent a malformed page to the catch page; what is left is a page number.
  const decision = parseMagazinePage(new URLSearchParams(search));
  const pageNumber = decision.ok ? decision.page : 1;
  return (
    <div className="magazine-screen">
      <ListHeader view={view} locale={locale} name={page.head?.title} />
      <MagazineCategories locale={locale} active={view.active} />
      <RetryableArea
        resetKey={`${view.route}:${view.params.id ?? ''}:${pageNumber}`}
        callKind="articleCall"
        message={t('magazine.loadError')}
        retryLabel={t('magazine.retry')}
        placeholder={<MagazineListSkeleton />}
      >
        {(attempt) => (
          <ArticleList locale={locale} route={view.route} params={view.params} filter={view.filter} page={pageNumber} attempt={attempt} />
        )}
      </RetryableArea>
    </div>
  );
}
