// One build for the three programs this repository ships:
//   dist/server/main.mjs   the web process (Express 5, gateway, streaming SSR); what only serving
//                          needs is a chunk of its own, which a cluster's primary never loads
//   dist/cms/main.mjs      the embedded reference upstream (its own process)
//   dist/server/balancerPages.mjs  the 503 answers of the load balancer of `npm run cluster`
//   dist/client/assets/*   the browser bundle, content-hashed, plus manifest.json
// Node packages stay external on the server side: PGlite must load its wasm and data files
// from next to its own module (a bundled copy fails to find them), and nothing is gained by bundling the rest.
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleReport, firstLoadFiles, formatBudgets, formatBundleReport, nameOfOutput, overBudget } from './scripts/bundleReport.mjs';
import { precompress } from './scripts/precompress.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');

// Every build resolves packages and writes its metafile paths from the project root, so
// `node esbuild.config.mjs` works from any directory.
const serverCommon = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  // The seed's own video and audio (src/cms/seed/media) are bundled as bytes.
  loader: { '.graphql': 'text', '.sql': 'text', '.webm': 'binary', '.mp3': 'binary' },
  logLevel: 'warning',
  // Bundled ESM has no require(); a few CommonJS dependencies expect one.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
};

/** Builds all three programs, or only those named (e.g. `node esbuild.config.mjs server client`). */
export async function build(programs = ['client', 'server', 'cms']) {
  const wanted = new Set(programs);
  // Hashed files (client assets, the server's chunks) would accumulate: each build starts afresh.
  if (wanted.has('client')) {
    await rm(path.join(dist, 'client'), { recursive: true, force: true });
    await mkdir(path.join(dist, 'client'), { recursive: true });
  }
  if (wanted.has('server')) await rm(path.join(dist, 'server'), { recursive: true, force: true });

  const client = !wanted.has('client')
    ? undefined
    : esbuild.build({
        absWorkingDir: root,
        entryPoints: {
          'entry-client': path.join(root, 'src/client/entry-client.tsx'),
          site: path.join(root, 'src/client/styles/site.css'),
        },
        outdir: path.join(dist, 'client/assets'),
        entryNames: '[name]-[hash]',
        chunkNames: 'chunk-[hash]',
        assetNames: '[name]-[hash]',
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'browser',
        target: ['es2022'],
        minify: true,
        sourcemap: true,
        metafile: true,
        loader: { '.graphql': 'text' },
        define: { 'process.env.NODE_ENV': '"production"' },
        // Package export conditions that pick the same code in a smaller build (each checked in the
        // metafile to change nothing else): `production` gives Apollo Client its production
        // environment module, where __DEV__ is false at build time instead of read at run time
        // (false in the browser either way), so its development-only checks and messages are left
        // out; `es2015` gives rxjs its ES2015 build instead of the ES5 one with tslib's class helpers.
        conditions: ['production', 'es2015'],
        jsx: 'automatic',
        logLevel: 'warning',
        plugins: [noGraphqlParser, cssUrl, lazyChunksAfterEntry, reactAsModules],
      });

  const server = !wanted.has('server')
    ? undefined
    : esbuild.build({
        ...serverCommon,
        entryPoints: { main: path.join(root, 'src/server/main.ts') },
        outdir: path.join(dist, 'server'),
        outExtension: { '.js': '.mjs' },
        // main.ts loads serve.ts with import(): a chunk next to main.mjs.
        splitting: true,
        chunkNames: 'chunk-[hash]',
        jsx: 'automatic',
        // The editor's chunk (never rendered on the server) imports its stylesheet's address.
        plugins: [cssUrl],
      });

  // The load balancer's 503 answers (src/server/balancerPages.ts), for scripts/cluster/topology.mjs
  // to import: a bundle of its own, so the web process's chunks stay as they are.
  const balancerPages = !wanted.has('server')
    ? undefined
    : esbuild.build({
        ...serverCommon,
        entryPoints: { balancerPages: path.join(root, 'src/server/balancerPages.ts') },
        outdir: path.join(dist, 'server'),
        outExtension: { '.js': '.mjs' },
        jsx: 'automatic',
      });

  const cms = !wanted.has('cms')
    ? undefined
    : esbuild.build({
        ...serverCommon,
        entryPoints: { main: path.join(root, 'src/cms/main.ts'), seed: path.join(root, 'src/cms/seedCommand.ts') },
        outdir: path.join(dist, 'cms'),
        outExtension: { '.js': '.mjs' },
      });

  const sandbox = wanted.has('client') ? buildSandbox() : undefined;

  // The static error pages (src/server/errorPages/README.md) go beside the server, which reads them at start.
  const errorPages = wanted.has('server')
    ? server.then(() => cp(path.join(root, 'src/server/errorPages'), path.join(dist, 'server/errorPages'), { recursive: true }))
    : undefined;

  const [clientResult, , , sandboxManifest] = await Promise.all([client, server, cms, sandbox, errorPages, balancerPages]);
  if (clientResult) {
    // Every script and stylesheet (the sandbox's too) also as .br and .gz, sent as they are.
    await precompress(path.join(dist, 'client/assets'));
    // A lazy chunk's entry point is its wrapper ("lazy-chunk:/…/EventsScreen.tsx"): named here, and
    // in the metafile written below, by the module it was made for ("src/client/…/EventsScreen.tsx").
    for (const output of Object.values(clientResult.metafile.outputs)) {
      if (output.entryPoint) output.entryPoint = sourceOfEntryPoint(output.entryPoint);
    }
    const preload = screenPreloadsOf(clientResult.metafile);
    const manifest = { ...manifestOf(clientResult.metafile), ...sandboxManifest, preload };
    await writeFile(path.join(dist, 'client/manifest.json'), JSON.stringify(manifest, null, 2));
    // What a visitor's first load costs (the sandbox is a developers' page, built apart): the
    // entries alone, and each screen's first page in each language: the entry with that screen's
    // chunk and that language's texts, which the page loads before it hydrates. The other lazily
    // loaded chunks (the search form, the cookie manager, …) load after hydration or on a first
    // use, so they are no part of a first load.
    const { screens, languages } = lazyChunksOf(clientResult.metafile);
    const firstPages = screens.flatMap((screen) =>
      languages.map((language) => ({ name: `screen ${screen} ${language.locale}`, parts: ['entry-client', screen, language.chunk] })),
    );
    // Not a visitor's load, for comparison: staff editing a CMS page (?edit=1) load the editor's
    // chunk and stylesheet after hydration on top of the page's first load.
    const editing = screens.includes('CmsPageScreen')
      ? languages.map((language) => ({
          name: `editing CmsPageScreen ${language.locale} (staff, ?edit=1)`,
          parts: ['entry-client', 'CmsPageScreen', language.chunk, 'EditorRoot'],
        }))
      : [];
    const report = bundleReport(clientResult.metafile, [...VISITOR_ENTRIES, ...firstPages, ...editing], (file) =>
      readFileSync(path.join(root, file)),
    );
    await writeFile(path.join(dist, 'client/bundle-report.json'), JSON.stringify(report, null, 2));
    // What each chunk is made of, for esbuild's bundle analyser (not served).
    await writeFile(path.join(dist, 'client/metafile.json'), JSON.stringify(clientResult.metafile));
    return { bundleReport: report };
  }
  return { bundleReport: undefined };
}

/** The entries a visitor's page loads (src/server/assets.ts reads them from the manifest). */
const VISITOR_ENTRIES = ['entry-client', 'site'];

const SANDBOX_ENTRIES = new Set([
  'entry-sandbox',
  'sandbox-style',
  'sandbox-editor-worker',
  'sandbox-json-worker',
  'sandbox-graphql-worker',
]);

/**
 * The browser's bundle has no GraphQL parser: graphql-tag, which @apollo/client re-exports (and
 * nothing of ours calls: every document is generated, already parsed), resolves to
 * src/client/apollo/gql.ts, which refuses.
 */
const noGraphqlParser = {
  name: 'no-graphql-parser',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^graphql-tag$/ }, () => ({ path: path.join(root, 'src/client/apollo/gql.ts') }));
  },
};

/**
 * Every lazily loaded module (a dynamic `import()` of ours: a screen, a language's texts, a part
 * of the chrome, Apollo Client, the editor) is loaded through a small wrapper that first imports
 * the entry. At run time this changes nothing: a lazy chunk is only ever imported by code the
 * entry has already evaluated. But it changes how esbuild splits: a module lands in a chunk of
 * its own for each set of entry points that reach it, and without the wrapper the entry's code
 * fell apart into one chunk per set of lazy chunks that share it (44 files, 41 of them under
 * 2 kB gzip: on a phone's connection each one a request, six at a time over HTTP/1.1). With it,
 * every lazy chunk reaches the whole of the entry, so the entry is one file (and a stub).
 */
const ENTRY_CLIENT = path.join(root, 'src/client/entry-client.tsx');
const LAZY_NAMESPACE = 'lazy-chunk';
const lazyChunksAfterEntry = {
  name: 'lazy-chunks-after-entry',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === LAZY_NAMESPACE) return undefined;
      const resolved = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: LAZY_NAMESPACE,
      });
      if (resolved.errors.length > 0 || !resolved.path.startsWith(path.join(root, 'src', path.sep))) return undefined;
      return { path: path.relative(root, resolved.path).split(path.sep).join('/'), namespace: LAZY_NAMESPACE };
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: LAZY_NAMESPACE }, async (args) => {
      const file = path.join(root, args.path);
      const module = JSON.stringify(file);
      // `export *` passes on every export but the default one.
      const hasDefault = /^export default\b/m.test(await readFile(file, 'utf8'));
      return {
        contents: `import ${JSON.stringify(ENTRY_CLIENT)};\nexport * from ${module};\n${hasDefault ? `export { default } from ${module};\n` : ''}`,
        loader: 'js',
        resolveDir: path.dirname(file),
      };
    });
  },
};

/**
 * React, React DOM and the scheduler as ES modules. They ship as CommonJS only, which esbuild
 * wraps in a function each; V8 compiles a function's body when it is first called, so evaluating
 * the entry began with compiling all of React DOM (600 kB of source) on the main thread, one
 * task of 60 to 100 ms on a desktop (Lighthouse counts four times that on a phone). As a module's
 * top-level code it is compiled with the module, off the main thread while the file streams in,
 * and each function only when it is first called. The files are React's own production builds,
 * unchanged but for two things: `require("x")` reads an imported namespace, and what they assign
 * to `exports` is exported by name (and as the default export, the `exports` object itself).
 */
const REACT_MODULES = {
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
};
const REACT_NAMESPACE = 'react-module';
const reactAsModules = {
  name: 'react-as-modules',
  setup(pluginBuild) {
    const names = Object.keys(REACT_MODULES)
      .map((name) => name.replace('/', '\\/'))
      .join('|');
    // Paths relative to the root: they name the sources in the public source maps.
    pluginBuild.onResolve({ filter: new RegExp(`^(${names})$`) }, (args) => ({
      path: `node_modules/${REACT_MODULES[args.path]}`,
      namespace: REACT_NAMESPACE,
    }));
    pluginBuild.onLoad({ filter: /.*/, namespace: REACT_NAMESPACE }, async (args) => {
      const file = path.join(root, args.path);
      const source = await readFile(file, 'utf8');
      const imports = [];
      const body = source.replace(/\brequire\("([^"]+)"\)/g, (_, name) => {
        if (!(name in REACT_MODULES)) throw new Error(`${args.path} requires ${name}, which is no React module`);
        imports.push(`import * as __required${imports.length} from ${JSON.stringify(name)};`);
        return `__required${imports.length - 1}`;
      });
      const exported = [...new Set([...body.matchAll(/(?<![\w$.])exports\.([A-Za-z_$][\w$]*)\s*=(?!=)/g)].map((match) => match[1]))];
      if (exported.length === 0) throw new Error(`${args.path} exports nothing this plugin can see`);
      return {
        contents: [
          ...imports,
          'var exports = {};',
          body,
          'export default exports;',
          // Under names of their own: the body may declare the same names (React's `function Component`).
          `var ${exported.map((name, index) => `__exported${index} = exports.${name}`).join(', ')};`,
          `export { ${exported.map((name, index) => `__exported${index} as ${name}`).join(', ')} };`,
        ].join('\n'),
        loader: 'js',
        resolveDir: path.dirname(file),
      };
    });
  },
};

/** The module a lazy chunk's wrapper was made for, relative to the root ("src/client/screens/…"); any other entry point as it is. */
function sourceOfEntryPoint(entryPoint) {
  const prefix = `${LAZY_NAMESPACE}:`;
  return entryPoint.startsWith(prefix) ? entryPoint.slice(prefix.length) : entryPoint;
}

/**
 * `import url from './x.css?url'`: the stylesheet bundled and minified on its own, written as a
 * hashed file beside the chunks (assetNames), the import its file name relative to the importing
 * chunk. So a lazily loaded chunk brings its own styles (the editor's, src/client/editor/EditorRoot.tsx,
 * loads src/client/styles/editor.css) and nothing of them is in site.css, the visitor's stylesheet.
 */
const cssUrl = {
  name: 'css-url',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\.css\?url$/ }, (args) => ({
      path: path.join(args.resolveDir, args.path.replace(/\?url$/, '')),
      namespace: 'css-url',
    }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'css-url' }, async (args) => {
      const result = await esbuild.build({
        absWorkingDir: root,
        entryPoints: [args.path],
        bundle: true,
        minify: true,
        write: false,
        outdir: 'out',
        target: ['es2022'],
        logLevel: 'warning',
      });
      const css = result.outputFiles.find((file) => file.path.endsWith('.css'));
      return { contents: css ? css.contents : '', loader: 'file', watchFiles: [args.path] };
    });
  },
};

/**
 * Monaco's modules import their own CSS files. graphiql/style.css (in sandbox.css) already
 * carries all of it, with the icon font as a data: URL; esbuild would put these imports into
 * CSS files of the lazily loaded chunks, which nothing loads: they are left out.
 */
const monacoCssFromGraphiql = {
  name: 'monaco-css-from-graphiql',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]monaco-editor[\\/]esm[\\/].*\.css$/ }, () => ({ contents: '', loader: 'empty' }));
  },
};

/**
 * The GraphQL sandbox at GET /graphql (GraphiQL, src/graphql/sandbox) and Monaco's three web
 * workers, into dist/client/assets. Builds of their own, not entries of the visitor's build:
 * esbuild shares chunks between the entries of one build (React, for one), and no chunk the
 * visitor's entry loads may come from here. The workers are self-contained IIFE files, loaded
 * with `new Worker(url)` from our own origin (setupMonacoWorkers.ts). Returns their manifest
 * entries: `entry-sandbox`, `sandbox-style` and one per worker.
 */
async function buildSandbox() {
  const common = {
    absWorkingDir: root,
    outdir: path.join(dist, 'client/assets'),
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    sourcemap: true,
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  };
  const [page, workers] = await Promise.all([
    esbuild.build({
      ...common,
      entryPoints: {
        'entry-sandbox': path.join(root, 'src/graphql/sandbox/entry-sandbox.tsx'),
        'sandbox-style': path.join(root, 'src/graphql/sandbox/sandbox.css'),
      },
      chunkNames: 'sandbox-chunk-[hash]',
      splitting: true,
      format: 'esm',
      jsx: 'automatic',
      plugins: [monacoCssFromGraphiql],
    }),
    esbuild.build({
      ...common,
      entryPoints: {
        'sandbox-editor-worker': 'monaco-editor/esm/vs/editor/editor.worker.js',
        'sandbox-json-worker': 'monaco-editor/esm/vs/language/json/json.worker.js',
        'sandbox-graphql-worker': 'monaco-graphql/esm/graphql.worker.js',
      },
      format: 'iife',
    }),
  ]);
  const manifest = {};
  for (const result of [page, workers]) {
    for (const [outFile, info] of Object.entries(result.metafile.outputs)) {
      const name = path.basename(outFile).replace(/-[A-Z0-9]+\.(js|css)$/i, '');
      // Chunks of dynamic imports carry an entryPoint too: only our named entries count.
      if (!info.entryPoint || outFile.endsWith('.map') || !SANDBOX_ENTRIES.has(name)) continue;
      manifest[name] = `/assets/${path.basename(outFile)}`;
    }
  }
  return manifest;
}

/**
 * The lazily loaded chunks a first page loads before it hydrates: the screens
 * (src/client/screens/screenRegistry.tsx, e.g. "EventsScreen") and each language's texts
 * (src/shared/i18n/siteTexts.de.ts: "siteTexts.de", loadSiteTexts in createTranslator.ts).
 */
function lazyChunksOf(metafile) {
  const screens = [];
  const languages = [];
  for (const [outFile, info] of Object.entries(metafile.outputs)) {
    if (!info.entryPoint || !outFile.endsWith('.js') || VISITOR_ENTRIES.includes(nameOfOutput(outFile))) continue;
    const chunk = path.basename(info.entryPoint).replace(/\.[jt]sx?$/, '');
    const language = /^src\/shared\/i18n\/siteTexts\.(\w+)\.ts$/.exec(info.entryPoint);
    if (language) languages.push({ locale: language[1], chunk });
    else if (info.entryPoint.startsWith('src/client/screens/')) screens.push(chunk);
  }
  return { screens, languages };
}

/**
 * For each lazily loaded chunk (a dynamic import: a screen, e.g. "EventsScreen", a language's
 * texts, "siteTexts.de", a part of the chrome), the files a page that needs it first preloads:
 * the chunk and the chunks it imports statically that the entry does not already load. The
 * server writes those of the page's screen and language as `<link rel="modulepreload">`.
 */
function screenPreloadsOf(metafile) {
  const entryOutput = Object.keys(metafile.outputs).find(
    (file) => metafile.outputs[file].entryPoint && nameOfOutput(file) === 'entry-client',
  );
  const loadedByEntry = new Set(entryOutput ? firstLoadFiles(metafile, entryOutput) : []);
  // The entry's own chunk (the entry file itself only imports it): preloaded with every page, so
  // that the browser asks for it with the HTML's first bytes instead of after the entry arrived.
  const preloads = {
    'entry-client': [...loadedByEntry].filter((file) => file !== entryOutput).map((file) => `/assets/${path.basename(file)}`),
  };
  for (const [outFile, info] of Object.entries(metafile.outputs)) {
    if (!info.entryPoint || !outFile.endsWith('.js')) continue;
    // A dynamic import's chunk is named by the module it was made for ("EventsScreen").
    const name = path.basename(info.entryPoint).replace(/\.[jt]sx?$/, '');
    if (VISITOR_ENTRIES.includes(nameOfOutput(outFile))) continue;
    preloads[name] = firstLoadFiles(metafile, outFile)
      .filter((file) => file.endsWith('.js') && !loadedByEntry.has(file))
      .map((file) => `/assets/${path.basename(file)}`);
  }
  return preloads;
}

/** Maps each entry name ("entry-client", "site") to its hashed public path under /assets/. */
function manifestOf(metafile) {
  const manifest = {};
  for (const [outFile, info] of Object.entries(metafile.outputs)) {
    if (!info.entryPoint || outFile.endsWith('.map')) continue;
    const base = path.basename(outFile);
    const name = base.replace(/-[A-Z0-9]+\.(js|css)$/i, '');
    manifest[name] = `/assets/${base}`;
  }
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const named = process.argv.slice(2);
  const { bundleReport: report } = await build(named.length > 0 ? named : undefined);
  console.log(`built dist/ in ${Date.now() - started} ms`);
  if (report) {
    console.log(formatBundleReport(report));
    // The first-load budget holds in every build, so CI (npm test builds once) holds it too.
    if (overBudget(report).length > 0) {
      console.error(formatBudgets(report));
      process.exit(1);
    }
    console.log(formatBudgets(report));
  }
}
