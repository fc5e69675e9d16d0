// The image picker (spec 000 §7 "Admin popups exist for … image"; issue 12 part 4): an upload
// (MediaUpload) and the upstream's media library of the field's kind (MediaLibrary). For a picture
// of a module with alternative text, the alt text is asked next (MediaAltStep).
import { useState } from 'react';
import type { MediaKind } from '../../../shared/editor/mediaUpload';
import { useEditorT } from '../useEditorT';
import { MediaAltStep } from './MediaAltStep';
import { MediaLibrary, NEW_LIBRARY_VIEW, type LibraryView, type MediaItem } from './MediaLibrary';
import { MediaUpload } from './MediaUpload';
import { PopupDialog } from './PopupDialog';

export interface ChosenMedia {
  path: string;
  /** The alternative text ('' for a decorative picture); undefined when none was asked. */
  alt?: string;
}

const TITLE_KEY = {
  image: 'editor.popups.imageTitle',
  video: 'editor.popups.videoTitle',
  audio: 'editor.popups.audioTitle',
} as const satisfies Record<MediaKind, string>;

export function MediaPopup({
  kind,
  askAlt,
  onChoose,
  onClose,
}: {
  kind: MediaKind;
  askAlt: boolean;
  onChoose: (chosen: ChosenMedia) => void;
  onClose: () => void;
}) {
  const t = useEditorT();
  const [library, setLibrary] = useState<LibraryView>(NEW_LIBRARY_VIEW);
  const [selected, setSelected] = useState<MediaItem | null>(null);

  return (
    <PopupDialog title={t(TITLE_KEY[kind])} onClose={onClose}>
      {(close) => {
        const finish = (chosen: ChosenMedia) => {
          onChoose(chosen);
          close();
        };
        const pick = (item: MediaItem) => {
          if (askAlt) setSelected(item);
          else finish({ path: item.path });
        };
        if (selected)
          return (
            <MediaAltStep
              key={selected.path}
              item={selected}
              onUse={(alt) => finish({ path: selected.path, alt })}
              onBack={() => setSelected(null)}
            />
          );
        return (
          <div className="editor-popup__media">
            <MediaUpload kind={kind} onStored={pick} />
            <MediaLibrary kind={kind} view={library} onView={setLibrary} onChoose={pick} />
          </div>
        );
      }}
    </PopupDialog>
  );
}
