import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { circlesOf, importGraph, importsOf, pathAround } from './checkCycles.mjs';

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** A folder of files (name → content) to read as a project's src. */
function project(files) {
  dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const names = (circles) => circles.map((circle) => circle.map((file) => path.relative(dir, file)));

describe('checkCycles', () => {
  it('reads value, type-only, re-exported and literal dynamic imports, and nothing it cannot resolve statically', () => {
    const code =
      "import type { A } from './a';\nimport { type B, c } from './b';\nexport { d } from './d';\nexport * from './e';\nconst f = () => import('./f');\nconst g = (name: string) => import('./g' + name);\nimport React from 'react';";
    expect(importsOf('x.tsx', code)).toEqual(['./a', './b', './d', './e', './f']);
  });

  it('finds a circle closed by a type-only import', () => {
    const root = project({
      'a.ts': "import { b } from './b';\nexport const a = b;",
      'b.ts': "import type { A } from './a';\nexport const b = 1;\nexport type B = A;",
    });
    expect(names(circlesOf(importGraph(root)))).toEqual([['a.ts', 'b.ts']]);
  });

  it('finds a circle closed by a dynamic import through a folder index and a .tsx file', () => {
    const root = project({
      'router.ts': "export const load = () => import('./screens');",
      'screens/index.ts': "export { Screen } from './Screen';",
      'screens/Screen.tsx': "import { load } from '../router';\nexport const Screen = load;",
    });
    const graph = importGraph(root);
    const circles = circlesOf(graph);
    expect(names(circles)).toEqual([['router.ts', 'screens/Screen.tsx', 'screens/index.ts']]);
    expect(pathAround(graph, circles[0]).map((file) => path.relative(root, file))).toEqual([
      'router.ts',
      'screens/index.ts',
      'screens/Screen.tsx',
      'router.ts',
    ]);
  });

  it('passes a graph without circles, and leaves tests and generated files out', () => {
    const root = project({
      'a.ts': "import { b } from './b';\nexport const a = b;",
      'b.ts': 'export const b = 1;',
      'b.test.ts': "import { a } from './a';\nimport { b } from './b';",
      'generated/types.ts': "import { a } from '../a';\nexport const t = a;",
    });
    expect(circlesOf(importGraph(root))).toEqual([]);
  });

  it('finds a file that imports itself', () => {
    const root = project({ 'self.ts': "import type { Self } from './self';\nexport interface Self { next: Self }" });
    expect(names(circlesOf(importGraph(root)))).toEqual([['self.ts']]);
  });
});
