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
export function splitFieldErrors<F extends string>(
  fieldErrors: Record<string, readonly string[]>,
  fieldOf: (path: string, last: string) => F | undefined,
): SplitFieldErrors<F> {
  const byField: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = fieldOf(path, path.split('.').pop() ?? '');
    const [first] = messages;
    if (field !== undefined && first !== undefined) byField[field] = first;
    else rest.push(...messages);
  }
  return { byField, rest };
}

/** The first of `names` in the form's order (the one that takes the focus), if any. */
export function firstInOrder<F extends string>(order: readonly F[], names: readonly F[]): F | undefined {
  return order.find((name) => names.includes(name));
}

/** A `fieldOf` for forms whose fields are named as the gateway's arguments end (`input.oldPath` → oldPath). */
export function byLastSegment<F extends string>(
  fields: readonly F[],
): (fieldErrors: Record<string, readonly string[]>) => SplitFieldErrors<F> {
  return (fieldErrors) => splitFieldErrors(fieldErrors, (_path, last) => fields.find((name) => name === last));
}

/** What a form shows after a refusal: a message by field, one for the form, and what takes the focus. */
export interface FormMessages<F extends string> {
  errors: Partial<Record<F, string>>;
  formError: string;
  /** The first field with a message in the form's order; null: the form's message. */
  focus: F | null;
}

/** The form's own problems (`formErrors`: the form's 'check the marked fields'); null when there are none. */
export function problemMessages<F extends string>(
  problems: readonly FieldProblem<F>[],
  order: readonly F[],
  formErrors: string,
): FormMessages<F> | null {
  if (problems.length === 0) return null;
  const errors: Partial<Record<F, string>> = {};
  for (const [name, message] of problems) errors[name] = message;
  return {
    errors,
    formError: formErrors,
    focus:
      firstInOrder(
        order,
        problems.map(([name]) => name),
      ) ?? null,
  };
}

/** The gateway's messages: by field, and the rest (else `formErrors`) for the form. */
export function gatewayMessages<F extends string>(
  { byField, rest }: SplitFieldErrors<F>,
  order: readonly F[],
  formErrors: string,
): FormMessages<F> {
  return {
    errors: byField,
    formError: rest.length > 0 ? rest.join(' ') : formErrors,
    focus: firstInOrder(order, Object.keys(byField) as F[]) ?? null,
  };
}

/** Whether any of `values`' fields differs from `base` (compared as they are, by identity). */
export function differs<V extends object>(values: V, base: V): boolean {
  return (Object.keys(values) as (keyof V)[]).some((name) => values[name] !== base[name]);
}
