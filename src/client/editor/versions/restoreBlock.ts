// Restoring one block of an older version into the page as it is now (issue 22 part 5), each a
// real change with the upstream's revision checks and an entry in the page history (decision
// 016), so Ctrl+Z undoes it:
// - a section still on the page gets the older version's snapshot (restoreSection, based on the
//   section's content revision as the page shows it); history: the section before and after;
// - a section deleted since is created again at its older place and the snapshot restored into
//   it under the new id; history: a section added (its undo deletes it again);
// - a module is put back inside its section as the section is now (blockRestore.ts) with one
//   restoreSection, so the rest of the section stays; history: the section before and after.
// A refusal (someone else's change since) is said by the 'error' alert like every editor save,
// and answered here with its message for the comparison to show beside the block.
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorCreateSectionDocument } from '../../generated/documents/EditorCreateSectionDocument';
import { EditorDeleteModuleDocument } from '../../generated/documents/EditorDeleteModuleDocument';
import { EditorRestoreSectionDocument } from '../../generated/documents/EditorRestoreSectionDocument';
import { EditorSectionSnapshotDocument } from '../../generated/documents/EditorSectionSnapshotDocument';
import { editorPagePathOf } from '../editorPagePath';
import type { FormSaveResult } from '../EditorSession';
import { recordSectionAdd, withSectionHistory, type HistoryContext } from '../history/history';
import { snapshotFor } from '../history/pageHistory';
import { askPageAgain, readPageState } from '../safety/pageState';
import { withModuleRestored } from './blockRestore';
import type { ModuleDiff, SectionDiff, SnapshotNode } from './versionDiff';

export type RestoreTarget = { kind: 'section'; section: SectionDiff } | { kind: 'module'; section: SectionDiff; module: ModuleDiff };

/** Done, or why not: the block's section or list parent is gone (the comparison says to restore the section), or the save was refused (`message`). */
export type RestoreOutcome = { ok: true } | { ok: false; reason: 'sectionGone' | 'parentGone' | 'refused'; message: string | null };

function refused<T>(result: FormSaveResult<T>): RestoreOutcome {
  return { ok: false, reason: 'refused', message: !result.ok && result.conflict ? result.conflict.message : null };
}

export async function restoreBlock(
  context: HistoryContext,
  pageId: string,
  target: RestoreTarget,
  restoredText: string,
): Promise<RestoreOutcome> {
  const { client, session, page } = context;
  const locale = toGraphQLLocale(page.locale);
  const contentRevision = (id: string) => readPageState(client, locale, editorPagePathOf(page)).revisions.get(id)?.contentRevision ?? null;
  const restore = (id: string, snapshot: SnapshotNode, revision: number | null) =>
    session.saveForm(
      () =>
        client.mutate({
          mutation: EditorRestoreSectionDocument,
          variables: { locale, id, snapshot: JSON.stringify(snapshot), contentRevision: revision },
        }),
      restoredText,
    );
  const sectionId = target.section.id;
  const current =
    sectionId === null
      ? null
      : await session.read(() =>
          client.query({ query: EditorSectionSnapshotDocument, variables: { locale, id: sectionId }, fetchPolicy: 'no-cache' }),
        );
  const currentJson = current?.data?.sectionSnapshot ?? null;

  if (target.kind === 'section') {
    const older = target.section.older;
    if (!older) return { ok: false, reason: 'refused', message: null };
    if (sectionId !== null && currentJson !== null) {
      const result = await withSectionHistory(
        context,
        { label: 'blockRestore', sections: [sectionId] },
        () => restore(sectionId, older, contentRevision(sectionId)),
        (outcome) => outcome.ok,
      );
      return result.ok ? { ok: true } : refused(result);
    }
    // Deleted since: a new section at the older place, the older content restored into it.
    const position = target.section.olderPosition ?? 0;
    const created = await session.saveForm(
      () => client.mutate({ mutation: EditorCreateSectionDocument, variables: { locale, input: { pageId, position } } }),
      restoredText,
    );
    const id = created.ok ? created.value.data?.createSection.id : undefined;
    if (!created.ok || !id) return refused(created);
    const parsed: unknown = JSON.parse(snapshotFor(JSON.stringify(older), id));
    const result = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? await restore(id, { ...parsed }, null) : null;
    if (!result?.ok) {
      // The empty section made for it goes again: nothing half done stays on the page.
      await session.read(() => client.mutate({ mutation: EditorDeleteModuleDocument, variables: { locale, id, revision: null } }));
      await askPageAgain(client, page);
      return result ? refused(result) : { ok: false, reason: 'refused', message: null };
    }
    await askPageAgain(client, page);
    await recordSectionAdd(context, pageId, id, position);
    return { ok: true };
  }

  const older = target.module.older;
  if (sectionId === null || currentJson === null || !older) return { ok: false, reason: 'sectionGone', message: null };
  const parsed: unknown = JSON.parse(currentJson);
  const composed =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? withModuleRestored({ ...parsed }, older, target.module.olderPlace)
      : null;
  if (!composed) return { ok: false, reason: 'parentGone', message: null };
  const result = await withSectionHistory(
    context,
    { label: 'blockRestore', sections: [sectionId] },
    () => restore(sectionId, composed, contentRevision(sectionId)),
    (outcome) => outcome.ok,
  );
  return result.ok ? { ok: true } : refused(result);
}
