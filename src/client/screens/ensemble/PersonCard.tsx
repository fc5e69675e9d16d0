// One musician of the ensemble list (spec 000 §2 "Ensemble"): the portrait (or the initials where
// the upstream has none), the name as the link to the member's page, instrument and role.
import { personRoleLine } from '../../../shared/ensemble/groupPersons';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import type { EnsembleListQuery } from '../../generated/operations';

export type PersonItem = EnsembleListQuery['persons']['items'][number];

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
}

function hasPortrait(person: Pick<PersonItem, 'image'>): boolean {
  return Boolean(person.image && (person.image.small ?? person.image.large));
}

export function PersonPortrait({
  person,
  sizes,
  className,
}: {
  person: Pick<PersonItem, 'name' | 'image'>;
  sizes: string;
  className: string;
}) {
  if (person.image && hasPortrait(person)) {
    // A portrait's alt text: the upstream's, else the name (the card names the person beside it anyway).
    const image = { ...person.image, alt: person.image.alt || person.name };
    return <ResponsivePicture className={className} image={image} sizes={sizes} width={640} height={800} />;
  }
  return (
    <div className={`${className} person-portrait--initials`} aria-hidden="true">
      {initialsOf(person.name)}
    </div>
  );
}

export function PersonCard({ person, locale, headingLevel }: { person: PersonItem; locale: Locale; headingLevel: 'h3' | 'h2' }) {
  const Heading = headingLevel;
  const roleLine = personRoleLine(person);
  return (
    <article className={hasPortrait(person) ? 'person-card' : 'person-card person-card--initials'} aria-labelledby={`person-${person.id}`}>
      <PersonPortrait person={person} className="person-card__portrait" sizes="(min-width: 64em) 14rem, (min-width: 40em) 33vw, 50vw" />
      <div className="person-card__body">
        <Heading className="person-card__name" id={`person-${person.id}`}>
          <a href={pathFor('ensembleDetail', locale, { slug: person.slug, id: person.id })}>{person.name}</a>
        </Heading>
        {roleLine ? <p className="person-card__role">{roleLine}</p> : null}
      </div>
    </article>
  );
}
