// The GraphQL documents this bundle holds, for gql.ts to find the query texts the server streams.
// Every generated document passes through knownDocument() when its module is evaluated
// (scripts/codegen.mjs writes the call into src/client/generated/operations.ts, marked pure): a
// document that no module of a chunk uses is left out of that chunk with its registration, so
// the entry carries only the chrome's documents and a screen's documents come with its chunk,
// registered as soon as the chunk is evaluated.
import type { DocumentNode } from 'graphql';

const registered: DocumentNode[] = [];

/** Records a generated document as one the browser may be asked to revive; returns it. */
export function knownDocument<T extends DocumentNode>(document: T): T {
  registered.push(document);
  return document;
}

/** The documents registered so far, in the order their modules were evaluated. */
export function registeredDocuments(): readonly DocumentNode[] {
  return registered;
}
