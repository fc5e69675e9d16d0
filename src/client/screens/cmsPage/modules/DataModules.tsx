// The modules that show other data of the site (spec 000 §3): the event list (live events of
// the programme, by date range and tag, as the programme's cards), the blog teaser list (the newest
// magazine articles, 1 to 8), the highlight teaser (an article of each chosen category), venue and
// venue list. Each asks its own query inside its own Suspense boundary, so the page streams
// around it and one failing list leaves the rest of the page standing.
import { useSuspenseQuery } from '../../../data/useSuspenseQuery';
import { Suspense, useId, useState, useTransition, type ReactNode } from 'react';
import { useBoot } from '../../../BootContext';
import { ErrorBoundary } from '../../../ErrorBoundary';
import { LoadError } from '../../../components/LoadError';
import { ResponsivePicture } from '../../../components/ResponsivePicture';
import { CmsArticlesDocument } from '../../../generated/documents/CmsArticlesDocument';
import { CmsEventListDocument } from '../../../generated/documents/CmsEventListDocument';
import { CmsVenuesDocument } from '../../../generated/documents/CmsVenuesDocument';
import { EventFilterOptionsDocument } from '../../../generated/documents/EventFilterOptionsDocument';
import type { ArticleTeaserFragment, CmsVenuesQuery } from '../../../generated/operations';
import { useT } from '../../../i18n';
import { useSiteChrome } from '../../../layout/useSiteChrome';
import { usePage } from '../../../navigation/LocationContext';
import { toGraphQLLocale } from '../../../../shared/graphqlLocale';
import { formatShortDate } from '../../../../shared/dateFormats';
import { pathFor } from '../../../../shared/routes';
import { EventCard } from '../../events/EventCard';
import { modulesOf, type ModuleOf } from '../pageData';
import { TeaserCard } from './ContentModules';
import type { ModuleContext } from './moduleContext';
import { ListItemSlot } from './ListItemSlot';

const CARD_SIZES = '(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw';

/** A data module's own boundary: a skeleton while it loads, a retry after a failure. */
function DataBoundary({ children, label }: { children: ReactNode; label: string }) {
  const t = useT();
  return (
    <ErrorBoundary
      callKind="pageCall"
      fallback={(retry) => <LoadError message={t('cms.moduleLoadError')} retryLabel={t('cms.retry')} onRetry={retry} />}
    >
      <Suspense
        fallback={
          <div className="cms-skeleton" role="status" aria-label={label}>
            <span className="cms-skeleton__bar" />
            <span className="cms-skeleton__bar" />
          </div>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}

/** The first day of an event list: the module's date_from, or today (spec 000 §3: default now). */
function fromDay(dateFrom: string | null | undefined, today: string): string {
  const day = dateFrom?.slice(0, 10);
  return day && day > today ? day : today;
}

/** spec 000 §3 event list `filters`: the visitor narrows the list by the programme's event types. */
function TypeFilter({ value, onChange }: { value: string; onChange: (type: string) => void }) {
  const t = useT();
  const { locale } = usePage();
  const id = useId();
  const { data } = useSuspenseQuery(EventFilterOptionsDocument, { variables: { locale: toGraphQLLocale(locale) } });
  return (
    <p className="cms-events__filter">
      <label htmlFor={id}>{t('events.filter.type')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('events.filterAll')}</option>
        {data.eventFilterOptions.types.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </select>
    </p>
  );
}

function EventListItems({ module }: { module: ModuleOf<'EventListModule'> }) {
  const t = useT();
  const { locale } = usePage();
  const { today } = useBoot();
  const style = useSiteChrome().designSettings.eventItemStyle;
  const from = fromDay(module.dateFrom, today);
  // The chosen type keeps the list shown while the narrower one loads (a transition, no skeleton).
  const [type, setType] = useState('');
  const [pending, startTransition] = useTransition();
  const filter = module.tagId || type ? { ...(module.tagId ? { tag: module.tagId } : {}), ...(type ? { type } : {}) } : null;
  const { data } = useSuspenseQuery(CmsEventListDocument, { variables: { locale: toGraphQLLocale(locale), filter, from, pageSize: 6 } });
  // The upstream knows no end of the range: events after date_to are left out here.
  const until = module.dateTo ? Date.parse(module.dateTo) : Number.NaN;
  const events = data.events.items.filter((event) => Number.isNaN(until) || Date.parse(event.startsAt) <= until);
  const query = new URLSearchParams();
  if (module.tagId) query.set('tag', module.tagId);
  if (type) query.set('type', type);
  const programme = `${pathFor('events', locale)}${query.size > 0 ? `?${query.toString()}` : ''}`;
  return (
    <div aria-busy={pending}>
      {module.filters ? <TypeFilter value={type} onChange={(next) => startTransition(() => setType(next))} /> : null}
      {events.length === 0 ? (
        <p className="cms-events__empty">{t('cms.noEvents')}</p>
      ) : (
        <ul className={`cms-events__list cms-events__list--${style.toLowerCase()}`}>
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} locale={locale} itemStyle={style} />
            </li>
          ))}
        </ul>
      )}
      {module.filters || data.events.totalCount > events.length ? (
        <p className="cms-events__more">
          <a className="cms-button" href={programme}>
            {module.tagId || type ? t('cms.allEventsFiltered') : t('cms.allEvents')}
          </a>
        </p>
      ) : null}
    </div>
  );
}

export function EventListModule({ module, context }: { module: ModuleOf<'EventListModule'>; context: ModuleContext }) {
  const t = useT();
  const teasers = modulesOf(module.childIds, context.index).filter(
    (child): child is ModuleOf<'FullTeaserModule'> | ModuleOf<'TeaserItemModule'> =>
      child.__typename === 'FullTeaserModule' || child.__typename === 'TeaserItemModule',
  );
  return (
    <section className="cms-events" aria-label={t('cms.eventList')}>
      {teasers.length > 0 ? (
        <ul className="cms-teaser-list__items">
          {teasers.map((teaser) => (
            <li key={teaser.id}>
              <ListItemSlot list={module} ids={module.childIds} item={teaser} context={context}>
                <TeaserCard module={teaser} context={context} full={false} />
              </ListItemSlot>
            </li>
          ))}
        </ul>
      ) : null}
      <DataBoundary label={t('cms.loadingEvents')}>
        <EventListItems module={module} />
      </DataBoundary>
    </section>
  );
}

function ArticleCard({ article, highlight }: { article: ArticleTeaserFragment; highlight?: boolean }) {
  const { locale } = usePage();
  return (
    <article className={`cms-article${highlight ? ' cms-article--highlight' : ''}`} aria-labelledby={`article-${article.id}`}>
      {article.image ? (
        <ResponsivePicture className="cms-article__image" image={article.image} sizes={CARD_SIZES} width={640} height={360} />
      ) : null}
      <div className="cms-article__body">
        <p className="cms-article__meta">
          <span>{article.category.name}</span> · <time dateTime={article.date}>{formatShortDate(article.date, locale)}</time>
        </p>
        <h3 className="cms-article__title" id={`article-${article.id}`}>
          <a href={pathFor('magazineArticle', locale, { slug: article.slug, id: article.id })}>{article.title}</a>
        </h3>
        {article.teaserText ? <p className="cms-article__text">{article.teaserText}</p> : null}
      </div>
    </article>
  );
}

function BlogArticles({ count }: { count: number }) {
  const { locale } = usePage();
  const { data } = useSuspenseQuery(CmsArticlesDocument, { variables: { locale: toGraphQLLocale(locale), filter: null, pageSize: count } });
  return (
    <ul className="cms-articles__list">
      {data.articles.items.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}

export function BlogTeaserListModule({ module }: { module: ModuleOf<'BlogTeaserListModule'> }) {
  const t = useT();
  // spec 000 §5: 1 to 8 items.
  const count = Math.min(8, Math.max(1, module.items));
  return (
    <section className="cms-articles" aria-labelledby={`blog-${module.id}`}>
      <h2 className="cms-articles__headline" id={`blog-${module.id}`}>
        {t('cms.blogHeadline')}
      </h2>
      <DataBoundary label={t('cms.loadingArticles')}>
        <BlogArticles count={count} />
      </DataBoundary>
    </section>
  );
}

function CategoryHighlight({ categoryId }: { categoryId: string }) {
  const { locale } = usePage();
  const { data } = useSuspenseQuery(CmsArticlesDocument, {
    variables: { locale: toGraphQLLocale(locale), filter: { category: categoryId }, pageSize: 1 },
  });
  const article = data.articles.items[0];
  return article ? (
    <li>
      <ArticleCard article={article} highlight />
    </li>
  ) : null;
}

export function HighlightTeaserModule({ module }: { module: ModuleOf<'HighlightTeaserModule'> }) {
  const t = useT();
  if (module.categoryIds.length === 0) return null;
  return (
    <section className="cms-articles cms-articles--highlight" aria-label={t('cms.highlights')}>
      <DataBoundary label={t('cms.loadingArticles')}>
        <ul className="cms-articles__list">
          {module.categoryIds.slice(0, 6).map((id) => (
            <CategoryHighlight key={id} categoryId={id} />
          ))}
        </ul>
      </DataBoundary>
    </section>
  );
}

type VenueData = CmsVenuesQuery['venues'][number];

function VenueCard({ venue }: { venue: VenueData }) {
  const { locale } = usePage();
  return (
    <article className="cms-venue" aria-labelledby={`venue-${venue.id}`}>
      {venue.image ? (
        <ResponsivePicture className="cms-venue__image" image={venue.image} sizes={CARD_SIZES} width={640} height={360} />
      ) : null}
      <h3 className="cms-venue__name" id={`venue-${venue.id}`}>
        <a href={pathFor('venueDetail', locale, { slug: venue.slug, id: venue.id })}>{venue.name}</a>
      </h3>
      <address className="cms-venue__address">
        {venue.address.street}
        <br />
        {venue.address.postalCode} {venue.address.city}
      </address>
    </article>
  );
}

function Venues({ ids }: { ids: readonly string[] }) {
  const { locale } = usePage();
  const { data } = useSuspenseQuery(CmsVenuesDocument, { variables: { locale: toGraphQLLocale(locale) } });
  const byId = new Map(data.venues.map((venue) => [venue.id, venue]));
  const venues = ids.flatMap((id) => {
    const venue = byId.get(id);
    return venue ? [venue] : [];
  });
  return (
    <ul className="cms-venues__list">
      {venues.map((venue) => (
        <li key={venue.id}>
          <VenueCard venue={venue} />
        </li>
      ))}
    </ul>
  );
}

export function VenueModule({ module }: { module: ModuleOf<'VenueModule'> }) {
  const t = useT();
  return (
    <section className="cms-venues" aria-label={t('cms.venue')}>
      <DataBoundary label={t('cms.loadingVenues')}>
        <Venues ids={[module.venueId]} />
      </DataBoundary>
    </section>
  );
}

export function VenueListModule({ module }: { module: ModuleOf<'VenueListModule'> }) {
  const t = useT();
  return (
    <section className="cms-venues" aria-label={module.headline ?? t('cms.venues')}>
      {module.headline ? <h2 className="cms-venues__headline">{module.headline}</h2> : null}
      <DataBoundary label={t('cms.loadingVenues')}>
        <Venues ids={module.venueIds} />
      </DataBoundary>
    </section>
  );
}
