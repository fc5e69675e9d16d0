// The sandbox page's own Content-Security-Policy (GET /graphql in a browser); the rest of the
// site keeps helmet's policy in createApp.ts. Nothing may load from another origin. Why each
// source is there is written in docs/graphql-sandbox.md.

export function sandboxContentSecurityPolicy({ production }: { production: boolean }): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    // Our module script and its chunks; the page has no inline script, so no nonce.
    ['script-src', "'self'"],
    // Monaco's three workers, from /assets as plain files (no blob: bootstrap).
    ['worker-src', "'self'"],
    // The introspection and the operations: our own /graphql.
    ['connect-src', "'self'"],
    // Monaco writes <style> elements at run time (themes, decorations) and offers no nonce.
    ['style-src', "'self'", "'unsafe-inline'"],
    // GraphiQL's stylesheet carries its fonts and a few images as data: URLs.
    ['font-src', "'self'", 'data:'],
    ['img-src', "'self'", 'data:'],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    // The sandbox acts with the editor's session: no other page may frame it.
    ['frame-ancestors', "'none'"],
  ];
  if (production) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}
