// The heartbeat of the editor's presence (issue 22 part 10; docs/decisions/018-editor-presence.md):
// one poller (presencePoller.ts) per edited page, sent this tab's selected block and whether it is
// editing it; its answers go into the presence store, and arrivals, departures and a take-over of
// this tab's block come back as a text to announce.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { print } from 'graphql';
import { useEffect, useRef, useState } from 'react';
import type { GraphQLLocale } from '../../../shared/graphqlLocale';
import { EditorLeavePresenceDocument } from '../../generated/documents/EditorLeavePresenceDocument';
import { EditorPresenceDocument } from '../../generated/documents/EditorPresenceDocument';
import { useEditorT } from '../useEditorT';
import { startPresencePoller, type LocalPresence, type PresencePoller, type PresenceTransport } from './presencePoller';
import { awaitAnswerFor, clearPresence, forgetTookOver, presenceNow, showPresence } from './presenceStore';

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

function presenceTransport(client: ApolloClient, locale: GraphQLLocale, pageId: string, editorId: string): PresenceTransport {
  return {
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
        body: JSON.stringify({
          operationName: 'EditorLeavePresence',
          query: print(EditorLeavePresenceDocument),
          variables: { locale, editorId },
        }),
      }).catch(() => undefined);
    },
  };
}

/** Runs the heartbeat while mounted; the answer is the latest announcement (a new id each time: the same text twice is said twice). */
export function usePresenceHeartbeat(pageId: string, locale: GraphQLLocale, local: LocalPresence): { text: string; id: number } | null {
  const t = useEditorT();
  const client = useApolloClient();
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
    const poller = startPresencePoller(presenceTransport(client, locale, pageId, drawEditorId()), localRef.current, (answer, sent) => {
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
      if (answer.takenOver && answer.takenOver.blockId !== before?.blockId)
        texts.push(tRef.current('editor.presence.takenOverAnnounce', { name: answer.takenOver.name }));
      say(texts);
      showPresence(answer, sent.block?.id ?? null);
    });
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

  return announcement;
}
