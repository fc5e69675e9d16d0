// Who else is editing this page (issue 22 part 10; docs/decisions/018-editor-presence.md): in the
// editor's toolbar, the initials of the other staff on this page and language (their names in the
// tooltip and for screen readers, 'Auch hier: Anna Schmidt'), arrivals, departures and a take-over
// of this tab's block said in a polite live region. The component runs the heartbeat
// (presencePoller.ts) while the page is open in editing mode, with this tab's selected block and
// whether it is editing it (the panel open on it, or values unsaved).
import { useApolloClient } from '@apollo/client/react';
import { print } from 'graphql';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { GraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorLeavePresenceDocument } from '../../generated/documents/EditorLeavePresenceDocument';
import { EditorPresenceDocument } from '../../generated/documents/EditorPresenceDocument';
import { useSelection } from '../blocks/selection';
import { isUnsaved, subscribeUnsaved } from '../blocks/unsaved';
import { useEditorT } from '../useEditorT';
import { startPresencePoller, type LocalPresence, type PresencePoller } from './presencePoller';
import { awaitAnswerFor, claimOn, clearPresence, forgetTookOver, presenceNow, showPresence, usePresence } from './presenceStore';

/**
 * This tab's id for one page's presence: drawn anew for each page it edits, so the goodbye to the
 * last page (sent as the next page's first heartbeat goes out) can never remove the new row.
 */
function drawEditorId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The one poller of this tab, for the panel's 'Take over' (null while no page is edited). */
let activePoller: PresencePoller | null = null;

export function takeOverSelectedBlock(): void {
  activePoller?.takeOver();
}

export function EditorPresence({ pageId, locale }: { pageId: string; locale: GraphQLLocale }) {
  const t = useEditorT();
  const client = useApolloClient();
  const { block, panel } = useSelection();
  const presence = usePresence();
  const unsaved = useSyncExternalStore(
    subscribeUnsaved,
    () => (block ? isUnsaved(block.id) : false),
    () => false,
  );
  // Editing: the block's panel open (and not waiting for a take-over), or its values unsaved.
  const claimed = block ? claimOn(presence, block.id)?.kind === 'editing' : false;
  const local: LocalPresence = {
    block: block ? { kind: block.kind === 'module' ? 'MODULE' : 'SECTION', id: block.id } : null,
    editing: block !== null && ((panel === 'block' && !claimed) || unsaved),
  };
  const localRef = useRef(local);
  const [announcement, setAnnouncement] = useState<{ text: string; id: number } | null>(null);
  const tRef = useRef(t);
  // The poller reads the latest state and texts; this runs before the effects below that use them.
  useEffect(() => {
    localRef.current = local;
    tRef.current = t;
  });

  useEffect(() => {
    let count = 0;
    const say = (texts: string[]) => {
      if (texts.length === 0) return;
      count += 1;
      setAnnouncement({ text: texts.join(' '), id: count });
    };
    let known: Set<string> | null = null;
    const editorId = drawEditorId();
    const poller = startPresencePoller(
      {
        async beat(current, takeOver) {
          try {
            const result = await client.mutate({
              mutation: EditorPresenceDocument,
              variables: { locale, pageId, editorId, selectedBlock: current.block, editing: current.editing, takeOver },
              fetchPolicy: 'no-cache',
            });
            return result.data?.editorPresence ?? null;
          } catch {
            // A missed heartbeat is no failure of the editor: the next one tries again.
            return null;
          }
        },
        leave() {
          // keepalive: the goodbye is sent even when the page is going away (pagehide).
          void fetch('/graphql', {
            method: 'POST',
            keepalive: true,
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
            body: JSON.stringify({ operationName: 'EditorLeavePresence', query: print(EditorLeavePresenceDocument), variables: { locale, editorId } }),
          }).catch(() => undefined);
        },
      },
      localRef.current,
      (answer, sent) => {
        if (!answer) {
          showPresence(null, sent.block?.id ?? null);
          return;
        }
        const before = presenceNow().takenOver;
        // Arrivals and departures by name (one tab of a person is enough to be "here").
        const now = new Set(answer.editors.map((editor) => editor.name));
        const texts: string[] = [];
        if (known) {
          for (const name of now) if (!known.has(name)) texts.push(tRef.current('editor.presence.arrived', { name }));
          for (const name of known) if (!now.has(name)) texts.push(tRef.current('editor.presence.left', { name }));
        }
        known = now;
        if (answer.takenOver && answer.takenOver.blockId !== before?.blockId) texts.push(tRef.current('editor.presence.takenOverAnnounce', { name: answer.takenOver.name }));
        say(texts);
        showPresence(answer, sent.block?.id ?? null);
      },
    );
    activePoller = poller;
    return () => {
      poller.stop();
      if (activePoller === poller) activePoller = null;
      clearPresence();
    };
  }, [client, locale, pageId]);

  // Each change of the selection or the editing state goes out at once.
  const blockKey = local.block ? `${local.block.kind}:${local.block.id}` : '';
  const blockId = local.block?.id ?? null;
  useEffect(() => {
    // What this tab holds holds only while that block stays selected; a newly selected one is
    // decided by the next answer (presenceStore.ts tookOver).
    forgetTookOver(blockId);
    awaitAnswerFor(blockId);
  }, [blockId]);
  useEffect(() => {
    activePoller?.update(localRef.current);
  }, [blockKey, local.editing]);

  // The selected block whose first answer came: the page says so (tests wait for it to settle).
  const settled = presence.settled;
  useEffect(() => {
    if (settled === null) return;
    const root = document.documentElement;
    root.dataset.presenceSettled = settled;
    return () => {
      delete root.dataset.presenceSettled;
    };
  }, [settled]);

  // One chip per person, even with several tabs open.
  const people = [...new Map(presence.editors.map((editor) => [editor.name, editor])).values()];
  return (
    <>
      {people.length > 0 ? (
        <ul className="editor-presence" aria-label={t('editor.presence.others')} data-editor-presence>
          {people.map((editor) => (
            <li key={editor.editorId} className="editor-presence__person" title={t('editor.presence.also', { name: editor.name })}>
              <span aria-hidden="true">{editor.initials}</span>
              <span className="editor-visually-hidden">{t('editor.presence.also', { name: editor.name })}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="editor-visually-hidden" role="status" aria-live="polite" data-presence-announcement>
        {announcement ? <span key={announcement.id}>{announcement.text}</span> : null}
      </p>
    </>
  );
}
