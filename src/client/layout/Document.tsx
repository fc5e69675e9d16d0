// The whole HTML document, rendered by React on the server and hydrated in the browser
// (docs/CONVENTIONS.md: no string splicing of HTML). Its head follows the page the router shows:
// title, description, canonical and hreflang links change with every client navigation.
import type { ReactNode } from 'react';
import { BRAND } from '../../shared/constants';
import { isPrivatePage } from '../../shared/accountPages';
import { LOCALES, DEFAULT_LOCALE } from '../../shared/locales';
import { magazineCanonicalSearch } from '../../shared/magazine/magazineQuery';
import { serializeForScript } from '../../shared/serializeForScript';
import { BOOT_ELEMENT_ID, type BootData } from '../BootData';
import { pathInLocale, type PageState } from '../navigation/PageState';

/** spec 000 §2: the non-CMS class on event pages, the CMS page's class on CMS routes, none elsewhere. */
function bodyClassOf(page: PageState): string | undefined {
  switch (page.route?.name) {
    case 'events':
    case 'eventDetail':
      return 'non-cms';
    case 'cmsPage':
    case 'home':
      return 'cms-page';
    default:
      return undefined;
  }
}

/** The page's URL in each language, when the page is one of the route table's screens (200). */
function alternatesOf(page: PageState, origin: string): { canonical: string; languages: { locale: string; href: string }[] } | null {
  if (page.status !== 200 || !page.route) return null;
  // Each page of a magazine list is its own page (spec 001 §2 'page number starts at 1').
  const query = page.page === 'magazine' ? magazineCanonicalSearch(page.search) : '';
  const languages: { locale: string; href: string }[] = LOCALES.flatMap((locale) => {
    const path = pathInLocale(page, locale);
    return path ? [{ locale, href: `${origin}${path}${query}` }] : [];
  });
  const fallback = languages.find((language) => language.locale === DEFAULT_LOCALE);
  if (fallback) languages.push({ locale: 'x-default', href: fallback.href });
  return { canonical: `${origin}${page.pathname}${query}`, languages };
}

/** An absolute URL for a social card: site paths on the page's origin. */
function absolute(url: string, origin: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
}

/**
 * The Open Graph and Twitter card tags of every page: a page that names its own (home and CMS
 * pages, spec 000 §3 og_* fields; the picture falls back on the header logo in the gateway) uses
 * those, any other page its title and description; an article is an article, every other page a
 * website.
 */
function SocialMeta({
  page,
  origin,
  title,
  description,
  url,
}: {
  page: PageState;
  origin: string;
  title: string;
  description: string;
  url: string | null;
}) {
  const social = page.status === 200 ? page.head?.social : undefined;
  const type = social?.type ?? (page.page === 'magazineArticle' && page.status === 200 ? 'article' : 'website');
  const cardTitle = social?.title ?? title;
  const cardDescription = social?.description ?? (description || null);
  const image = social?.image ? absolute(social.image, origin) : null;
  return (
    <>
      <meta property="og:site_name" content={BRAND} />
      <meta property="og:locale" content={page.locale === 'de' ? 'de_DE' : 'en_GB'} />
      <meta property="og:type" content={type} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:title" content={cardTitle} />
      {cardDescription ? <meta property="og:description" content={cardDescription} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={cardTitle} />
      {cardDescription ? <meta name="twitter:description" content={cardDescription} /> : null}
      {image ? <meta name="twitter:image" content={image} /> : null}
    </>
  );
}

export function Document({
  boot,
  page,
  title,
  description,
  skipLinkText,
  children,
}: {
  boot: BootData;
  page: PageState;
  title: string;
  description: string;
  skipLinkText: string;
  children: ReactNode;
}) {
  const alternates = alternatesOf(page, boot.origin);
  // spec 000 §2: a `cypress` query parameter on load adds a test-mode class.
  const testMode = new URLSearchParams(boot.search).has('cypress');
  return (
    <html lang={page.locale} dir="ltr" className={testMode ? 'test-mode' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="theme-color" content="#1d1a2f" />
        <SocialMeta page={page} origin={boot.origin} title={title} description={description} url={alternates?.canonical ?? null} />
        {isPrivatePage(page.page) ? <meta name="robots" content="noindex, nofollow" /> : null}
        {alternates ? <link rel="canonical" href={alternates.canonical} /> : null}
        {alternates?.languages.map((language) => (
          <link key={language.locale} rel="alternate" hrefLang={language.locale} href={language.href} />
        ))}
        <link rel="stylesheet" href={boot.assets.style} />
        {/* Nothing is painted before the whole page chrome (skip link, banners, top alert, header) is
            parsed: on a slow phone or a busy server the parser may yield mid-header, and a first
            paint of half a header moves once the rest arrives (a search toggle without its word, an
            alert without its close button). The content of <main> still streams and paints as it comes.
            The page's scripts are named further down, after the shell (record 010). */}
        <link rel="expect" href="#main-content" blocking="render" />
        <link rel="icon" href="data:," />
      </head>
      <body className={bodyClassOf(page)}>
        <a className="skip-link" href="#main-content">
          {skipLinkText}
        </a>
        {children}
        <script
          id={BOOT_ELEMENT_ID}
          type="application/json"
          // Not executed (a JSON data block), but still escaped: it must not close the element.
          // oxlint-disable-next-line react/no-danger -- JSON text React would entity-escape, made safe by serializeForScript
          dangerouslySetInnerHTML={{ __html: serializeForScript(boot) }}
        />
      </body>
    </html>
  );
}
