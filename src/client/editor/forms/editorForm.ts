// What every editor form does with its messages and values (issue 23), pure: the gateway's
// messages by argument path split onto the form's fields (the rest for the whole form), the
// first field with a message in the order shown (it takes the focus), and whether the values
// differ from what the form started from (an unsaved change).

/** A field's own-check problem: the field and its message, ready to show. */
export type FieldProblem<F extends string> = readonly [F, string];

export interface SplitFieldErrors<F extends string> {
  byField: Partial<Record<F, string>>;
  rest: string[];
}

/**
 * The gateway's messages by argument path (`input.oldPath`, `fields.headline.content`) on the
 * form's fields: `fieldOf` names the field of a path (its last segment, usually) or none; a
 * field shows its first message, whatever has no field goes to the form.
 */
export function splitFieldErrors<F extends string>(fieldErrors: Record<string, readonly string[]>, fieldOf: (path: string, last: string) => F | undefined): SplitFieldErrors<F> {
  const byField: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = fieldOf(path, path.split('.').pop() ?? '');
    const [first] = messages;
    if (field !== undefined && first) byField[field] = first;
    else rest.push(...messages);
  }
  return { byField, rest };
}

/** The first of `names` in the form's order (the one that takes the focus), if any. */
export function firstInOrder<F extends string>(order: readonly F[], names: readonly F[]): F | undefined {
  return order.find((name) => names.includes(name));
}

/** Whether any of `values`' fields differs from `base` (compared as they are, by identity). */
export function differs<V extends object>(values: V, base: V): boolean {
  return (Object.keys(values) as (keyof V)[]).some((name) => values[name] !== base[name]);
}
