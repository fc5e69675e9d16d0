// A teaser between the days of the programme (spec 001 §2, §3), drawn to fit the item style:
// a dark row beside the event rows (style1, style2) or a card of the grid (style3).
import { useT } from '../../i18n';
import { LinkPurpose } from '../../components/LinkPurpose';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import type { EventItemStyle } from '../../generated/operations';
import { CARD_IMAGE_SIZES } from './EventCard';
import type { TeaserData } from './operations';

/** `priority`: the programme's first picture, its LCP element (ResponsivePicture). */
export function TeaserCard({ teaser, itemStyle, priority = false }: { teaser: TeaserData; itemStyle: EventItemStyle; priority?: boolean }) {
  const t = useT();
  const headingId = `teaser-${teaser.id}`;
  return (
    <aside className={`teaser-card teaser-card--${itemStyle.toLowerCase()}`} aria-labelledby={headingId}>
      {teaser.image ? (
        <ResponsivePicture
          className="teaser-card__image"
          image={teaser.image}
          sizes={CARD_IMAGE_SIZES[itemStyle]}
          width={640}
          height={360}
          priority={priority}
        />
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
            {teaser.linkText ? <LinkPurpose text={teaser.linkText} about={teaser.headline} /> : null}
          </a>
        ) : null}
      </div>
    </aside>
  );
}
