// The production list's screen while its chunk loads: the page header's place and the list's skeleton.
import { useT } from '../../i18n';
import { ProductionListSkeleton } from './ProductionListSkeleton';

export function ProductionsPlaceholder() {
  const t = useT();
  return (
    <div className="productions-screen">
      <div className="page-header">
        <h1>{t('productions.title')}</h1>
      </div>
      <ProductionListSkeleton />
    </div>
  );
}
