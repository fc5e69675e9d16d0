// Who else is editing this page (issue 22 part 10; docs/decisions/018-editor-presence.md): in the
// editor's toolbar, the initials of the other staff on this page and language (their names in the
// tooltip and for screen readers, 'Auch hier: Anna Schmidt'), arrivals, departures and a take-over
// of this tab's block said in a polite live region. The component runs the heartbeat
// (usePresenceHeartbeat.ts) while the page is open in editing mode, with this tab's selected block and
// whether it is editing it (the panel open on it, or values unsaved).
import { useEffect, useSyncExternalStore } from 'react';
import type { GraphQLLocale } from '../../../shared/graphqlLocale';
import { useSelection } from '../blocks/selection';
import { isUnsaved, subscribeUnsaved } from '../blocks/unsaved';
import { useEditorT } from '../useEditorT';
import type { LocalPresence } from './presencePoller';
import { claimOn, usePresence } from './presenceStore';
import { usePresenceHeartbeat } from './usePresenceHeartbeat';

export function EditorPresence({ pageId, locale }: { pageId: string; locale: GraphQLLocale }) {
  const t = useEditorT();
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
  const announcement = usePresenceHeartbeat(pageId, locale, local);

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
