// The pages of a search category: previous, numbered pages and next, as real links
// (/{lang}/search/{category}/{page}?q=).
import type { Locale } from '../../../shared/locales';
import { searchPath } from '../../../shared/searchPath';
import type { SearchCategory } from '../../../shared/searchRoute';
import { useT } from '../../i18n';
import { pageLinks } from './pageLinks';

export interface SearchPaginationProps {
  locale: Locale;
  query: string;
  category: SearchCategory;
  page: number;
  pages: number;
}

export function SearchPagination({ locale, query, category, page, pages }: SearchPaginationProps) {
  const t = useT();
  if (pages <= 1) return null;
  const href = (target: number) => searchPath(locale, query, category, target);
  return (
    <nav className="search-pagination" aria-label={t('search.pagination')}>
      <ul>
        {page > 1 ? (
          <li>
            <a className="search-pagination__step" rel="prev" href={href(page - 1)}>
              {t('search.previous')}
            </a>
          </li>
        ) : null}
        {pageLinks(page, pages).map((link) =>
          link.kind === 'gap' ? (
            <li key={`gap-${link.after}`} className="search-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <a
                className="search-pagination__page"
                href={href(link.page)}
                aria-label={t('search.page', { page: link.page })}
                aria-current={link.page === page ? 'page' : undefined}
              >
                {link.page}
              </a>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a className="search-pagination__step" rel="next" href={href(page + 1)}>
              {t('search.next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
