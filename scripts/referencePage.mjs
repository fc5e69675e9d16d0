// The reference page of `npm run bench:web`: a page of our own HTML and stylesheets but without
// JavaScript, measured in the same run as the site's pages, so that a slow machine (which makes
// every row worse, this one included) is told apart from a slow page (which leaves this row alone).

/**
 * The document with no JavaScript left in it: each <script> element (inline, external, JSON-LD,
 * the boot data) becomes a <noscript> holding the same text, and the modulepreload and prefetch
 * hints that would still download the bundle go. Why <noscript> rather than nothing: the programme's scripts
 * are half its HTML (the results streamed for hydration), and the reference is meant to be a
 * page of the same size; in a browser with scripting on, a <noscript>'s content is raw text
 * that is never shown, so the bytes travel and are parsed but nothing runs or renders (a
 * "</noscript" inside a script's text, which would end it early, is written "<\/noscript").
 *
 * Only the bench does this, to a copy of a page: the document as a browser shows it once it has
 * hydrated (the streamed boundaries' content moved into place), so that the browser parses,
 * styles and lays out the same elements as on the page; the site never edits its streamed HTML.
 */
export function referencePage(html) {
  return html
    .replace(
      /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi,
      (_element, text) => `<noscript>${text.replace(/<\/noscript/gi, '<\\/noscript')}</noscript>`,
    )
    .replace(/<link\b[^>]*\brel=["']?(?:modulepreload|prefetch)["']?[^>]*>/gi, '');
}
