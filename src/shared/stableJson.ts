/**
 * JSON with object keys in sorted order, at every depth: the same values give the same text
 * whatever order their keys came in, so it serves as a cache key. Like JSON.stringify, a
 * property whose value is undefined is left out (`{ a: undefined }` and `{}` are one key).
 */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
