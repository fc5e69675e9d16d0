// The revision a module form's save names (issue 12 part 5, src/client/editor/safety/): the
// module's as read with the values the form started from, so someone else's newer change refuses
// the save. A form opened before the page was asked with the session (no revision known yet)
// asks it at once: the module as stored then is what the form started from, or else (changed
// since) the conflict is there at once. 'Keep my text' bases the next save on the newest
// revision and sends every field (`overwrite`).
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { toGraphQLLocale } from '../../../shared/graphqlLocale';
import { CmsPageDocument } from '../../generated/documents/CmsPageDocument';
import { usePage } from '../../navigation/LocationContext';
import { editorPagePathOf } from '../editorPagePath';
import { useEditorSession } from '../EditorSession';
import type { EditorConflict } from '../safety/editorProblems';
import type { FormDraft } from '../safety/formDraft';
import { askPageAgain, readPageState } from '../safety/pageState';
import { useEditorT } from '../useEditorT';
import { initialValuesOf, type InitialValues } from './moduleKindOf';
import type { EditorModuleKind } from '../../../shared/editor/moduleFields';
import type { ModuleData } from '../../screens/cmsPage/pageData';

/** `editing`: the module the form edits (null: a new one, no revision). */
export function useModuleRevision(
  editing: { kind: EditorModuleKind; module: ModuleData } | null,
  draft: FormDraft | undefined,
  initial: InitialValues | null,
  onConflict: (conflict: EditorConflict) => void,
) {
  const t = useEditorT();
  const client = useApolloClient();
  const session = useEditorSession();
  const page = usePage();
  const locale = toGraphQLLocale(page.locale);
  const path = editorPagePathOf(page);
  const revisionNow = (moduleId: string) => readPageState(client, locale, path).revisions.get(moduleId)?.revision ?? null;
  const [baseRevision, setBaseRevision] = useState<number | null>(() =>
    draft ? draft.baseRevision : editing ? revisionNow(editing.module.id) : null,
  );
  const [overwrite, setOverwrite] = useState(draft?.overwrite ?? false);

  /** The page asked again with the session (the revisions as stored now); the module as stored now, if it is still there. */
  const askAgain = async (moduleId: string) => {
    await session.read(async () => {
      await askPageAgain(client, page);
      return true;
    });
    const data = path === null ? null : client.readQuery({ query: CmsPageDocument, variables: { locale, path } });
    return data?.pageModules?.find((module) => module.id === moduleId);
  };

  useEffect(() => {
    if (!editing || draft || baseRevision !== null || !initial) return;
    let live = true;
    void (async () => {
      const fresh = await askAgain(editing.module.id);
      const revision = readPageState(client, locale, path).revisions.get(editing.module.id)?.revision;
      if (!live || revision === undefined || !fresh) return;
      const now = initialValuesOf(editing.kind, fresh).values;
      const same = Object.keys({ ...now, ...initial.values }).every((name) => now[name] === initial.values[name]);
      if (same) setBaseRevision(revision);
      else onConflict({ kind: 'stale', message: t('editor.safety.conflictTitle'), revision });
    })();
    return () => {
      live = false;
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, for the revision the form opened without
  }, []);

  return {
    baseRevision,
    overwrite,
    askAgain,
    /** Based on the module as stored now (after a save, or their version shown); only changes are sent. */
    rebase: (moduleId: string) => {
      setBaseRevision(revisionNow(moduleId));
      setOverwrite(false);
    },
    /** 'Keep my text': based on the conflict's revision (or the newest, asked for), every field sent. */
    keepMine: async (moduleId: string, conflict: Extract<EditorConflict, { kind: 'stale' }>) => {
      let revision = conflict.revision;
      if (revision === null) {
        await askAgain(moduleId);
        revision = revisionNow(moduleId);
      }
      setBaseRevision(revision);
      setOverwrite(true);
    },
    /** 'Discard': the next save sends only changes again. */
    discard: () => setOverwrite(false),
  };
}
