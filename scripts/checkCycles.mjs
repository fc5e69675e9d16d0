#!/usr/bin/env node
// `npm run check:cycles` (and a step of `npm test`): fails on any import circle between the
// files of src/ (issue 23 item 3). Unlike the lint rule, it counts every edge a reader has to
// follow: type-only imports, re-exports and dynamic `import()` of a literal path, because a
// circle closed by a type or a lazy import still ties the files together for whoever reads or
// moves them. Imports are read by oxc-parser (the parser behind oxlint); a relative specifier is
// resolved as the build resolves it (the file, then .ts, .tsx, .js, .mjs, then index.*).
// Tests and generated files are left out: a test may import what it tests from both sides.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const LEFT_OUT = /(\.test\.(ts|tsx|mjs)|\.d\.ts)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** Every source file under `dir` (absolute paths), generated folders and tests left out. */
function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'generated' && name !== 'node_modules') files.push(...sourceFiles(full));
    } else if (SOURCE.test(name) && !LEFT_OUT.test(name)) files.push(full);
  }
  return files;
}

/** The specifier of a dynamic import when it is one literal string, else null. */
function literal(text) {
  const match = /^\s*(['"`])([^'"`$]*)\1\s*$/.exec(text);
  return match ? match[2] : null;
}

/** The relative specifiers a file imports in any way (value, type, re-export, dynamic). */
export function importsOf(file, code) {
  const { module, errors } = parseSync(file, code);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0].message}`);
  const specifiers = [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.map((item) => item.moduleRequest?.value).filter(Boolean)),
    ...module.dynamicImports.map((entry) => literal(code.slice(entry.moduleRequest.start, entry.moduleRequest.end))).filter(Boolean),
  ];
  return [...new Set(specifiers.filter((specifier) => specifier.startsWith('.')))];
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The import graph of the files under `root`: file → files it imports (both absolute). */
export function importGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const targets = importsOf(file, readFileSync(file, 'utf8'))
      .map((specifier) => resolve(file, specifier))
      .filter((target) => target !== null && SOURCE.test(target) && !LEFT_OUT.test(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The circles of a graph: its strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function circlesOf(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (start) => {
    // Iterative, so a deep graph cannot overflow the call stack.
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = graph.get(node) ?? [];
      if (next < targets.length) {
        frame[1] += 1;
        const target = targets[next];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || (graph.get(node) ?? []).includes(node))
          circles.push(component.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles.sort((a, b) => b.length - a.length);
}

/** One path around a circle (for the message): from its first file back to it, inside the component. */
export function pathAround(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const way = [start];
        for (let at = node; at !== null && at !== start; at = previous.get(at)) way.splice(1, 0, at);
        return [...way, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const graph = importGraph(path.join(root, 'src'));
  const circles = circlesOf(graph);
  const relative = (file) => path.relative(root, file);
  if (circles.length === 0) {
    console.log(`No import circle among ${graph.size} files of src/ (type-only and dynamic imports counted).`);
  } else {
    console.error(`${circles.length} import circle(s) in src/ (type-only and dynamic imports counted):`);
    for (const circle of circles) {
      console.error(`\n  ${circle.length} files: ${pathAround(graph, circle).map(relative).join('\n    → ')}`);
      if (circle.length > 2) console.error(`  all of them: ${circle.map(relative).join(', ')}`);
    }
    process.exit(1);
  }
}
