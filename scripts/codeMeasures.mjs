#!/usr/bin/env node
// `npm run measure:code`: the figures the README's architecture section keeps (issue 23): lines of
// code per folder of src/ (tests and generated files apart), the functions longer than 100 lines
// (the longest named), and the import circles (scripts/checkCycles.mjs). It reads the files as
// they are; it changes nothing and always exits 0.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';
import { circlesOf, importGraph } from './checkCycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const LONG = 100;

function files(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'generated') found.push(...files(full));
    } else if (/\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** Line number (1-based) of each offset, by a table of line starts. */
function lineOf(starts, offset) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/** The functions of a file with their line counts, named by the binding or property they are given to. */
function functionsOf(file, code) {
  const starts = [0];
  for (let index = 0; index < code.length; index += 1) if (code[index] === '\n') starts.push(index + 1);
  const { program } = parseSync(file, code);
  const found = [];
  const visit = (node, name) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, name);
      return;
    }
    if (FUNCTION_TYPES.has(node.type)) {
      const lines = lineOf(starts, node.end) - lineOf(starts, node.start) + 1;
      found.push({ name: node.id?.name ?? name ?? '(anonymous)', line: lineOf(starts, node.start), lines });
    }
    const own =
      node.type === 'VariableDeclarator'
        ? node.id?.name
        : node.type === 'Property' || node.type === 'MethodDefinition'
          ? node.key?.name
          : undefined;
    for (const [key, value] of Object.entries(node))
      if (key !== 'parent' && value && typeof value === 'object') visit(value, own ?? (FUNCTION_TYPES.has(node.type) ? undefined : name));
  };
  visit(program, undefined);
  return found;
}

const src = path.join(root, 'src');
const byFolder = new Map();
const long = [];
for (const file of files(src)) {
  const code = readFileSync(file, 'utf8');
  const relative = path.relative(root, file);
  const test = /\.test\.(ts|tsx|mjs)$/.test(file);
  const folder = relative.split(path.sep).slice(0, 2).join('/');
  const lines = code.split('\n').filter((line) => line.trim() !== '').length;
  const entry = byFolder.get(folder) ?? { code: 0, tests: 0 };
  if (test) entry.tests += lines;
  else entry.code += lines;
  byFolder.set(folder, entry);
  if (!test) for (const fn of functionsOf(file, code)) if (fn.lines > LONG) long.push({ ...fn, file: relative });
}

console.log('Lines (not blank) per folder, code and tests:');
for (const [folder, { code, tests }] of [...byFolder].sort((a, b) => b[1].code - a[1].code))
  console.log(`  ${folder.padEnd(14)} ${String(code).padStart(7)} ${String(tests).padStart(7)}`);
console.log(`\nFunctions over ${LONG} lines: ${long.length}`);
for (const fn of long.sort((a, b) => b.lines - a.lines).slice(0, process.argv.includes('--all') ? undefined : 15))
  console.log(`  ${String(fn.lines).padStart(4)}  ${fn.name} (${fn.file}:${fn.line})`);
console.log(`\nImport circles in src/ (type-only and dynamic imports counted): ${circlesOf(importGraph(src)).length}`);
