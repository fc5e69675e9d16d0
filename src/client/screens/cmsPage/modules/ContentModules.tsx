// The editor's plain content modules for visitors (spec 000 §3 "Editor content modules"):
// headline, text, link, image and image list, logo list, quote, FAQ, full teaser, teaser list and
// item, hero media, two columns, HTML and anchor list. Pictures are <picture>s in the breakpoints
// and formats of spec 000 §9, lazily loaded below the page's first section.
import { useId, useState } from 'react';
import { LinkPurpose } from '../../../components/LinkPurpose';
import { ResponsivePicture } from '../../../components/ResponsivePicture';
import { RichText, safeHref } from '../../../components/RichText';
import { useT } from '../../../i18n';
import { formatClass, isSitePath, modulesOf, type ModuleImageData, type ModuleOf } from '../pageData';
import { ListItemSlot } from './ListItemSlot';
import type { ModuleContext } from './moduleContext';

/** The slot of a picture in a column: the full width on small screens, up to the container beyond. */
const COLUMN_SIZES = '(min-width: 64em) 50vw, 100vw';
const FULL_SIZES = '(min-width: 118rem) 118rem, 100vw';

export function ModulePicture({
  image,
  eager,
  priority = false,
  sizes = COLUMN_SIZES,
  className,
}: {
  image: ModuleImageData;
  eager: boolean;
  priority?: boolean;
  sizes?: string;
  className?: string;
}) {
  // An external picture has no renditions: the stored URL is its only source.
  const picture = { small: image.small, large: image.large, alt: image.alt, srcSets: image.srcSets };
  return (
    <ResponsivePicture
      image={picture}
      sizes={sizes}
      width={image.width ?? 1280}
      height={image.height ?? 720}
      loading={eager ? 'eager' : 'lazy'}
      priority={priority}
      {...(className ? { className } : {})}
    />
  );
}

/**
 * A link of a module: site paths go through the router, other links open as they are; unsafe ones
 * are not links. `about`: the heading of the teaser or hero it belongs to (LinkPurpose).
 */
function ModuleLink({
  href,
  className,
  about,
  children,
}: {
  href: string | null;
  className?: string;
  about?: string | null;
  children: React.ReactNode;
}) {
  const t = useT();
  const safe = href ? safeHref(href) : null;
  if (!safe) return <span className={className}>{children}</span>;
  const external = /^https?:\/\//i.test(safe) && !isSitePath(safe);
  return (
    <a className={className} href={safe} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      <LinkPurpose text={typeof children === 'string' ? children : ''} about={about} />
      {external ? <span className="visually-hidden"> {t('site.newTab')}</span> : null}
    </a>
  );
}

export function HeadlineModule({ module }: { module: ModuleOf<'HeadlineModule'> }) {
  const level = Math.min(6, Math.max(2, module.level));
  const Heading = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return (
    <div className="cms-headline" id={module.anchor ?? undefined}>
      {module.preline ? <p className="cms-headline__preline">{module.preline}</p> : null}
      <Heading className="cms-headline__text">{module.content}</Heading>
      {module.subline ? <p className="cms-headline__subline">{module.subline}</p> : null}
    </div>
  );
}

export function TextModule({ module }: { module: ModuleOf<'TextModule'> }) {
  return (
    <div id={module.anchor ?? undefined} className={module.decreaseDistance ? 'cms-text cms-text--close' : 'cms-text'}>
      <RichText document={module.body} />
    </div>
  );
}

export function LinkModule({ module }: { module: ModuleOf<'LinkModule'> }) {
  return (
    <p className="cms-link" id={module.anchor ?? undefined}>
      <ModuleLink href={module.target} className={`cms-button${module.extraClass ? ` ${module.extraClass}` : ''}`}>
        {module.label}
      </ModuleLink>
    </p>
  );
}

export function ImageModule({ module, context, sizes }: { module: ModuleOf<'ImageModule'>; context: ModuleContext; sizes?: string }) {
  if (!module.image) return null;
  const picture = (
    <ModulePicture
      image={module.image}
      eager={context.eager}
      priority={context.priorityPicture === module.id}
      {...(sizes ? { sizes } : {})}
    />
  );
  return (
    <figure className={`cms-figure ${formatClass(module.format)}`}>
      {module.link ? (
        <ModuleLink href={module.link} className="cms-figure__link">
          {picture}
        </ModuleLink>
      ) : (
        picture
      )}
      {module.text ? <figcaption className="cms-figure__caption">{module.text}</figcaption> : null}
    </figure>
  );
}

export function ImageListModule({ module, context }: { module: ModuleOf<'ImageListModule'>; context: ModuleContext }) {
  const images = modulesOf(module.childIds, context.index).filter(
    (child): child is ModuleOf<'ImageModule'> => child.__typename === 'ImageModule',
  );
  return (
    <ul className="cms-gallery">
      {images.map((image) => (
        <li key={image.id} className="cms-gallery__item">
          <ListItemSlot list={module} ids={module.childIds} item={image} context={context}>
            <ImageModule module={{ ...image, format: module.format }} context={context} sizes="(min-width: 48em) 33vw, 100vw" />
          </ListItemSlot>
        </li>
      ))}
    </ul>
  );
}

export function LogoListModule({ module, context }: { module: ModuleOf<'LogoListModule'>; context: ModuleContext }) {
  const logos = modulesOf(module.childIds, context.index).filter(
    (child): child is ModuleOf<'ImageModule'> => child.__typename === 'ImageModule',
  );
  return (
    <section className="cms-logos" aria-label={module.headline ?? undefined}>
      {module.headline ? <h2 className="cms-logos__headline">{module.headline}</h2> : null}
      <ul className="cms-logos__list">
        {logos.map((logo) =>
          // In editing mode a logo without a picture still shows, for its controls.
          logo.image || context.edit ? (
            <li key={logo.id} className="cms-logos__item">
              <ListItemSlot list={module} ids={module.childIds} item={logo} context={context}>
                {!logo.image ? null : logo.link ? (
                  <ModuleLink href={logo.link}>
                    <ModulePicture image={logo.image} eager={context.eager} sizes="12rem" className="cms-logos__image" />
                  </ModuleLink>
                ) : (
                  <ModulePicture image={logo.image} eager={context.eager} sizes="12rem" className="cms-logos__image" />
                )}
              </ListItemSlot>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}

export function QuoteModule({ module }: { module: ModuleOf<'QuoteModule'> }) {
  if (!module.quote) return null;
  return (
    <figure className="cms-quote">
      <blockquote className="cms-quote__text">
        <p>{module.quote}</p>
      </blockquote>
      {module.author ? <figcaption className="cms-quote__author">{module.author}</figcaption> : null}
    </figure>
  );
}

/** spec 000 §3 FAQ: an accordion of disclosure buttons, each controlling its answer's region. */
export function FaqModule({ module }: { module: ModuleOf<'FaqModule'> }) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <div className="cms-faq">
      {module.headline ? <h2 className="cms-faq__headline">{module.headline}</h2> : null}
      {module.questions.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${base}-q${index}`;
        const panelId = `${base}-a${index}`;
        return (
          // oxlint-disable-next-line react/no-array-index-key -- questions have no id; their order is their identity
          <div key={index} className="cms-faq__item">
            <h3 className="cms-faq__question">
              <button
                type="button"
                id={buttonId}
                className="cms-faq__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <span className="cms-faq__icon" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="cms-faq__answer" hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

type TeaserData = ModuleOf<'FullTeaserModule'> | ModuleOf<'TeaserItemModule'>;

export function TeaserCard({ module, context, full }: { module: TeaserData; context: ModuleContext; full: boolean }) {
  const headingId = `teaser-${module.id}`;
  return (
    <article
      className={`cms-teaser${full ? ' cms-teaser--full' : ''}${module.extraClass ? ` ${module.extraClass}` : ''}`}
      aria-labelledby={module.headline ? headingId : undefined}
    >
      {module.image ? (
        <ModulePicture
          image={module.image}
          eager={context.eager}
          priority={context.priorityPicture === module.id}
          className="cms-teaser__image"
          sizes={full ? COLUMN_SIZES : '(min-width: 48em) 33vw, 100vw'}
        />
      ) : null}
      <div className="cms-teaser__body">
        {module.preline ? <p className="cms-teaser__preline">{module.preline}</p> : null}
        {module.headline ? (
          <h3 className="cms-teaser__headline" id={headingId}>
            {module.headline}
          </h3>
        ) : null}
        {module.subline ? <p className="cms-teaser__subline">{module.subline}</p> : null}
        {module.text ? <p className="cms-teaser__text">{module.text}</p> : null}
        {module.link && module.linkText ? (
          <ModuleLink href={module.link} className="cms-teaser__link" about={module.headline}>
            {module.linkText}
          </ModuleLink>
        ) : null}
      </div>
    </article>
  );
}

export function TeaserListModule({ module, context }: { module: ModuleOf<'TeaserListModule'>; context: ModuleContext }) {
  // The gateway leaves out teasers outside their online window (spec 000 §3 online_from, online_to).
  const items = modulesOf(module.childIds, context.index).filter(
    (child): child is TeaserData => child.__typename === 'TeaserItemModule' || child.__typename === 'FullTeaserModule',
  );
  if (items.length === 0 && !module.headline) return null;
  return (
    <section className="cms-teaser-list" aria-label={module.headline ?? undefined}>
      {module.headline ? <h2 className="cms-teaser-list__headline">{module.headline}</h2> : null}
      <ul className="cms-teaser-list__items">
        {items.map((item) => (
          <li key={item.id}>
            <ListItemSlot list={module} ids={module.childIds} item={item} context={context}>
              <TeaserCard module={item} context={context} full={false} />
            </ListItemSlot>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HeroMediaModule({ module, context }: { module: ModuleOf<'HeroMediaModule'>; context: ModuleContext }) {
  return (
    <section className="cms-hero" aria-label={module.headline ?? undefined}>
      {module.image ? (
        <ModulePicture
          image={module.image}
          eager={context.eager}
          priority={context.priorityPicture === module.id}
          sizes={FULL_SIZES}
          className="cms-hero__image"
        />
      ) : module.videoFileUrl ? (
        // A video of the media library without a picture: muted, with controls, never autoplaying.
        <video className="cms-hero__video" src={module.videoFileUrl} controls muted playsInline preload="metadata" />
      ) : null}
      <div className="cms-hero__body">
        {module.headline ? <h2 className="cms-hero__headline">{module.headline}</h2> : null}
        {module.text ? <p className="cms-hero__text">{module.text}</p> : null}
        {module.buttonText && module.buttonLink ? (
          <ModuleLink href={module.buttonLink} className="cms-button cms-button--strong" about={module.headline}>
            {module.buttonText}
          </ModuleLink>
        ) : null}
      </div>
    </section>
  );
}

export function TwoColumnsModule({ module, context }: { module: ModuleOf<'TwoColumnsModule'>; context: ModuleContext }) {
  return (
    <div className={`cms-two-columns cms-two-columns--${module.order === 'TEXT_IMAGE' ? 'text-image' : 'image-text'}`}>
      {module.image ? (
        <div className="cms-two-columns__image">
          <ModulePicture image={module.image} eager={context.eager} priority={context.priorityPicture === module.id} />
        </div>
      ) : null}
      <RichText className="cms-two-columns__text" document={module.body} />
    </div>
  );
}

export function HtmlModule({ module }: { module: ModuleOf<'HtmlModule'> }) {
  if (module.html === '') return null;
  // Sanitised by the gateway (src/graphql/html/sanitizeCustomHtml.ts): no scripts, styles, frames or forms.
  // oxlint-disable-next-line react/no-danger -- staff HTML, sanitised in the gateway
  return <div className="cms-html" dangerouslySetInnerHTML={{ __html: module.html }} />;
}

export function AnchorListModule({ module, context }: { module: ModuleOf<'AnchorListModule'>; context: ModuleContext }) {
  const t = useT();
  const links = modulesOf(module.childIds, context.index).filter(
    (child): child is ModuleOf<'LinkModule'> => child.__typename === 'LinkModule',
  );
  if (links.length === 0) return null;
  return (
    <nav className="cms-anchors" aria-label={t('cms.anchorList')}>
      <ul className="cms-anchors__list">
        {links.map((link) => (
          <li key={link.id}>
            <ListItemSlot list={module} ids={module.childIds} item={link} context={context}>
              <ModuleLink href={link.target} className="cms-anchors__link">
                {link.label}
              </ModuleLink>
            </ListItemSlot>
          </li>
        ))}
      </ul>
    </nav>
  );
}
