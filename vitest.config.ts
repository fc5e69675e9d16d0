import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vitest/config';

/** SDL and SQL files are imported as text, the seed's media files as bytes, as esbuild.config.mjs bundles them. */
function textFiles(): Plugin {
  return {
    name: 'text-files',
    // Before Vite's own asset handling, which would make media files URLs.
    enforce: 'pre',
    load(id) {
      if (!/\.(webm|mp3)$/.test(id)) return undefined;
      return {
        code: `export default new Uint8Array(Buffer.from(${JSON.stringify(readFileSync(id).toString('base64'))}, 'base64'));`,
        map: null,
      };
    },
    transform(code, id) {
      if (id.endsWith('.graphql') || id.endsWith('.sql')) return { code: `export default ${JSON.stringify(code)};`, map: null };
      return undefined;
    },
  };
}

// Three suites, one runner. `npm test` (scripts/test.mjs) runs them all and prints the totals.
export default defineConfig({
  plugins: [textFiles()],
  test: {
    // graphql-js refuses objects made by a second copy of itself: process the graphql-tools
    // packages through Vite too, so they share the ESM graphql the tests import.
    server: { deps: { inline: [/@graphql-tools\//] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs', 'deploy/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // One worker process runs the files one after another instead of a fresh process per
          // file (about a second each: Node, Vitest and Playwright loaded again). The files keep no
          // state in shared modules: each starts its own servers and browser contexts.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts', 'tests/support/browserServer.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // One worker process runs the files one after another instead of a fresh process per
          // file (about a second each: Node, Vitest and Playwright loaded again). The files keep no
          // state in shared modules: each opens its own browser contexts, and starts its own web
          // process where it needs settings of its own (else it uses the run's, globalSetup.ts).
          isolate: false,
        },
      },
    ],
  },
});
