import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { readStaticErrorPages } from './readStaticErrorPages';

const logger = pino({ level: 'silent' });
let dir = '';

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('readStaticErrorPages', () => {
  it('reads the pages of 404, 500 and 503, for all languages or one, and ignores other files', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'error-pages-'));
    await writeFile(path.join(dir, '404.html'), '<h1>Weg</h1>');
    await writeFile(path.join(dir, '503.en.html'), '<h1>Back soon</h1>');
    await writeFile(path.join(dir, '418.html'), '<h1>Teapot</h1>');
    await writeFile(path.join(dir, '500.fr.html'), '<h1>Erreur</h1>');
    await writeFile(path.join(dir, 'README.md'), '# x');
    await writeFile(path.join(dir, '500.html'), 'x'.repeat(100_001));
    const pages = await readStaticErrorPages(dir, logger);
    expect(Object.fromEntries(pages)).toEqual({ '404': '<h1>Weg</h1>', '503.en': '<h1>Back soon</h1>' });
  });

  it('has no pages when the folder is missing', async () => {
    expect((await readStaticErrorPages(path.join(tmpdir(), 'no-such-folder-here'), logger)).size).toBe(0);
  });

  it('reads the pages the repository ships', async () => {
    const pages = await readStaticErrorPages(path.join(import.meta.dirname, 'errorPages'), logger);
    expect([...pages.keys()].sort()).toEqual(['500.de', '500.en']);
  });
});
