// The ensemble list (spec 000 §2 "Ensemble" /de/orchestermitglieder, /en/musicians): every
// musician in seating order, grouped by section (person category). The design settings' team
// accordion (spec 001 §3, off by default) makes each section a disclosure: a button in the
// section's heading with aria-expanded, controlling the region of its cards (WAI-ARIA accordion
// pattern; the first section starts open). Otherwise each section is a plain one with its heading.
import { useSuspenseQuery } from '../../data/useSuspenseQuery';
import { useState } from 'react';
import { groupPersonsByCategory, type PersonGroup } from '../../../shared/ensemble/groupPersons';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { RetryableArea } from '../../components/RetryableArea';
import { EnsembleListDocument } from '../../generated/documents/EnsembleListDocument';
import { useT } from '../../i18n';
import type { ScreenProps } from '../screenProps';
import { EnsembleListSkeleton } from './EnsemblePlaceholder';
import { PersonCard, type PersonItem } from './PersonCard';

function PersonGrid({ persons, locale, headingLevel }: { persons: readonly PersonItem[]; locale: Locale; headingLevel: 'h3' | 'h2' }) {
  return (
    <ul className="person-grid">
      {persons.map((person) => (
        <li key={person.id}>
          <PersonCard person={person} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

function PlainSection({ group, locale }: { group: PersonGroup<PersonItem>; locale: Locale }) {
  const t = useT();
  const headingId = `section-${group.category.slug}`;
  return (
    <section className="ensemble-section" aria-labelledby={headingId}>
      <h2 className="ensemble-section__title" id={headingId}>
        {group.category.name}{' '}
        <span className="ensemble-section__count">({t('ensemble.memberCount', { count: group.persons.length })})</span>
      </h2>
      <PersonGrid persons={group.persons} locale={locale} headingLevel="h3" />
    </section>
  );
}

function AccordionSections({ groups, locale }: { groups: readonly PersonGroup<PersonItem>[]; locale: Locale }) {
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(groups[0] ? [groups[0].category.id] : []));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="ensemble-accordion" data-testid="ensemble-accordion">
      {groups.map((group) => {
        const expanded = open.has(group.category.id);
        const buttonId = `section-${group.category.slug}-button`;
        const panelId = `section-${group.category.slug}-panel`;
        return (
          <section key={group.category.id} className="ensemble-section ensemble-section--accordion">
            <h2 className="ensemble-section__title">
              <button
                type="button"
                id={buttonId}
                className="ensemble-section__toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(group.category.id)}
              >
                <span>{group.category.name}</span>{' '}
                <span className="ensemble-section__count">({t('ensemble.memberCount', { count: group.persons.length })})</span>
                <span className="ensemble-section__chevron" aria-hidden="true" />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="ensemble-section__panel" hidden={!expanded}>
              <PersonGrid persons={group.persons} locale={locale} headingLevel="h3" />
            </div>
          </section>
        );
      })}
    </div>
  );
}

/** Pages of 100 asked one after the other until the last (an orchestra of more than 100 needs a second). */
const MAX_PAGES = 5;

function EnsembleList({ locale, page = 1, before = [] }: { locale: Locale; page?: number; before?: readonly PersonItem[] }) {
  const t = useT();
  const { data } = useSuspenseQuery(EnsembleListDocument, { variables: { locale: toGraphQLLocale(locale), page } });
  const persons = [...before, ...data.persons.items];
  if (data.persons.hasNextPage && page < MAX_PAGES) return <EnsembleList locale={locale} page={page + 1} before={persons} />;
  const groups = groupPersonsByCategory(persons);
  if (groups.length === 0) return <p className="ensemble-screen__empty">{t('ensemble.empty')}</p>;
  return data.designSettings.teamAccordion ? (
    <AccordionSections groups={groups} locale={locale} />
  ) : (
    <div className="ensemble-sections">
      {groups.map((group) => (
        <PlainSection key={group.category.id} group={group} locale={locale} />
      ))}
    </div>
  );
}

export function EnsembleScreen({ page }: ScreenProps) {
  const t = useT();
  const { locale } = page;
  return (
    <div className="ensemble-screen">
      <header className="page-header">
        <Breadcrumbs items={[{ label: t('breadcrumbs.home'), path: pathFor('home', locale) }, { label: t('ensemble.title') }]} />
        <h1>{t('ensemble.title')}</h1>
        <p className="page-header__intro">{t('ensemble.intro')}</p>
      </header>
      <RetryableArea
        callKind="pageCall"
        message={t('ensemble.loadError')}
        retryLabel={t('ensemble.retry')}
        placeholder={<EnsembleListSkeleton />}
      >
        <EnsembleList locale={locale} />
      </RetryableArea>
    </div>
  );
}
