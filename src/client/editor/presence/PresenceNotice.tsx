// The panel's word on a block someone else is editing (issue 22 part 10): opening it while another
// editor has it open says so ('Anna Schmidt bearbeitet diesen Block gerade.') and shows the form
// only after 'Trotzdem bearbeiten'; the other one is told on their next heartbeat. A block taken
// over from this tab keeps its form and everything typed (the drafts, safety/), says who took
// it, and offers to edit it again. Saves stay refused on stale revisions either way (spec 000 §8,
// safety/): taking over decides nobody's save.
import type { ReactNode } from 'react';
import { useEditorT } from '../useEditorT';
import { takeOverSelectedBlock } from './usePresenceHeartbeat';
import { claimOn, markTookOver, usePresence } from './presenceStore';

interface PresenceNoticeProps {
  blockId: string;
  /** The panel's heading id and close button: while the form waits, the notice is the panel's heading. */
  headingId: string;
  closeButton: ReactNode;
  children: ReactNode;
}

export function PresenceNotice({ blockId, headingId, closeButton, children }: PresenceNoticeProps) {
  const t = useEditorT();
  const claim = claimOn(usePresence(), blockId);
  if (!claim) return children;
  const takeOver = () => {
    markTookOver(blockId);
    takeOverSelectedBlock();
    // The button goes with the notice: the focus moves to the form's heading.
    requestAnimationFrame(() => document.getElementById(headingId)?.focus());
  };
  if (claim.kind === 'editing') {
    return (
      <>
        <div className="editor-dialog__header">
          <h2 id={headingId} className="editor-dialog__title" tabIndex={-1}>
            {t('editor.presence.editing', { name: claim.name })}
          </h2>
          {closeButton}
        </div>
        <div className="editor-presence-notice editor-presence-notice--editing" data-presence-notice="editing">
          <p className="editor-presence-notice__hint">{t('editor.presence.editingHint', { name: claim.name })}</p>
          <button type="button" className="editor-form__button" onClick={takeOver}>
            {t('editor.presence.takeOver')}
          </button>
        </div>
      </>
    );
  }
  // Taken over from this tab: the form stays with what was typed, the notice above it.
  return (
    <>
      <div className="editor-presence-notice editor-presence-notice--takenOver" data-presence-notice="takenOver">
        <p className="editor-presence-notice__title">{t('editor.presence.takenOver', { name: claim.name })}</p>
        <p className="editor-presence-notice__hint">{t('editor.presence.takenOverHint', { name: claim.name })}</p>
        <button type="button" className="editor-form__button" onClick={takeOver}>
          {t('editor.presence.takeBack')}
        </button>
      </div>
      {children}
    </>
  );
}

/** A block's badge: the initials of the others who have it selected (outlined by editor.css). */
export function PresenceBadge({ visitors }: { visitors: readonly { name: string; initials: string; editing: boolean }[] }) {
  const t = useEditorT();
  if (visitors.length === 0) return null;
  return (
    <span className="editor-presence-badge" aria-hidden="true">
      {visitors.map((visitor) => (
        <span
          key={visitor.name}
          className="editor-presence-badge__person"
          title={
            visitor.editing
              ? t('editor.presence.editingBlock', { name: visitor.name })
              : t('editor.presence.selected', { name: visitor.name })
          }
        >
          {visitor.initials}
        </span>
      ))}
    </span>
  );
}
