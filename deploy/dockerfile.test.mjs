// The Dockerfile read as text (issue 24; building it is `npm run image`, never part of the tests):
// the official base image by default, and every file of ours the build stage's
// `node esbuild.config.mjs` imports copied into that stage.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const lines = dockerfile.split('\n');

/** The instructions of the stage named `name` (from its FROM to the next). */
function stage(name) {
  const start = lines.findIndex((line) => new RegExp(`^FROM \\S+ AS ${name}$`).test(line));
  const end = lines.findIndex((line, index) => index > start && line.startsWith('FROM '));
  return lines.slice(start, end === -1 ? undefined : end);
}

/** What `COPY a b ./dest/` copies, as paths in the build context. */
function copiedSources(instructions) {
  return instructions.filter((line) => /^COPY (?!--from)/.test(line)).flatMap((line) => line.split(/\s+/).slice(1, -1));
}

describe('Dockerfile', () => {
  it('builds on the official node:20-bookworm-slim unless NODE_IMAGE names another base', () => {
    const firstFrom = lines.findIndex((line) => line.startsWith('FROM '));
    expect(lines.slice(0, firstFrom)).toContain('ARG NODE_IMAGE=node:20-bookworm-slim');
    expect(lines.filter((line) => line.startsWith('FROM ')).map((line) => line.split(' ')[1])).toEqual(['${NODE_IMAGE}', '${NODE_IMAGE}']);
  });

  it('copies into the build stage every file of ours that esbuild.config.mjs imports', () => {
    const config = readFileSync(path.join(root, 'esbuild.config.mjs'), 'utf8');
    const imported = [...config.matchAll(/^import [^;]*? from '(\.\/[^']+)';$/gm)].map((match) => path.posix.normalize(match[1]));
    expect(imported.length).toBeGreaterThan(0);
    const copied = copiedSources(stage('build'));
    for (const file of imported) {
      expect(copied.some((source) => source === file || file.startsWith(`${source.replace(/\/$/, '')}/`))).toBe(true);
    }
  });

  it('installs without install scripts, as package.json allowScripts says', () => {
    const installs = lines.filter((line) => /\bnpm ci\b/.test(line));
    expect(installs).toHaveLength(2);
    for (const line of installs) expect(line).toMatch(/--ignore-scripts/);
  });
});
