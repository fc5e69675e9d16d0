// JSON text remembered for frozen values that many pages send as they are (a page render's
// reused query result, src/graphql/cache/RenderResultCache.ts): writing such a value into a
// page copies its text instead of serialising it again. Keyed by the object itself (a WeakMap),
// and only frozen objects are taken, so a remembered text always matches its value.

const known = new WeakMap<object, string>();

/** Remembers `json` as the text of `value`, which must be frozen (deeply) and serialise to exactly that. */
export function rememberJson(value: object, json: string): void {
  if (Object.isFrozen(value)) known.set(value, json);
}

function hasKnown(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (known.has(value)) return true;
  if (depth === 0) return false;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => hasKnown(child, depth - 1));
}

/** A marker no serialised value contains: random per process. */
const MARK = `known-json-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}-`;
const MARKED = new RegExp(`"${MARK}(\\d+)"`, 'g');

/**
 * JSON.stringify, except that remembered values within the first `depth` levels are written as
 * their remembered text. Without any there, it is plain JSON.stringify.
 */
export function stringifyKnowing(value: unknown, depth = 4): string {
  if (!hasKnown(value, depth)) return JSON.stringify(value) ?? 'null';
  const texts: string[] = [];
  const json =
    JSON.stringify(value, (_key, child: unknown) => {
      if (typeof child !== 'object' || child === null) return child;
      const text = known.get(child);
      if (text === undefined) return child;
      texts.push(text);
      return `${MARK}${texts.length - 1}`;
    }) ?? 'null';
  return json.replace(MARKED, (_match, index: string) => texts[Number(index)] ?? 'null');
}
