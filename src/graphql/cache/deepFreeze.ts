// Values the shared cache hands out are shared by every request that reads them: freezing
// them (once, when they are decoded) turns an accidental write by one resolver into a
// TypeError at the write (ESM code is strict) instead of a change every other visitor sees.

/**
 * Freezes `value` and every object and array reachable from it; returns `value`. An object
 * that is frozen already is taken as done (that also ends cycles): decoded upstream answers
 * are fresh objects, so the only frozen ones met are those frozen here.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
