// Editor changes run one after another (README "Page editor": "each change runs in one transaction,
// editor changes one after another"): each takes this transaction-scoped advisory lock first, in
// every upstream process on the database (the key names the schema, so test runs in their own
// schemas do not wait for each other). The scheduler's changes take it too (pageScheduler.ts), so
// a scheduled publish and a publish by hand never interleave.
import type { Queryable } from '../db/openDatabase';

/** Waits for the editor's lock; it is held until the surrounding transaction ends. */
export async function lockEditorChanges(client: Queryable): Promise<void> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('orchestra-cms-editor:' || current_schema()))`);
}
