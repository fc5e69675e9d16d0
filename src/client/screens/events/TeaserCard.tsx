import { useT } from '../../i18n';
import type { TeaserData } from './operations';

export function TeaserCard({ teaser }: { teaser: TeaserData }) {
  const t = useT();
  const headingId = `teaser-${teaser.id}`;
  return (
    <aside className="teaser-card" aria-labelledby={headingId}>
      {teaser.image?.large ? (
        <img className="teaser-card__image" src={teaser.image.large} alt={teaser.image.alt} width={640} height={360} loading="lazy" decoding="async" />
      ) : null}
      <div className="teaser-card__body">
        <p className="teaser-card__preline">{teaser.preline ?? t('events.teaserLabel')}</p>
        <h3 className="teaser-card__headline" id={headingId}>
          {teaser.headline}
        </h3>
        {teaser.subline ? <p className="teaser-card__subline">{teaser.subline}</p> : null}
        {teaser.linkUrl ? (
          <a className="button button--secondary" href={teaser.linkUrl}>
            {teaser.linkText ?? teaser.headline}
          </a>
        ) : null}
      </div>
    </aside>
  );
}
