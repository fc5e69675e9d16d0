// The whole HTML document, rendered by React on the server and hydrated in the browser
// (docs/CONVENTIONS.md: no string splicing of HTML). Its head follows the page the router shows:
// title, description, canonical and hreflang links change with every client navigation.
import type { ReactNode } from 'react';
import { BRAND } from '../../shared/constants';
import { LOCALES, DEFAULT_LOCALE } from '../../shared/locales';
import { serializeForScript } from '../../shared/serializeForScript';
import { BOOT_ELEMENT_ID, type BootData } from '../BootData';
import { pathInLocale, type PageState } from '../navigation/PageState';

/** spec 000 §2: the non-CMS class on event pages, the CMS page's class on CMS routes, none elsewhere. */
export function bodyClassOf(page: PageState): string | undefined {
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
  const languages: { locale: string; href: string }[] = LOCALES.flatMap((locale) => {
    const path = pathInLocale(page, locale);
    return path ? [{ locale, href: `${origin}${path}` }] : [];
  });
  const fallback = languages.find((language) => language.locale === DEFAULT_LOCALE);
  if (fallback) languages.push({ locale: 'x-default', href: fallback.href });
  return { canonical: `${origin}${page.pathname}`, languages };
}

/** An absolute URL for a social card: site paths on the page's origin. */
function absolute(url: string, origin: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
}

/**
 * spec 000 §3 Page og_* fields: the Open Graph and Twitter card tags of a page that names them
 * (home and CMS pages; the picture falls back on the header logo in the gateway).
 */
function SocialMeta({ page, origin }: { page: PageState; origin: string }) {
  const social = page.status === 200 ? page.head?.social : undefined;
  if (!social) return null;
  const image = social.image ? absolute(social.image, origin) : null;
  const description = social.description ?? page.head?.description ?? null;
  return (
    <>
      <meta property="og:site_name" content={BRAND} />
      <meta property="og:locale" content={page.locale === 'de' ? 'de_DE' : 'en_GB'} />
      <meta property="og:type" content={social.type} />
      <meta property="og:url" content={`${origin}${page.pathname}`} />
      <meta property="og:title" content={social.title} />
      {description ? <meta property="og:description" content={description} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={social.title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
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
        <SocialMeta page={page} origin={boot.origin} />
        {alternates ? <link rel="canonical" href={alternates.canonical} /> : null}
        {alternates?.languages.map((language) => <link key={language.locale} rel="alternate" hrefLang={language.locale} href={language.href} />)}
        <link rel="stylesheet" href={boot.assets.style} />
        {boot.assets.preload.map((file) => (
          <link key={file} rel="modulepreload" href={file} />
        ))}
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
