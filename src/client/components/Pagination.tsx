// The pages of a list as real links: previous, numbered pages (with gaps, pageLinks.ts) and next.
// The search's categories and the magazine's article lists use it, each with its own URLs and texts.
import type { SiteTextKey } from '../../shared/i18n/createTranslator';
import { useT } from '../i18n';
import { pageLinks } from './pageLinks';

interface PaginationTexts {
  /** The navigation's name. */
  label: SiteTextKey;
  previous: SiteTextKey;
  next: SiteTextKey;
  /** A numbered link's name, with `{{page}}`. */
  page: SiteTextKey;
}

export interface PaginationProps {
  page: number;
  pages: number;
  href: (page: number) => string;
  texts: PaginationTexts;
  className?: string;
}

export function Pagination({ page, pages, href, texts, className }: PaginationProps) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className={className ? `${className} search-pagination` : 'search-pagination'} aria-label={t(texts.label)}>
      <ul>
        {page > 1 ? (
          <li>
            <a className="search-pagination__step" rel="prev" href={href(page - 1)}>
              {t(texts.previous)}
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
                aria-label={t(texts.page, { page: link.page })}
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
              {t(texts.next)}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
