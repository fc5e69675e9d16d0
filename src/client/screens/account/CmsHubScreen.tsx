// The editor hub /cms-hub (spec 000 §2 "Editor hub", §6): the staff's way into editing. Logged
// out, the staff login; logged in, the CMS pages of the hub's language (Query.editorPages, staff
// only) as links to each page on the site with the edit flag `?edit=1`, which the in-page editor
// will read (spec 000 §4 "Editing mode": on when the query has an edit flag and the user is
// logged in), the editor admin links (spec 000 §3, §6: each entity's list in the CMS's
// administration, when the upstream lists any for this user), the pages' scheduled changes (issue
// 22 item 7: CmsHubSchedule, when the upstream schedules) and the logout. Everything is asked by
// the browser alone after hydration.
import { useApollo } from '../../data/useApollo';
import { useQuery } from '../../data/useQuery';
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { CMS_HUB_PATH } from '../../../shared/accountPages';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { RetryableArea } from '../../components/RetryableArea';
import { AccountUserDocument } from '../../generated/documents/AccountUserDocument';
import { CmsHubAdminMenusDocument } from '../../generated/documents/CmsHubAdminMenusDocument';
import { CmsHubPagesDocument } from '../../generated/documents/CmsHubPagesDocument';
import type { CmsHubPagesQuery } from '../../generated/operations';
import { useT } from '../../i18n';
import { useHydrated } from '../../hooks/useHydrated';
import type { ScreenProps } from '../screenProps';
import { CmsHubSchedule } from './CmsHubSchedule';
import { LoginForm } from './LoginForm';
import { LogoutButton } from './LogoutButton';
import { mutationProblemOf } from './mutationProblems';

/** The flag the in-page editor reads (README "Editor hub"). */
export const EDIT_FLAG = 'edit=1';

type EditorPage = CmsHubPagesQuery['editorPages'][number];

function Loading() {
  const t = useT();
  return (
    <p className="account-page__loading" role="status">
      {t('site.loading')}
    </p>
  );
}

/** Pages under their parents, each with its depth (the upstream lists parents first). */
function ordered(pages: readonly EditorPage[]): { page: EditorPage; depth: number }[] {
  const children = new Map<string | null, EditorPage[]>();
  for (const page of pages) {
    const parent = page.parentId !== null && pages.some((other) => other.id === page.parentId) ? page.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), page]);
  }
  const result: { page: EditorPage; depth: number }[] = [];
  const visit = (parent: string | null, depth: number) => {
    for (const page of children.get(parent) ?? []) {
      result.push({ page, depth });
      visit(page.id, depth + 1);
    }
  };
  visit(null, 0);
  return result;
}

function PageList({ locale }: { locale: Locale }) {
  const t = useT();
  const { data, error, loading } = useQuery(CmsHubPagesDocument, {
    variables: { locale: toGraphQLLocale(locale) },
    fetchPolicy: 'network-only',
  });
  if (loading) return <Loading />;
  if (error) {
    return (
      <p className="site-form__failure" role="alert">
        {mutationProblemOf(error).kind === 'unauthenticated' ? t('cmsHub.notStaff') : t('cmsHub.loadError')}
      </p>
    );
  }
  return (
    <ul className="cms-hub__pages">
      {ordered(data?.editorPages ?? []).map(({ page, depth }) => (
        <li key={page.id} className={`cms-hub__page cms-hub__page--depth-${Math.min(depth, 3)}`}>
          <a href={`${page.path}?${EDIT_FLAG}`} aria-label={t('cmsHub.edit', { title: page.title })}>
            {page.title}
          </a>
          <span className="cms-hub__path">{page.path}</span>
          <span className={page.isOnline ? 'cms-hub__state' : 'cms-hub__state cms-hub__state--offline'}>
            {page.isOnline ? t('cmsHub.online') : t('cmsHub.offline')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The editor admin links as the upstream lists them (staff alone get any; the embedded upstream
 * none unless CMS_ADMIN_URL names an administration): nothing at all when there are none, and
 * nothing when they cannot be asked (the pages above say what went wrong).
 */
function AdminMenuList({ locale }: { locale: Locale }) {
  const t = useT();
  // Personal, and `me` is read in parts elsewhere (the header's): never written into the cache.
  const { data } = useQuery(CmsHubAdminMenusDocument, { variables: { locale: toGraphQLLocale(locale) }, fetchPolicy: 'no-cache' });
  const menus = data?.me.adminMenus ?? [];
  if (menus.length === 0) return null;
  return (
    <section className="account-section" aria-labelledby="cms-hub-admin">
      <h2 id="cms-hub-admin">{t('adminLinks.hubTitle')}</h2>
      <p>{t('adminLinks.hubIntro')}</p>
      <ul className="cms-hub__admin">
        {menus.map((menu) => (
          <li key={menu.entity} className="cms-hub__page">
            <a href={menu.url} target="_blank" rel="noopener noreferrer">
              {menu.title}
              <span className="visually-hidden"> {t('site.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Hub({ locale }: { locale: Locale }) {
  const t = useT();
  const apollo = useApollo();
  const { data } = useSuspenseQuery(AccountUserDocument, { variables: { locale: toGraphQLLocale(locale) }, fetchPolicy: 'network-only' });
  const me = data.me;
  if (!me.isLoggedIn) {
    return (
      <>
        <p className="page-header__intro">{t('cmsHub.intro')}</p>
        {/* Logged in, everything that shows the account is asked again (this hub and the header). */}
        <LoginForm locale={locale} onLoggedIn={() => void apollo().then((client) => client.refetchQueries({ include: 'active' }))} />
      </>
    );
  }
  const name = `${me.firstName} ${me.lastName}`.trim() || me.username;
  return (
    <>
      <div className="cms-hub__account">
        <p>{t('login.alreadyIn', { name })}</p>
        <LogoutButton locale={locale} then={CMS_HUB_PATH} />
      </div>
      {/* What will change by itself comes first: it is short, and it is news. */}
      <CmsHubSchedule locale={locale} editFlag={EDIT_FLAG} />
      <section className="account-section" aria-labelledby="cms-hub-pages">
        <h2 id="cms-hub-pages">{t('cmsHub.pagesTitle')}</h2>
        <p>{t('cmsHub.pagesIntro')}</p>
        <PageList locale={locale} />
      </section>
      <AdminMenuList locale={locale} />
    </>
  );
}

export function CmsHubScreen({ page }: ScreenProps) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <div className="account-page cms-hub">
      <header className="page-header">
        <h1>{t('cmsHub.title')}</h1>
      </header>
      {hydrated ? (
        <RetryableArea callKind="userCall" message={t('user.loadError')} retryLabel={t('user.retry')} placeholder={<Loading />}>
          <Hub locale={page.locale} />
        </RetryableArea>
      ) : (
        <Loading />
      )}
    </div>
  );
}
