// The pages of a search category, as real links (/{lang}/search/{category}/{page}?q=).
import type { Locale } from '../../../shared/locales';
import { searchPath } from '../../../shared/searchPath';
import type { SearchCategory } from '../../../shared/searchRoute';
import { Pagination } from '../../components/Pagination';

export interface SearchPaginationProps {
  locale: Locale;
  query: string;
  category: SearchCategory;
  page: number;
  pages: number;
}

const TEXTS = { label: 'search.pagination', previous: 'search.previous', next: 'search.next', page: 'search.page' } as const;

export function SearchPagination({ locale, query, category, page, pages }: SearchPaginationProps) {
  return <Pagination page={page} pages={pages} href={(target) => searchPath(locale, query, category, target)} texts={TEXTS} />;
}
