// The one escaping helper for every value that goes into an inline <script> (docs/CONVENTIONS.md):
// JSON with the characters that could close the script element or start an HTML comment
// or break a JavaScript string escaped.
const UNSAFE = /[<>&\u2028\u2029]/g;
const REPLACEMENT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeForScript(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value) ?? 'null');
}

/** The same escaping for JSON text made elsewhere (a reused result's remembered text, shared/knownJson). */
export function escapeJsonForScript(json: string): string {
  return json.replace(UNSAFE, (char) => REPLACEMENT[char] ?? char);
}
