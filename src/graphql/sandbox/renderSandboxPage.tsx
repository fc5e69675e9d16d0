// The sandbox's HTML shell: served by the web process from our own origin under the sandbox's
// own CSP (sandboxContentSecurityPolicy), no CDN. React renders the document (docs/CONVENTIONS.md);
// GraphiQL renders in the browser. The worker URLs travel as data attributes, so the page
// needs no inline script.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { SANDBOX_MANIFEST_KEYS, SANDBOX_ROOT_ID } from './sandboxRoot';

export type SandboxAssets = Record<keyof typeof SANDBOX_MANIFEST_KEYS, string>;

export interface SandboxPageOptions {
  assets: SandboxAssets;
  endpoint: string;
  introspection: boolean;
}

function SandboxDocument({ assets, endpoint, introspection }: SandboxPageOptions) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>GraphQL sandbox</title>
        {/* No icon, and so no request for /favicon.ico (a 404 in the console). */}
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href={assets.style} />
        <script type="module" src={assets.script} />
      </head>
      <body>
        <div
          id={SANDBOX_ROOT_ID}
          className="graphiql-sandbox"
          data-endpoint={endpoint}
          data-introspection={String(introspection)}
          data-editor-worker={assets.editorWorker}
          data-json-worker={assets.jsonWorker}
          data-graphql-worker={assets.graphqlWorker}
        />
        <noscript>The GraphQL sandbox needs JavaScript. POST queries to {endpoint} as JSON.</noscript>
      </body>
    </html>
  );
}

export function renderSandboxPage(options: SandboxPageOptions): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<SandboxDocument {...options} />)}`;
}

/** The sandbox's hashed URLs from the client manifest; undefined when it was not built. */
export function readSandboxAssets(clientDir: string): SandboxAssets | undefined {
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const assets: Partial<SandboxAssets> = {};
  for (const [name, key] of Object.entries(SANDBOX_MANIFEST_KEYS) as [keyof SandboxAssets, string][]) {
    const url = manifest[key];
    if (typeof url !== 'string') return undefined;
    assets[name] = url;
  }
  return assets as SandboxAssets;
}
