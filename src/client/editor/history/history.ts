// The page history at work (issue 22 part 3; the data: pageHistory.ts): the history of the page
// being edited, in memory and in the tab's storage; the recorders the editor's changes go
// through; and undo and redo, each a real change in the upstream with its revision checks.
import type { ApolloClient } from '@apollo/client';
import { useSyncExternalStore } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorCreateSectionDocument } from '../../generated/documents/EditorCreateSectionDocument';
import { EditorDeleteModuleDocument } from '../../generated/documents/EditorDeleteModuleDocument';
import { EditorMoveModuleDocument } from '../../generated/documents/EditorMoveModuleDocument';
import { EditorRestoreSectionDocument } from '../../generated/documents/EditorRestoreSectionDocument';
import { EditorSectionSnapshotDocument } from '../../generated/documents/EditorSectionSnapshotDocument';
import { EditorUpdatePageSettingsDocument } from '../../generated/documents/EditorUpdatePageSettingsDocument';
import type { PageState as ShownPage } from '../../navigation/PageState';
import { editorPagePathOf } from '../editorPagePath';
import type { EditorSession } from '../EditorSession';
import { retryAfterLogin } from '../retryAfterLogin';
import { sessionStorageOrNull } from '../safety/formDraft';
import { askPageAgain, readPageState } from '../safety/pageState';
import {
  afterRedo,
  afterUndo,
  historyKey,
  loadHistory,
  recordEntry,
  renameSection,
  saveHistory,
  snapshotFor,
  type HistoryEntry,
  type HistoryLabel,
  type HistoryStep,
  type PageHistory,
} from './pageHistory';

type ShownCmsPage = Pick<ShownPage, 'page' | 'pathname' | 'locale' | 'search'>;

/** What a recorder or a run needs: the editor's client and session, and the page shown. */
export interface HistoryContext {
  client: ApolloClient;
  session: EditorSession;
  page: ShownCmsPage;
}

const EMPTY: PageHistory = { done: [], undone: [] };
let currentKey: string | null = null;
let history: PageHistory = EMPTY;
const listeners = new Set<() => void>();

function keyOf(page: ShownCmsPage): string | null {
  const path = editorPagePathOf(page);
  return path === null ? null : historyKey(page.locale, path);
}

function publish(next: PageHistory): void {
  history = next;
  if (currentKey !== null) saveHistory(sessionStorageOrNull(), currentKey, next);
  for (const listener of listeners) listener();
}

/** The history of `page` becomes the current one (read from the tab's storage: it survives a reload). */
export function openHistory(page: ShownCmsPage): void {
  const key = keyOf(page);
  if (key === currentKey) return;
  currentKey = key;
  history = key === null ? EMPTY : loadHistory(sessionStorageOrNull(), key);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageHistory(): PageHistory {
  return useSyncExternalStore(
    subscribe,
    () => history,
    () => EMPTY,
  );
}

function record(page: ShownCmsPage, label: HistoryLabel, steps: HistoryStep[]): void {
  if (steps.length === 0 || keyOf(page) !== currentKey || currentKey === null) return;
  publish(recordEntry(history, { label, at: Date.now(), steps }));
}

async function snapshotOf(context: HistoryContext, id: string): Promise<string | null> {
  const { client, session, page } = context;
  try {
    const result = await retryAfterLogin(
      () =>
        client.query({
          query: EditorSectionSnapshotDocument,
          variables: { locale: toGraphQLLocale(page.locale), id },
          fetchPolicy: 'no-cache',
        }),
      () => session.requestLogin('expired'),
    );
    return result.data?.sectionSnapshot ?? null;
  } catch {
    // No snapshot: that change cannot be undone from the history (the save itself is not affected).
    return null;
  }
}

function sectionRevision(context: HistoryContext, id: string): { revision: number | null; contentRevision: number | null } {
  const state = readPageState(context.client, toGraphQLLocale(context.page.locale), editorPagePathOf(context.page)).revisions.get(id);
  return { revision: state?.revision ?? null, contentRevision: state?.contentRevision ?? null };
}

/**
 * A change inside sections (a module's fields, its move, addition or deletion; a section's
 * settings, preset or own undo): the sections are read before the save; when it succeeded, each
 * one's snapshot goes onto its backup list (spec 000 §4, unless `backup` is false: the section's
 * own undo), the page is asked again, and the history records the sections before and after.
 */
export async function withSectionHistory<T>(
  context: HistoryContext,
  change: { label: HistoryLabel; sections: readonly (string | null)[]; backup?: boolean },
  save: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  const ids = [...new Set(change.sections.filter((id): id is string => id !== null))];
  const before = new Map<string, string>();
  for (const id of ids) {
    const snapshot = await snapshotOf(context, id);
    if (snapshot) before.set(id, snapshot);
  }
  const takenAt = Date.now();
  const result = await save();
  if (!succeeded(result)) return result;
  if (change.backup !== false) for (const [id, snapshot] of before) context.session.backups.push(id, { snapshot, takenAt });
  await askPageAgain(context.client, context.page);
  const steps: HistoryStep[] = [];
  for (const [id, snapshot] of before) {
    const after = await snapshotOf(context, id);
    if (after)
      steps.push({ type: 'section', sectionId: id, before: snapshot, after, expected: sectionRevision(context, id).contentRevision });
  }
  record(context.page, change.label, steps);
  return result;
}

/** A section moved among the page's sections. */
export function recordSectionMove(context: HistoryContext, sectionId: string, from: number, to: number): void {
  record(context.page, 'sectionMove', [{ type: 'sectionMove', sectionId, from, to }]);
}

/** A section added: its snapshot now, for a redo after its undo. */
export async function recordSectionAdd(context: HistoryContext, pageId: string, sectionId: string, position: number): Promise<void> {
  const snapshot = await snapshotOf(context, sectionId);
  if (snapshot) record(context.page, 'sectionAdd', [{ type: 'sectionAdd', pageId, sectionId, position, snapshot }]);
}

/** Deletes a section (`remove`) with its snapshot taken first, so the history can bring it back. */
export async function withSectionDeletion<T>(
  context: HistoryContext,
  pageId: string,
  sectionId: string,
  position: number,
  remove: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  const snapshot = await snapshotOf(context, sectionId);
  const result = await remove();
  if (snapshot && succeeded(result))
    record(context.page, 'sectionDelete', [{ type: 'sectionDelete', pageId, sectionId, position, snapshot }]);
  return result;
}

/** The page's settings changed in this language: the values before and after, and the page's revision now. */
export function recordPageSettings(context: HistoryContext, step: Omit<Extract<HistoryStep, { type: 'pageSettings' }>, 'type'>): void {
  if (Object.keys(step.after).length === 0) return;
  record(context.page, 'pageSettings', [{ type: 'pageSettings', ...step }]);
}

type Direction = 'undo' | 'redo';

/** Carries out one step in one direction; answers the step as it is afterwards (revisions, a section's new id). */
async function runStep(context: HistoryContext, step: HistoryStep, direction: Direction): Promise<HistoryStep | null> {
  const { client, session, page } = context;
  const locale = toGraphQLLocale(page.locale);
  const restore = async (sectionId: string, snapshot: string, contentRevision: number | null) =>
    session.read(() =>
      client.mutate({ mutation: EditorRestoreSectionDocument, variables: { locale, id: sectionId, snapshot, contentRevision } }),
    );
  const putBack = async (pageId: string, position: number, snapshot: string): Promise<string | null> => {
    const created = await session.read(() =>
      client.mutate({ mutation: EditorCreateSectionDocument, variables: { locale, input: { pageId, position } } }),
    );
    const id = created?.data?.createSection.id;
    if (!id) return null;
    const restored = await restore(id, snapshotFor(snapshot, id), null);
    return restored === undefined ? null : id;
  };
  const remove = async (sectionId: string) =>
    session.read(() =>
      client.mutate({
        mutation: EditorDeleteModuleDocument,
        variables: { locale, id: sectionId, revision: sectionRevision(context, sectionId).revision },
      }),
    );
  switch (step.type) {
    case 'section': {
      const done = await restore(step.sectionId, direction === 'undo' ? step.before : step.after, step.expected);
      if (done === undefined) return null;
      await askPageAgain(client, page);
      return { ...step, expected: sectionRevision(context, step.sectionId).contentRevision };
    }
    case 'sectionMove': {
      const position = direction === 'undo' ? step.from : step.to;
      const done = await session.read(() =>
        client.mutate({
          mutation: EditorMoveModuleDocument,
          variables: { locale, id: step.sectionId, position, revision: sectionRevision(context, step.sectionId).revision },
        }),
      );
      return done === undefined ? null : step;
    }
    case 'sectionAdd':
    case 'sectionDelete': {
      const bringBack = (step.type === 'sectionAdd') === (direction === 'redo');
      if (!bringBack) return (await remove(step.sectionId)) === undefined ? null : step;
      const id = await putBack(step.pageId, step.position, step.snapshot);
      return id === null ? null : { ...step, sectionId: id };
    }
    case 'pageSettings': {
      const settings = direction === 'undo' ? step.before : step.after;
      const done = await session.read(() =>
        client.mutate({
          mutation: EditorUpdatePageSettingsDocument,
          variables: { locale, pageId: step.pageId, settings, revision: step.expected },
        }),
      );
      const saved = done?.data?.updatePageSettings;
      return saved ? { ...step, expected: saved.revision ?? null } : null;
    }
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Undoes the last change (or redoes the last undone one): its steps in reverse order (forward for
 * a redo). Presses that come while one runs wait their turn (three Ctrl+Z undo three changes). A
 * step that is refused (someone else's change since, an expired session given up) stops there:
 * the change stays where it was, and the 'error' alert has said why. Answers the change's label,
 * or null when nothing was done.
 */
export function runHistory(context: HistoryContext, direction: Direction): Promise<HistoryLabel | null> {
  const run = queue.then(() => runOnce(context, direction));
  queue = run.catch(() => undefined);
  return run;
}

async function runOnce(context: HistoryContext, direction: Direction): Promise<HistoryLabel | null> {
  const entry = direction === 'undo' ? history.done.at(-1) : history.undone.at(-1);
  if (!entry) return null;
  const steps = direction === 'undo' ? [...entry.steps].reverse() : [...entry.steps];
  const doneSteps: HistoryStep[] = [];
  for (const step of steps) {
    const after = await runStep(context, step, direction);
    if (after === null) {
      await askPageAgain(context.client, context.page);
      return null;
    }
    doneSteps.push(after);
    // A section back under a new id: every other change names the new one.
    if ('sectionId' in step && 'sectionId' in after && after.sectionId !== step.sectionId)
      publish(renameSection(history, step.sectionId, after.sectionId));
  }
  const updated: HistoryEntry = { ...entry, steps: direction === 'undo' ? doneSteps.reverse() : doneSteps };
  publish(direction === 'undo' ? afterUndo(history, updated) : afterRedo(history, updated));
  await askPageAgain(context.client, context.page);
  return entry.label;
}
