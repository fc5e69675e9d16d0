// The magazine's tags page (spec 000 §2 "Magazine tags list", spec 001 §2 'All #Topics'): every
// tag by name, each a link to its page of articles.
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RetryableArea } from '../../components/RetryableArea';
import { MagazineTagsDocument } from '../../generated/documents/MagazineTagsDocument';
import { useT } from '../../i18n';
import type { ScreenProps } from '../screenProps';
import { MagazineCategories } from './MagazineCategories';
import { MagazineHeadline } from './MagazineHeadline';
import { MagazineListSkeleton } from './MagazineListSkeleton';

function TagList({ locale }: { locale: Locale }) {
  const t = useT();
  const { data } = useSuspenseQuery(MagazineTagsDocument, { variables: { locale: toGraphQLLocale(locale) } });
  if (data.articleTags.length === 0) return <p className="magazine-list__empty">{t('magazine.noTags')}</p>;
  return (
    <ul className="magazine-tags">
      {data.articleTags.map((tag) => (
        <li key={tag.id}>
          <a className="magazine-tags__link" href={pathFor('magazineTag', locale, { tag: tag.slug, id: tag.id })}>
            #{tag.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function MagazineTagsScreen({ page }: ScreenProps) {
  const t = useT();
  const locale = page.locale;
  return (
    <div className="magazine-screen">
      <header className="page-header magazine-header">
        <Breadcrumbs
          items={[
            { label: t('breadcrumbs.home'), path: pathFor('home', locale) },
            { label: t('magazine.title'), path: pathFor('magazine', locale) },
            { label: t('magazine.tagsTitle') },
          ]}
        />
        <MagazineHeadline locale={locale} start={false} />
        <h1 id="magazine-title">{t('magazine.tagsTitle')}</h1>
        <p className="page-header__intro">{t('magazine.tagsIntro')}</p>
      </header>
      <MagazineCategories locale={locale} active={{ kind: 'topics' }} />
      <RetryableArea
        callKind="articleCall"
        message={t('magazine.tagsLoadError')}
        retryLabel={t('magazine.retry')}
        placeholder={<MagazineListSkeleton />}
      >
        <TagList locale={locale} />
      </RetryableArea>
    </div>
  );
}
