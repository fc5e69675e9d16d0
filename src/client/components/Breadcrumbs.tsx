// The breadcrumb (spec 001 §2): a navigation landmark with an ordered list of links from the home
// page, the current page last, marked with aria-current and not a link; the same trail as a
// schema.org BreadcrumbList. The separators are drawn by CSS, so screen readers hear only names.
import { breadcrumbJsonLd, type BreadcrumbItem } from '../../shared/breadcrumbs';
import { useBoot } from '../BootContext';
import { useT } from '../i18n';
import { JsonLd } from './JsonLd';

export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const t = useT();
  const { origin } = useBoot();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol className="breadcrumbs__list">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            // oxlint-disable-next-line react/no-array-index-key -- a trail's position is its identity (two levels may share a name)
            <li key={index} className="breadcrumbs__item">
              {current || !item.path ? (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              ) : (
                <a href={item.path}>{item.label}</a>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(items, origin)} />
    </nav>
  );
}
