// The one sanitiser of HTML that staff write (design settings' error pages, the site settings'
// header and footer blocks) and of the static error pages: it runs in the gateway, on the server,
// so the visitor's bundle carries no sanitiser (spec 000 §2 "Error page", §3 "Site settings record";
// spec 001 §2 "Footer"). Ordinary content markup stays; anything that could run script, load a
// frame, take input or restyle the page goes. The site's Content-Security-Policy would block inline
// scripts and styles anyway; this keeps them out of the markup in the first place.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'strong',
    'em',
    'b',
    'i',
    'small',
    'blockquote',
    'div',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'class'],
    img: ['src', 'alt', 'width', 'height', 'class'],
    div: ['class'],
    span: ['class'],
    p: ['class'],
  },
  // Relative URLs pass; absolute ones only with these schemes (no javascript:, data:, vbscript:).
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Tags not allowed go with their attributes; script, style, textarea, option and noscript
  // with their content too (sanitize-html's nonTextTags).
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab does not hand the new page a handle on ours.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return target === '_blank'
        ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: rest };
    },
  },
};

/** Staff HTML made safe to place in the page; '' for nothing left. */
export function sanitizeCustomHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The sanitised HTML, or null when nothing is left (an empty or whitespace-only block). */
export function sanitizedOrNull(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeCustomHtml(html);
  return clean === '' ? null : clean;
}
