// A block of the site settings' HTML (spec 000 §3 "Site settings record"). The gateway sanitised
// it (src/graphql/html/sanitizeCustomHtml.ts: no scripts, event handlers, styles, frames or
// forms), so it is placed as it comes; the Content-Security-Policy stays as strict as ever.
export function HtmlBlock({ html, className }: { html: string; className: string }) {
  return (
    <div
      className={className}
      // oxlint-disable-next-line react/no-danger -- HTML sanitised by the gateway's siteSettings resolver
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
