// The magazine's category links (spec 001 §2 "Magazine": 'All' plus each category, the active one
// highlighted) and 'All #Topics' to the tags page. The active link is marked with aria-current
// for assistive technology as well as by its style. The categories come from their own call: when
// it fails the list is empty (spec 001 §7: 'on failure empty list'), reported, and the rest of
// the page is untouched; 'All' and 'All #Topics' stay.
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { useEffect } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { useBoot } from '../../BootContext';
import { MagazineCategoriesDocument } from '../../generated/documents/MagazineCategoriesDocument';
import type { MagazineCategoriesQuery } from '../../generated/operations';
import { useT } from '../../i18n';
import { reportError } from '../../reportError';

type Category = MagazineCategoriesQuery['articleCategories'][number];

/** What the links mark as current: the start page ('all'), a category by id, the tags page, or nothing (a tag's page). */
export type ActiveCategory = { kind: 'all' } | { kind: 'category'; id: string } | { kind: 'topics' } | { kind: 'none' };

function CategoryLinks({ locale, active, categories }: { locale: Locale; active: ActiveCategory; categories: readonly Category[] }) {
  const t = useT();
  const current = (yes: boolean) => (yes ? ('page' as const) : undefined);
  return (
    <nav className="magazine-categories" aria-label={t('magazine.categoriesLabel')}>
      <ul className="magazine-categories__list">
        <li>
          <a className="magazine-categories__link" href={pathFor('magazine', locale)} aria-current={current(active.kind === 'all')}>
            {t('magazine.all')}
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              className={`magazine-categories__link${category.styleName ? ` magazine-categories__link--${category.styleName}` : ''}`}
              href={pathFor('magazineCategory', locale, { category: category.slug, id: category.id })}
              aria-current={current(active.kind === 'category' && active.id === category.id)}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
      <a className="magazine-categories__topics" href={pathFor('magazineTags', locale)} aria-current={current(active.kind === 'topics')}>
        {t('magazine.allTopics')}
      </a>
    </nav>
  );
}

function LoadedCategoryLinks({ locale, active }: { locale: Locale; active: ActiveCategory }) {
  const boot = useBoot();
  const { data, error } = useSuspenseQuery(MagazineCategoriesDocument, {
    variables: { locale: toGraphQLLocale(locale) },
    errorPolicy: 'all',
  });
  useEffect(() => {
    if (error) reportError('articleCall', error, boot.requestId);
  }, [error, boot.requestId]);
  return <CategoryLinks locale={locale} active={active} categories={error ? [] : (data?.articleCategories ?? [])} />;
}

/**
 * No Suspense boundary of its own: the header and the links stream together after one short call
 * (a fallback would leave a second, empty navigation in the HTML).
 */
export function MagazineCategories({ locale, active }: { locale: Locale; active: ActiveCategory }) {
  return <LoadedCategoryLinks locale={locale} active={active} />;
}
