// One production of the list: picture, season, title (the link to its page), subtitle, its
// date range and number of performances (spec 001 §2 "Productions").
import { berlinDayOf } from '../../../shared/dateFormats';
import type { Locale } from '../../../shared/locales';
import { pathFor } from '../../../shared/routes';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import type { ProductionListQuery } from '../../generated/operations';
import { useT } from '../../i18n';
import { productionDateRange } from './productionDateRange';

export type ProductionItem = ProductionListQuery['productions']['items'][number];

export function ProductionCard({ production, locale }: { production: ProductionItem; locale: Locale }) {
  const t = useT();
  const range = productionDateRange(production.startsAt, production.endsAt, locale);
  return (
    <article className="production-card" aria-labelledby={`production-${production.id}`}>
      {production.image ? (
        <ResponsivePicture
          className="production-card__image"
          image={production.image}
          sizes="(min-width: 64em) 24rem, (min-width: 40em) 50vw, 100vw"
          width={640}
          height={360}
        />
      ) : null}
      <div className="production-card__body">
        {production.season ? <p className="production-card__season">{production.season.name}</p> : null}
        <h2 className="production-card__title" id={`production-${production.id}`}>
          <a href={pathFor('productionDetail', locale, { slug: production.slug, id: production.id })}>{production.title}</a>
        </h2>
        {production.subtitle ? <p className="production-card__subtitle">{production.subtitle}</p> : null}
        <p className="production-card__dates">
          {range && production.startsAt ? (
            range.to && production.endsAt ? (
              <>
                <time dateTime={berlinDayOf(production.startsAt)}>{range.from}</time>
                {' – '}
                <time dateTime={berlinDayOf(production.endsAt)}>{range.to}</time>
              </>
            ) : (
              <time dateTime={berlinDayOf(production.startsAt)}>{range.from}</time>
            )
          ) : (
            t('productions.noPerformances')
          )}
        </p>
        {production.eventsCount > 0 ? (
          <p className="production-card__count">{t('productions.performances', { count: production.eventsCount })}</p>
        ) : null}
      </div>
    </article>
  );
}
