// The page at a phone's, a tablet's or a desktop's width inside the editor (issue 22 part 8): a
// modal dialog with the three widths (390, 768, 1280 px) and the page as visitors get it (without
// the edit flag) in a frame of exactly that width, so its own media queries apply. A frame wider
// than the screen is scaled down to fit, never cut. It shows what is stored: unsaved values in the
// panel are not part of it (the dialog says so).
import { useEffect, useId, useRef, useState } from 'react';
import { withoutEditFlag } from '../../../shared/editFlag';
import { usePage } from '../../navigation/LocationContext';
import { useModal } from '../modules/useModal';
import { useEditorT } from '../useEditorT';

const PREVIEW_WIDTHS = [390, 768, 1280] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

const WIDTH_NAMES = { 390: 'phone', 768: 'tablet', 1280: 'desktop' } as const;

export function PreviewWidthsDialog({ initial, onClose }: { initial: PreviewWidth; onClose: () => void }) {
  const t = useEditorT();
  const id = useId();
  const page = usePage();
  const ref = useModal('input[type="radio"]:checked');
  const [width, setWidth] = useState<PreviewWidth>(initial);
  const stage = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<{ width: number; height: number } | null>(null);

  // The room the frame has: a frame wider than it is scaled down (its own layout keeps its width).
  useEffect(() => {
    const element = stage.current;
    if (!element) return undefined;
    const observer = new ResizeObserver((entries) => {
      const box = entries.at(-1)?.contentRect;
      if (box) setRoom({ width: box.width, height: box.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = room ? Math.min(1, room.width / width) : 1;
  const src = `${page.pathname}${withoutEditFlag(page.search)}`;
  return (
    <dialog
      ref={ref}
      className="editor-dialog editor-preview-widths"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-note`}
      onClose={onClose}
    >
      <div className="editor-preview-widths__bar">
        <h2 id={`${id}-title`} className="editor-dialog__title">
          {t('editor.widths.title')}
        </h2>
        <fieldset className="editor-preview-widths__choice">
          <legend className="editor-visually-hidden">{t('editor.widths.width')}</legend>
          {PREVIEW_WIDTHS.map((each) => (
            <label key={each} className="editor-preview-widths__option">
              <input type="radio" name={`${id}-width`} value={each} checked={width === each} onChange={() => setWidth(each)} />
              <span>{t(`editor.widths.${WIDTH_NAMES[each]}`)}</span>
            </label>
          ))}
        </fieldset>
        <p id={`${id}-note`} className="editor-preview-widths__note">
          {scale < 1 ? t('editor.widths.scaled', { percent: Math.round(scale * 100) }) : t('editor.widths.note')}
        </p>
        <button type="button" className="editor-dialog__close" aria-label={t('editor.widths.close')} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div ref={stage} className="editor-preview-widths__stage">
        {room ? (
          <iframe
            className="editor-preview-widths__frame"
            title={t('editor.widths.frame', { width })}
            src={src}
            data-preview-width={width}
            style={{
              width: `${width}px`,
              height: `${Math.floor(room.height / scale)}px`,
              transform: scale < 1 ? `scale(${scale})` : undefined,
            }}
          />
        ) : null}
      </div>
    </dialog>
  );
}
