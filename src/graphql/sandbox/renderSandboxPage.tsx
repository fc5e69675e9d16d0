// The sandbox's HTML shell: served by the web process from our own origin under our CSP, no
// CDN. React renders the document (STYLE.md); the app itself renders in the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { SANDBOX_ENTRY, SANDBOX_ROOT_ID } from './sandboxRoot';

export function SandboxDocument({ scriptUrl, endpoint }: { scriptUrl: string; endpoint: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>GraphQL sandbox</title>
        <script type="module" src={scriptUrl} />
      </head>
      <body>
        <div id={SANDBOX_ROOT_ID} data-endpoint={endpoint} />
        <noscript>The GraphQL sandbox needs JavaScript. POST queries to {endpoint} as JSON.</noscript>
      </body>
    </html>
  );
}

export function renderSandboxPage(options: { scriptUrl: string; endpoint: string }): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<SandboxDocument {...options} />)}`;
}

/** The sandbox script's hashed URL from the client manifest; undefined when it was not built. */
export function readSandboxScriptUrl(clientDir: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    const url = manifest[SANDBOX_ENTRY];
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
}
