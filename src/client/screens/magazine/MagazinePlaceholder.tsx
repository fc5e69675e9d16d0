// The magazine's screens while their chunk loads (spec 000 §2 "Loading placeholders": magazine):
// the headline's place and the list's skeleton.
import { useT } from '../../i18n';
import { MagazineListSkeleton } from './MagazineListSkeleton';

export function MagazinePlaceholder() {
  const t = useT();
  return (
    <div className="magazine-screen">
      <div className="page-header magazine-header">
        <p className="magazine-headline">{t('magazine.title')}</p>
      </div>
      <MagazineListSkeleton />
    </div>
  );
}
