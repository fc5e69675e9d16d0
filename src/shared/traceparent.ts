// The trace a W3C `traceparent` header names (https://www.w3.org/TR/trace-context/#traceparent-header):
// the web process sends one with every upstream call when it traces (README "Traces"), and the
// embedded upstream writes its trace id into its log lines, so they join the web process's trace.
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;
const ZEROS = /^0+$/;

/** The trace id of a well-formed traceparent (lower-case hex, neither id all zeros, not version ff); undefined otherwise. */
export function traceIdOfTraceparent(header: string | undefined): string | undefined {
  const match = header === undefined ? null : TRACEPARENT.exec(header.trim());
  if (!match) return undefined;
  const [, version, traceId, parentId] = match;
  if (version === 'ff' || traceId === undefined || ZEROS.test(traceId) || ZEROS.test(parentId ?? '')) return undefined;
  return traceId;
}
