// One text per query and its variables: the key under which the page's data store keeps a
// result, the same on the server (which streams it) and in the browser (which reads it back).
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { stableJson } from '../../shared/stableJson';

/** The name of the document's operation ('SiteChrome'); every operation of ours is named. */
function operationName(document: DocumentNode): string {
  // An operation is the definition with an `operation` (graphql's Kind enum would bring its module).
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => 'operation' in definition);
  if (operation?.name) return operation.name.value;
  throw new Error('An operation without a name has no key (every generated document is named)');
}

/**
 * `OpeningHoursToday{"date":"2026-11-27","locale":"DE"}`; a `queryKey` (a screen's retry count) makes
 * another entry for the same variables, so a retry asks again.
 */
export function operationKey(document: DocumentNode, variables: object | undefined, queryKey?: readonly unknown[]): string {
  const key = `${operationName(document)}${stableJson(variables ?? {})}`;
  return queryKey && queryKey.length > 0 ? `${key}#${stableJson(queryKey)}` : key;
}
