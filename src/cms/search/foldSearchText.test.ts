import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldedWords, foldSearchText } from './foldSearchText';

describe('foldSearchText', () => {
  it('drops diacritics (README "Search": "Dvorak" finds "Dvořák")', () => {
    expect(foldSearchText('Dvořák')).toBe('dvorak');
    expect(foldSearchText('Bartók, Janáček, Saint-Saëns, Sibelius')).toBe('bartok janacek saint sans sibelius');
    expect(foldSearchText('Crème brûlée à la façon')).toBe('creme brulee a la facon');
  });

  it('reads umlauts and their transcriptions alike: "Muenchen", "Munchen" and "München"', () => {
    expect(foldSearchText('München')).toBe('munchen');
    expect(foldSearchText('Muenchen')).toBe('munchen');
    expect(foldSearchText('MUNCHEN')).toBe('munchen');
    expect(foldSearchText('Händel')).toBe(foldSearchText('Haendel'));
    expect(foldSearchText('Schönberg')).toBe(foldSearchText('Schoenberg'));
    expect(foldSearchText('Größe')).toBe('grosse');
    expect(foldSearchText('STRAẞE')).toBe('strasse');
  });

  it('reads every ae, oe, ue as a, o, u, on both sides of a match', () => {
    expect(foldSearchText('Neuen Poesie Israel')).toBe('neun posie isral');
  });

  it('folds letters without a decomposition by hand', () => {
    expect(foldSearchText('Øresund Łódź Œuvre Æther Đorđe')).toBe('oresund lodz ouvre ather dorde');
  });

  it('keeps ASCII letters and digits only, one space between words', () => {
    expect(foldSearchText('  3. Sinfoniekonzert – „Aus der Welt“!  ')).toBe('3 sinfoniekonzert aus der welt');
    expect(foldSearchText("o'neil & !x | (y) <-> z:*")).toBe('o neil x y z');
    expect(foldSearchText('ﬁnale ²')).toBe('finale 2');
    expect(foldSearchText('Чайковский')).toBe('');
    expect(foldSearchText('')).toBe('');
  });

  it('splits into words', () => {
    expect(foldedWords('Glinka, Rachmaninow und Haydn')).toEqual(['glinka', 'rachmaninow', 'und', 'haydn']);
    expect(foldedWords(' – ')).toEqual([]);
  });
});

/**
 * The documents are folded by search_fold() in SQL (migrations/008_search_folding.sql), the query
 * by foldSearchText: they must agree, or a word would not find itself.
 */
describe('foldSearchText and search_fold() in SQL', () => {
  const samples = [
    'Dvořák München Straße ẞ Größe',
    'Muenchen Händel Haendel Schönberg Schoenberg Blue Queen',
    'Øresund Łódź Œuvre Æther Đorđe ħ ı',
    '3. Sinfoniekonzert – „Aus der Neuen Welt“!',
    "o'neil & !x | (y) <-> z:* -konzert",
    'ﬁnale ² Ｆｕｌｌ Ⅻ ℌ',
    'Чайковский Σ 漢字 🎻 e\u0301 a\u0308',
    'Crème brûlée à la façon de Saint-Saëns',
    '  spaces\tand\nnewlines  ',
  ];
  let db: PGlite;

  beforeAll(async () => {
    // The function's statement as the migration has it (the rest of the migration needs the tables).
    const migration = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations/008_search_folding.sql'), 'utf8');
    const statement = /^CREATE FUNCTION search_fold\(.*?\);$/ms.exec(migration)?.[0];
    if (statement === undefined) throw new Error('search_fold not found in 008_search_folding.sql');
    db = await PGlite.create();
    await db.exec(statement);
  }, 60_000);

  afterAll(async () => {
    await db.close();
  });

  it.each(samples)('folds %j the same', async (sample) => {
    const { rows } = await db.query<{ folded: string }>('SELECT search_fold($1) AS folded', [sample]);
    expect(rows[0]?.folded).toBe(foldSearchText(sample));
  });
});
