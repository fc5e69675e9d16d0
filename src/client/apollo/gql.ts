// What the browser's bundle has in place of graphql-tag (esbuild.config.mjs resolves `graphql-tag`
// to this file for the client build only). The one caller is @apollo/client-react-streaming: when
// the server's render started a query, the browser is sent the query as minified text and turns
// it back into a document with gql(), to replay the streamed result into its cache before it
// hydrates. graphql-tag parses that text with graphql's parser (about 30 kB minified, 8 kB gzip
// of the first load). Every query the server renders is one of our generated documents
// (src/client/generated/operations.ts, already parsed by codegen), so the text is looked up
// among them instead: two texts name the same document when they are equal without the
// characters GraphQL ignores (white space, commas, comments) outside string literals.
// gql.test.ts proves it for every generated document, with graphql's own minifier.
//
// Only the documents of the chunks loaded so far are known (knownDocuments.ts): the chrome's with
// the entry, a screen's with its chunk. A page's streamed queries are always known in time: the
// entry loads the page's screen chunk before it hydrates (entry-client.tsx), and the browser's
// Apollo Client, which replays what the server streamed, is made during hydration.
import type { DocumentNode } from 'graphql';
import { print } from 'graphql';
import { registeredDocuments } from './knownDocuments';

/** The text without the characters GraphQL ignores outside strings (white space, commas, BOM, comments). */
export function squashGraphql(text: string): string {
  let squashed = '';
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (text.startsWith('"""', at)) {
      let end = at + 3;
      while (end < text.length && !text.startsWith('"""', end)) end += text.startsWith('\\"""', end) ? 4 : 1;
      squashed += text.slice(at, end + 3);
      at = end + 3;
    } else if (char === '"') {
      let end = at + 1;
      while (end < text.length && text[end] !== '"' && text[end] !== '\n') end += text[end] === '\\' ? 2 : 1;
      squashed += text.slice(at, end + 1);
      at = end + 1;
    } else if (char === '#') {
      while (at < text.length && text[at] !== '\n' && text[at] !== '\r') at += 1;
    } else {
      if (!/[\s,\uFEFF]/.test(char)) squashed += char;
      at += 1;
    }
  }
  return squashed;
}

/** Registered documents by their squashed text; filled as documents are registered and asked for. */
const known = new Map<string, DocumentNode>();
let indexed = 0;

function knownDocuments(): Map<string, DocumentNode> {
  const documents = registeredDocuments();
  for (const document of documents.slice(indexed)) known.set(squashGraphql(print(document)), document);
  indexed = documents.length;
  return known;
}

/** Whether a streamed query text is one of the documents registered so far. */
export function isKnownDocumentText(text: string): boolean {
  return knownDocuments().has(squashGraphql(text));
}

/** graphql-tag's gql for the texts of our own generated documents. */
export function gql(literals: string | readonly string[], ...values: unknown[]): DocumentNode {
  const text = typeof literals === 'string' ? literals : literals.join('');
  const document = values.length === 0 ? knownDocuments().get(squashGraphql(text)) : undefined;
  if (!document) throw new Error(`The browser knows only the generated GraphQL documents of the chunks it has loaded (src/client/apollo/gql.ts); not: ${text.slice(0, 120)}`);
  return document;
}

// The rest of graphql-tag's exports, which @apollo/client re-exports: nothing to configure here.
export function resetCaches(): void {}
export function disableFragmentWarnings(): void {}
export function enableExperimentalFragmentVariables(): void {}
export function disableExperimentalFragmentVariables(): void {}
