// spec 000 §4, §8: the editor's 'save' alert (polite) and 'error' alert (assertive), each shown
// for EDITOR_ALERT_MS. Both live regions are in the page from the start, so a screen reader hears
// a message put into them.
import type { ReactNode } from 'react';

export type EditorAlertKind = 'save' | 'error';

export interface EditorAlert {
  kind: EditorAlertKind;
  text: string;
  /** A new id per alert: the same text twice is said twice. */
  id: number;
}

export function EditorAlerts({ alert }: { alert: EditorAlert | null }) {
  const shown = (kind: EditorAlertKind): ReactNode =>
    alert?.kind === kind ? (
      <p key={alert.id} className={`editor-alert editor-alert--${kind}`}>
        {alert.text}
      </p>
    ) : null;
  return (
    <div className="editor-alerts">
      <div role="status" aria-live="polite" data-editor-alert="save">
        {shown('save')}
      </div>
      <div role="alert" aria-live="assertive" data-editor-alert="error">
        {shown('error')}
      </div>
    </div>
  );
}
