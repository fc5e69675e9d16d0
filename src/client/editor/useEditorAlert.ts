// spec 000 §8: the one alert the editor shows at a time ('save' or 'error'), gone after
// EDITOR_ALERT_MS; a new alert replaces the last one (EditorAlerts shows it).
import { useCallback, useEffect, useRef, useState } from 'react';
import { EDITOR_ALERT_MS } from '../../shared/constants';
import type { EditorAlert, EditorAlertKind } from './EditorAlerts';

export function useEditorAlert(): { alert: EditorAlert | null; showAlert: (kind: EditorAlertKind, text: string) => void } {
  const [alert, setAlert] = useState<EditorAlert | null>(null);
  const alertCount = useRef(0);

  const showAlert = useCallback((kind: EditorAlertKind, text: string) => {
    alertCount.current += 1;
    setAlert({ kind, text, id: alertCount.current });
  }, []);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), EDITOR_ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  return { alert, showAlert };
}
