import { readdirSync } from 'node:fs';
import { parse, print, stripIgnoredCharacters, type DocumentNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, squashGraphql } from './gql';
import { knownDocument, registeredDocuments } from './knownDocuments';

const DOCUMENTS_FOLDER = new URL('../generated/documents/', import.meta.url);

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';
}

/** Every generated document (one module each), loaded as the chunks that use them load them. */
let DOCUMENTS: [string, DocumentNode][] = [];

beforeAll(async () => {
  const files = readdirSync(DOCUMENTS_FOLDER).filter((file) => file.endsWith('.ts'));
  const modules = await Promise.all(files.map(async (file) => (await import(new URL(file, DOCUMENTS_FOLDER).href)) as Record<string, unknown>));
  DOCUMENTS = modules.flatMap((module) => Object.entries(module).filter((entry): entry is [string, DocumentNode] => isDocument(entry[1])));
});

describe('gql (graphql-tag in the browser bundle)', () => {
  it('finds the generated documents', () => {
    expect(DOCUMENTS.map(([name]) => name)).toEqual(expect.arrayContaining(['SiteChromeDocument', 'ProgrammeDocument']));
  });

  it('knows every generated document once its module is loaded, each registered once', () => {
    const registered = registeredDocuments();
    for (const [name, document] of DOCUMENTS) expect(registered.filter((known) => known === document), name).toHaveLength(1);
  });

  it('finds a document only after it is registered, as a screen chunk registers its own when it loads', () => {
    const text = 'query LaterChunk($id: ID!) { event(id: $id) { id title } }';
    expect(() => gql(text)).toThrow(/only the generated GraphQL documents/);
    const document = knownDocument(parse(text));
    expect(gql(stripIgnoredCharacters(text))).toBe(document);
  });

  it('revives every generated document from the text the server streams, as @apollo/client-react-streaming asks for it', () => {
    for (const [name, document] of DOCUMENTS) {
      // The server sends stripIgnoredCharacters(print(query)); the browser calls gql(print(gql(text))).
      const streamed = stripIgnoredCharacters(print(document));
      const revived = gql(print(gql(streamed)));
      expect(revived, name).toBe(document);
      // The same document graphql's parser would have made.
      expect(print(revived), name).toBe(print(parse(streamed)));
    }
  });

  it('also finds a document from its printed or hand-written form, as a template tag too', () => {
    const [, document] = DOCUMENTS[0] ?? [];
    if (!document) throw new Error('no generated document');
    const text = print(document);
    expect(gql(text)).toBe(document);
    expect(gql(`# a comment\n${text.replaceAll('\n', ',\n   ')}`)).toBe(document);
    expect(gql([text])).toBe(document);
  });

  it('refuses a text that is none of the generated documents, with a clear error', () => {
    expect(() => gql('query Other { site { name } }')).toThrow(/only the generated GraphQL documents/);
    const [, document] = DOCUMENTS[0] ?? [];
    if (!document) throw new Error('no generated document');
    // One field more is another document.
    expect(() => gql(print(document).replace('{', '{ extra'))).toThrow(/only the generated GraphQL documents/);
  });

  it('drops ignored characters only outside strings', () => {
    expect(squashGraphql('query A($a: String = "x, y # z") { f(a: """ b , c """) }  # gone')).toBe('queryA($a:String="x, y # z"){f(a:""" b , c """)}');
    expect(squashGraphql('{ f(a: "say \\"hi\\" , there") }')).toBe('{f(a:"say \\"hi\\" , there")}');
  });
});
