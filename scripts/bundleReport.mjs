// What a visitor downloads on a first load, from esbuild's metafile: for each visitor entry, its
// own output plus every chunk it imports statically (transitively; dynamic imports load later),
// as JavaScript and CSS, raw and gzip, and the npm packages that weigh most in it. `npm run
// build` prints it and writes it to dist/client/bundle-report.json.
import { gzipSync } from 'node:zlib';

/**
 * @typedef {{ bytesInOutput: number }} MetaInput
 * @typedef {{ bytes: number, entryPoint?: string, imports: { path: string, kind: string }[], inputs: Record<string, MetaInput> }} MetaOutput
 * @typedef {{ outputs: Record<string, MetaOutput> }} Metafile
 * @typedef {{ raw: number, gzip: number }} Size
 * @typedef {{ name: string, bytes: number }} PackageWeight
 * @typedef {{ entry: string, files: string[], js: Size, css: Size, packages: PackageWeight[] }} EntryReport
 */

/** The npm package an input belongs to ("react-dom", "@apollo/client"), or null for our own code. */
export function packageOf(inputPath) {
  const marker = 'node_modules/';
  const at = inputPath.lastIndexOf(marker);
  if (at < 0) return null;
  const [first, second] = inputPath.slice(at + marker.length).split('/');
  if (!first) return null;
  return first.startsWith('@') && second ? `${first}/${second}` : first;
}

/** The outputs a first load of `entryOutput` fetches: itself and its static imports, transitively. */
export function firstLoadFiles(metafile, entryOutput) {
  const seen = new Set();
  const pending = [entryOutput];
  while (pending.length > 0) {
    const file = pending.pop();
    if (file === undefined || seen.has(file) || !metafile.outputs[file]) continue;
    seen.add(file);
    for (const imported of metafile.outputs[file].imports) {
      if (imported.kind === 'import-statement') pending.push(imported.path);
      // A stylesheet whose address a chunk imports (esbuild.config.mjs, plugin css-url) loads with it.
      else if (imported.kind === 'file-loader' && imported.path.endsWith('.css')) pending.push(imported.path);
    }
    // A JavaScript entry's own stylesheet (an imported .css) is loaded with it.
    const css = metafile.outputs[file].cssBundle;
    if (typeof css === 'string') pending.push(css);
  }
  return [...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The report for the named entries. `readFile` gives an output's bytes (for gzip); `top` is how
 * many packages to list.
 * @param {Metafile} metafile
 * @param {(string | { name: string, parts: string[] })[]} entryNames
 * @param {(file: string) => Uint8Array} readFile
 * @returns {EntryReport[]}
 */
export function bundleReport(metafile, entryNames, readFile, top = 8) {
  return entryNames.flatMap((wanted) => {
    // A name is one entry ("entry-client"), or a group of outputs a page loads together
    // ({ name: "screen EventsScreen", parts: ["entry-client", "EventsScreen"] }).
    const { name: entry, parts } = typeof wanted === 'string' ? { name: wanted, parts: [wanted] } : wanted;
    const outputs = parts.map((part) => outputNamed(metafile, part));
    if (outputs.some((output) => output === undefined)) return [];
    const files = [...new Set(outputs.flatMap((output) => firstLoadFiles(metafile, output)))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const js = { raw: 0, gzip: 0 };
    const css = { raw: 0, gzip: 0 };
    const weights = new Map();
    for (const file of files) {
      const bytes = readFile(file);
      const size = file.endsWith('.css') ? css : js;
      size.raw += bytes.length;
      size.gzip += gzipSync(bytes).length;
      for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file].inputs)) {
        const name = packageOf(input) ?? '(our code)';
        weights.set(name, (weights.get(name) ?? 0) + bytesInOutput);
      }
    }
    const packages = [...weights.entries()]
      .map(([name, bytes]) => ({ name, bytes }))
      .filter((weight) => weight.bytes > 0)
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, top);
    return [{ entry, files, js, css, packages }];
  });
}

/**
 * The output of a named entry ("entry-client") or of a dynamic import's chunk, named by its
 * module ("EventsScreen" for src/client/screens/events/EventsScreen.tsx).
 */
function outputNamed(metafile, name) {
  return Object.keys(metafile.outputs).find((file) => {
    const info = metafile.outputs[file];
    if (file.endsWith('.map') || info.entryPoint === undefined) return false;
    return (
      nameOfOutput(file) === name || (file.endsWith('.js') && (info.entryPoint.split('/').pop() ?? '').replace(/\.[jt]sx?$/, '') === name)
    );
  });
}

/** "dist/client/assets/entry-client-AB12CD.js" → "entry-client" (the hash esbuild appends goes). */
export function nameOfOutput(file) {
  const base = file.split('/').pop() ?? file;
  return base.replace(/-[A-Z0-9]+\.(js|css)$/i, '');
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** A few lines per entry, for the build's output. */
export function formatBundleReport(reports) {
  const lines = ['First load of a visitor (static imports included; raw / gzip):'];
  for (const { entry, files, js, css, packages } of reports) {
    const parts = [];
    if (js.raw > 0) parts.push(`JS ${kB(js.raw)} / ${kB(js.gzip)}`);
    if (css.raw > 0) parts.push(`CSS ${kB(css.raw)} / ${kB(css.gzip)}`);
    lines.push(`  ${entry.padEnd(20)} ${parts.join('   ')}   (${files.length} file${files.length === 1 ? '' : 's'})`);
    if (js.raw > 0)
      lines.push(
        `  ${''.padEnd(20)} largest (minified, before gzip): ${packages.map((weight) => `${weight.name} ${kB(weight.bytes)}`).join(', ')}`,
      );
  }
  return lines.join('\n');
}

/**
 * What a visitor's first load may weigh, JavaScript gzip bytes. The targets are the house's budgets
 * (docs/ARCHITECTURE.md: the entry 110 kB, a screen's first page, its chunk and its language's
 * texts with the entry, 130 kB); the build fails past a ceiling, which is the target since the
 * entry stopped falling apart into dozens of small shared chunks (esbuild.config.mjs,
 * lazyChunksAfterEntry: one chunk compresses better than 44 and carries no glue between them).
 */
export const FIRST_LOAD_BUDGETS = {
  entry: { target: 110 * 1024, ceiling: 110 * 1024 },
  screen: { target: 130 * 1024, ceiling: 130 * 1024 },
};

/** Which budget a report's entry falls under: the entry, a screen's first page, or none (CSS, staff's editing load). */
export function budgetKindOf(name) {
  if (name === 'entry-client') return 'entry';
  if (name.startsWith('screen ')) return 'screen';
  return null;
}

/**
 * The reports whose JavaScript is over their ceiling, with how far it is from its target too.
 * @param {EntryReport[]} reports
 * @returns {{ entry: string, gzip: number, ceiling: number, target: number }[]}
 */
export function overBudget(reports, budgets = FIRST_LOAD_BUDGETS) {
  return reports.flatMap(({ entry, js }) => {
    const kind = budgetKindOf(entry);
    if (!kind) return [];
    const { ceiling, target } = budgets[kind];
    return js.gzip > ceiling ? [{ entry, gzip: js.gzip, ceiling, target }] : [];
  });
}

/** The lines the build prints before it fails, and the distance to the targets otherwise. */
export function formatBudgets(reports, budgets = FIRST_LOAD_BUDGETS) {
  const over = overBudget(reports, budgets);
  if (over.length > 0) {
    return [
      'First load over its ceiling (scripts/bundleReport.mjs, FIRST_LOAD_BUDGETS):',
      ...over.map(({ entry, gzip, ceiling, target }) => `  ${entry}: ${kB(gzip)} gzip, ceiling ${kB(ceiling)} (target ${kB(target)})`),
    ].join('\n');
  }
  const heaviest = (kind) =>
    Math.max(0, ...reports.filter((report) => budgetKindOf(report.entry) === kind).map((report) => report.js.gzip));
  return `First load within its ceilings: entry ${kB(heaviest('entry'))} of ${kB(budgets.entry.ceiling)} (target ${kB(budgets.entry.target)}), heaviest screen ${kB(heaviest('screen'))} of ${kB(budgets.screen.ceiling)} (target ${kB(budgets.screen.target)})`;
}
