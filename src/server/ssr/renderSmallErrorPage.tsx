// The small documents for answers that are not a streamed page: a request refused before a page
// can be streamed (another method on a page, a body too large, the upstream gone from under
// /media), a shell that could not render, the overload page. The site's language, its own texts,
// no script, nothing of the request echoed (issue 8: no stack, no path, no 500 body).
import { renderToStaticMarkup } from 'react-dom/server';
import { pageTitle } from '../../shared/constants';
import { de, en } from '../../shared/i18n/resources';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales';
import { localeOfPath, pathFor } from '../../shared/routes';

type ErrorTexts = (typeof en)['errors'];

function titleFor(status: number, texts: ErrorTexts): { title: string; text: string } {
  if (status === 404) return { title: texts.notFoundTitle, text: texts.notFoundText };
  if (status === 405) return { title: texts.methodNotAllowedTitle, text: texts.methodNotAllowedText };
  if (status >= 400 && status < 500) return { title: texts.badRequestTitle, text: texts.badRequestText };
  return { title: texts.unknownTitle, text: texts.didNotWork };
}

/** What a small document says: a title, a heading, optionally a status line above it and a text below. */
export interface SmallDocument {
  locale: Locale;
  title: string;
  statusLine?: string | undefined;
  heading: string;
  text?: string | undefined;
  toHome: string;
}

/**
 * The one small document every answer that is not a streamed page uses (an early refusal, a shell
 * that could not render, the overload page): the site's language, no script, no stylesheet, never
 * indexed, a link to the home page.
 */
export function smallDocument({ locale, title, statusLine, heading, text, toHome }: SmallDocument): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
      </head>
      <body>
        <main>
          {statusLine !== undefined && <p>{statusLine}</p>}
          <h1>{heading}</h1>
          {text !== undefined && <p>{text}</p>}
          <p>
            <a href={pathFor('home', locale)}>{toHome}</a>
          </p>
        </main>
      </body>
    </html>,
  )}`;
}

/** `rawPath` only chooses the language (its first segment), German by default. */
export function renderSmallErrorPage(status: number, rawPath: string): string {
  const locale: Locale = localeOfPath(rawPath.split('?')[0] ?? '') ?? DEFAULT_LOCALE;
  const texts: ErrorTexts = locale === 'en' ? en.errors : de.errors;
  const { title, text } = titleFor(status, texts);
  return smallDocument({
    locale,
    title: pageTitle(title),
    statusLine: texts.statusLabel.replace('{{status}}', String(status)),
    heading: title,
    text,
    toHome: texts.toHome,
  });
}
