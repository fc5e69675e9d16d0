// The requirements in the repository (issue 23 item 5): every section of the two specifications
// the code cites has its file in docs/requirements/, and every file a requirements file names as
// implementing a rule exists. The specifications themselves are not part of the repository, so a
// citation that has no file there points at nothing a reader of the clone can open.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const requirementsDir = join(root, 'docs', 'requirements');
const thisFile = relative(root, fileURLToPath(import.meta.url));

// Text files only: pictures, fonts and the like cannot cite anything.
const TEXT = /\.(?:[cm]?[jt]sx?|graphql|css|sql|md|json|html|txt|ya?ml)$/;

function filesUnder(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') found.push(...filesUnder(path));
    } else if (TEXT.test(entry.name)) {
      found.push(path);
    }
  }
  return found;
}

// A citation names its document and one section, and may go on with more sections of the same
// document: "§1, §4 and §6" or a range "§7–§9". Each of them counts.
const CITATION = /spec (00[01]) (§\d+(?:\s*(?:,|and|–|-)\s*§\d+)*)/g;

/** The sections a text cites, as 'DOC-N' (e.g. '000-4'). */
function citedSections(text) {
  const cited = new Set();
  for (const match of text.matchAll(CITATION)) {
    const doc = match[1];
    const numbers = [...match[2].matchAll(/§(\d+)/g)].map((m) => Number(m[1]));
    const joiners = match[2]
      .split(/§\d+/)
      .slice(1, -1)
      .map((s) => s.trim());
    numbers.forEach((n, i) => {
      cited.add(`${doc}-${n}`);
      // "§7–§9" names §8 too.
      if (i > 0 && (joiners[i - 1] === '–' || joiners[i - 1] === '-')) {
        for (let k = numbers[i - 1] + 1; k < n; k++) cited.add(`${doc}-${k}`);
      }
    });
  }
  return cited;
}

/** Where each cited section is cited first (for the failure message). */
function citationsInRepository() {
  const firstCitedIn = new Map();
  for (const top of ['src', 'tests', 'scripts']) {
    for (const file of filesUnder(join(root, top))) {
      const path = relative(root, file);
      if (path === thisFile) continue;
      for (const section of citedSections(readFileSync(file, 'utf8'))) {
        if (!firstCitedIn.has(section)) firstCitedIn.set(section, path);
      }
    }
  }
  return firstCitedIn;
}

const byName = (a, b) => a.localeCompare(b);

const requirementFiles = existsSync(requirementsDir)
  ? readdirSync(requirementsDir).filter((name) => name.endsWith('.md') && name !== 'README.md')
  : [];

describe('docs/requirements', () => {
  it('reads a citation and its further sections, ranges included', () => {
    expect([...citedSections('(spec 000 §1, §4 and §6; spec 001 §7–§9)')].sort(byName)).toEqual([
      '000-1',
      '000-4',
      '000-6',
      '001-7',
      '001-8',
      '001-9',
    ]);
    expect([...citedSections('spec 001 §2 "Filters"')]).toEqual(['001-2']);
  });

  it('has a file for every section the code cites', () => {
    const cited = citationsInRepository();
    expect(cited.size).toBeGreaterThan(10);
    const missing = [...cited]
      .filter(([section]) => !requirementFiles.some((name) => name.startsWith(`${section}-`)))
      .map(([section, file]) => `spec ${section.replace('-', ' §')} (cited in ${file}) has no docs/requirements/${section}-<subject>.md`);
    expect(missing).toEqual([]);
  });

  it('names its files DOC-N-subject.md, one per section', () => {
    const wrong = requirementFiles.filter((name) => !/^00[01]-\d+-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.test(name));
    expect(wrong).toEqual([]);
    const sections = requirementFiles.map((name) => name.split('-').slice(0, 2).join('-'));
    expect(sections.length).toBe(new Set(sections).size);
  });

  it('names only implementing files that exist', () => {
    const broken = [];
    for (const name of requirementFiles) {
      const text = readFileSync(join(requirementsDir, name), 'utf8');
      for (const match of text.matchAll(/`((?:src|tests|scripts|docs)\/[^`\s]*)`/g)) {
        if (!existsSync(join(root, match[1]))) broken.push(`${name}: ${match[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('lists every file in its README, and nothing the folder does not hold', () => {
    const readme = readFileSync(join(requirementsDir, 'README.md'), 'utf8');
    const listed = [...readme.matchAll(/\]\((00[01]-[^)]+\.md)\)/g)].map((m) => m[1]);
    expect([...listed].sort(byName)).toEqual([...requirementFiles].sort(byName));
    for (const name of listed) expect(statSync(join(requirementsDir, name)).isFile()).toBe(true);
  });
});
