/**
 * The `default` of an exhaustive switch: a case left out is a type error (`value` is not
 * `never`), and a value that slips past the types at run time throws instead of passing silently.
 */
export function assertUnreachable(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
