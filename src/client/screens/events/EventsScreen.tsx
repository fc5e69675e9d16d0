// The event overview (spec 001 §2 "Event overview"). The heading, filters' skeleton and the
// list's skeleton belong to the shell; filter options and the list stream in on their own.
import { useT } from '../../i18n';
import { FILTER_RESET_SCROLL_SECONDS } from '../../../shared/constants';
import { pathFor } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { scrollToTop } from '../../scrollToTop';
import { Programme } from './Programme';
import type { ScreenProps } from '../screenProps';

export function EventsScreen({ page }: ScreenProps) {
  const t = useT();
  return (
    <div className="events-screen">
      <div className="page-header">
        <Breadcrumbs items={[{ label: t('breadcrumbs.home'), path: pathFor('home', page.locale) }, { label: t('events.title') }]} />
        <h1>{t('events.title')}</h1>
        <p className="page-header__intro">{t('events.intro')}</p>
      </div>
      <Programme locale={page.locale} onSelectionChange={() => scrollToTop(FILTER_RESET_SCROLL_SECONDS)} />
    </div>
  );
}
