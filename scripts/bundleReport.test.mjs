import { describe, expect, it } from 'vitest';
import { budgetKindOf, bundleReport, firstLoadFiles, formatBudgets, formatBundleReport, overBudget, packageOf } from './bundleReport.mjs';

// A small build: the entry imports a shared chunk statically (which imports another), and a
// screen chunk dynamically; a stylesheet entry stands alone.
const metafile = {
  outputs: {
    'dist/a/entry-client-AAAA1111.js': {
      bytes: 100,
      entryPoint: 'src/client/entry-client.tsx',
      imports: [
        { path: 'dist/a/chunk-SHARED11.js', kind: 'import-statement' },
        { path: 'dist/a/chunk-SCREEN11.js', kind: 'dynamic-import' },
      ],
      inputs: { 'src/client/entry-client.tsx': { bytesInOutput: 40 }, 'node_modules/react-dom/cjs/client.js': { bytesInOutput: 60 } },
    },
    'dist/a/entry-client-AAAA1111.js.map': { bytes: 999, imports: [], inputs: {} },
    'dist/a/chunk-SHARED11.js': {
      bytes: 50,
      imports: [{ path: 'dist/a/chunk-DEEP1111.js', kind: 'import-statement' }],
      inputs: { 'node_modules/@apollo/client/core/index.js': { bytesInOutput: 50 } },
    },
    'dist/a/chunk-DEEP1111.js': {
      bytes: 10,
      imports: [],
      inputs: { 'node_modules/@apollo/client/node_modules/tslib/tslib.js': { bytesInOutput: 10 } },
    },
    'dist/a/chunk-SCREEN11.js': {
      bytes: 500,
      entryPoint: 'src/client/screens/editor/EditorScreen.tsx',
      imports: [
        { path: 'dist/a/chunk-SHARED11.js', kind: 'import-statement' },
        { path: 'dist/a/editor-CCCC3333.css', kind: 'file-loader' },
      ],
      inputs: { 'node_modules/slate/dist/index.js': { bytesInOutput: 500 } },
    },
    'dist/a/editor-CCCC3333.css': { bytes: 20, imports: [], inputs: { 'css-url:/x/src/client/styles/editor.css': { bytesInOutput: 20 } } },
    'dist/a/site-BBBB2222.css': {
      bytes: 30,
      entryPoint: 'src/client/styles/site.css',
      imports: [],
      inputs: { 'src/client/styles/site.css': { bytesInOutput: 30 } },
    },
  },
};

const bytesOf = (file) => new Uint8Array(metafile.outputs[file].bytes).fill(97);

describe('the bundle report', () => {
  it('names the npm package of an input, scoped and nested ones included', () => {
    expect(packageOf('node_modules/react-dom/cjs/client.js')).toBe('react-dom');
    expect(packageOf('node_modules/@apollo/client/core/index.js')).toBe('@apollo/client');
    expect(packageOf('node_modules/@apollo/client/node_modules/tslib/tslib.js')).toBe('tslib');
    expect(packageOf('src/client/App.tsx')).toBeNull();
  });

  it('counts an entry with its static imports, transitively, and leaves dynamic imports out', () => {
    expect(firstLoadFiles(metafile, 'dist/a/entry-client-AAAA1111.js')).toEqual([
      'dist/a/chunk-DEEP1111.js',
      'dist/a/chunk-SHARED11.js',
      'dist/a/entry-client-AAAA1111.js',
    ]);
  });

  it("reports a screen's first load as the entry and the screen's chunk, shared chunks counted once", () => {
    const [screen] = bundleReport(metafile, [{ name: 'screen EditorScreen', parts: ['entry-client', 'EditorScreen'] }], bytesOf);
    expect(screen?.entry).toBe('screen EditorScreen');
    // The stylesheet whose address the screen's chunk imports (plugin css-url) loads with it.
    expect(screen?.files).toEqual([
      'dist/a/chunk-DEEP1111.js',
      'dist/a/chunk-SCREEN11.js',
      'dist/a/chunk-SHARED11.js',
      'dist/a/editor-CCCC3333.css',
      'dist/a/entry-client-AAAA1111.js',
    ]);
    expect(screen?.js.raw).toBe(660);
    expect(screen?.css.raw).toBe(20);
    expect(bundleReport(metafile, [{ name: 'screen Missing', parts: ['entry-client', 'Missing'] }], bytesOf)).toEqual([]);
  });

  it('sums raw and gzip sizes per kind and ranks the packages by their bytes in the output', () => {
    const [client, site] = bundleReport(metafile, ['entry-client', 'site'], bytesOf);
    expect(client?.js.raw).toBe(160);
    expect(client?.js.gzip).toBeGreaterThan(0);
    expect(client?.js.gzip).toBeLessThan(160);
    expect(client?.css.raw).toBe(0);
    expect(client?.packages).toEqual([
      { name: 'react-dom', bytes: 60 },
      { name: '@apollo/client', bytes: 50 },
      { name: '(our code)', bytes: 40 },
      { name: 'tslib', bytes: 10 },
    ]);
    expect(site?.css.raw).toBe(30);
    expect(site?.js.raw).toBe(0);
    expect(formatBundleReport([client, site].filter(Boolean))).toContain('react-dom 0.1 kB');
  });

  it('skips an entry the build does not have', () => {
    expect(bundleReport(metafile, ['entry-sandbox'], bytesOf)).toEqual([]);
  });
});

describe('first-load budgets', () => {
  const size = (gzip) => ({ raw: gzip * 3, gzip });
  const report = (entry, gzip) => ({ entry, files: [], js: size(gzip), css: size(0), packages: [] });
  const budgets = { entry: { target: 100, ceiling: 150 }, screen: { target: 120, ceiling: 170 } };

  it("holds the entry and each screen's first page, not the stylesheet or the staff editing load", () => {
    expect(budgetKindOf('entry-client')).toBe('entry');
    expect(budgetKindOf('screen EventsScreen de')).toBe('screen');
    expect(budgetKindOf('site')).toBeNull();
    expect(budgetKindOf('editing CmsPageScreen de (staff, ?edit=1)')).toBeNull();
  });

  it('fails a fixture entry and a fixture screen over their ceilings, and names how far each is from its target', () => {
    const reports = [
      report('entry-client', 151),
      report('screen EventsScreen de', 170),
      report('screen CmsPageScreen en', 171),
      report('editing CmsPageScreen de (staff, ?edit=1)', 900),
    ];
    expect(overBudget(reports, budgets)).toEqual([
      { entry: 'entry-client', gzip: 151, ceiling: 150, target: 100 },
      { entry: 'screen CmsPageScreen en', gzip: 171, ceiling: 170, target: 120 },
    ]);
    const text = formatBudgets(reports, budgets);
    expect(text).toContain('over its ceiling');
    expect(text).toContain('entry-client: 0.1 kB gzip, ceiling 0.1 kB (target 0.1 kB)');
    expect(text).toContain('screen CmsPageScreen en');
    expect(text).not.toContain('EventsScreen');
  });

  it('passes a build within its ceilings and says how far the heaviest are from the targets', () => {
    const reports = [report('entry-client', 2048), report('screen EventsScreen de', 3072)];
    const roomy = { entry: { target: 1024, ceiling: 4096 }, screen: { target: 2048, ceiling: 4096 } };
    expect(overBudget(reports, roomy)).toEqual([]);
    expect(formatBudgets(reports, roomy)).toBe(
      'First load within its ceilings: entry 2.0 kB of 4.0 kB (target 1.0 kB), heaviest screen 3.0 kB of 4.0 kB (target 2.0 kB)',
    );
  });
});
