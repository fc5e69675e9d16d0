// The event finder as a popup of its own (spec 000 §7: "Admin popups exist for link, image and
// event finder"): choosing an event fills the link field with the event page's path.
import { useEditorT } from '../useEditorT';
import { EventFinder } from './EventFinder';
import { PopupDialog } from './PopupDialog';

export function EventFinderPopup({ onChoose, onClose }: { onChoose: (path: string) => void; onClose: () => void }) {
  const t = useEditorT();
  return (
    <PopupDialog title={t('editor.popups.eventTitle')} onClose={onClose}>
      {(close) => (
        <EventFinder
          onChoose={(event) => {
            onChoose(event.path);
            close();
          }}
        />
      )}
    </PopupDialog>
  );
}
