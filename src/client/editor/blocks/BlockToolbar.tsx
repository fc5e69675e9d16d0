// The selected block's one small floating toolbar (issue 22 part 1): an ARIA toolbar (one Tab
// stop, arrow keys among its buttons) over the block's top edge, with icon buttons named for
// screen readers and in their tooltip, and 'More actions' opening a short list below it. Its
// buttons are given by the block (ModuleBlock, SectionBlock).
import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useEditorT } from '../useEditorT';
import { useRovingFocus } from '../useRovingFocus';
import { focusControl, takeToolsFocus, type ToolsControl } from '../modules/toolsFocus';
import { ToolIcon, type ToolIconName } from './ToolIcon';

interface ToolButton {
  tool: ToolsControl | 'delete' | 'undo' | 'duplicate';
  icon: ToolIconName;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** A button that says why it does nothing now (focusable, aria-disabled) instead of a disabled one. */
  refusal?: string | null;
  danger?: boolean;
  opensDialog?: boolean;
  /** Extra data attribute for tests and styles (`data-section-undo`). */
  data?: Record<string, string | number>;
}

/** An item the toolbar shows as given (the move handle of issue 22 part 2, a button with hooks of its own). */
interface ToolElement {
  tool: 'drag';
  element: ReactNode;
}

export interface MoreAction {
  label: string;
  onClick: () => void;
}

interface BlockToolbarProps {
  /** The block's id: after a move the same control takes the focus again (toolsFocus.ts). */
  id: string;
  label: string;
  /** The modifier beside `editor-floating` (`editor-floating--module`, `--section`). */
  className: string;
  buttons: readonly (ToolButton | ToolElement)[];
  more: readonly MoreAction[];
  /** Dialogs the buttons open. */
  children?: ReactNode;
  /** Changes when the block moves, so the focus request is looked at again. */
  place: string;
}

export function BlockToolbar({ id, label, className, buttons, more, children, place }: BlockToolbarProps) {
  const t = useEditorT();
  const menuId = useId();
  const { ref, onKeyDown, onFocus } = useRovingFocus<HTMLDivElement>();
  const element = useRef<HTMLDivElement | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);

  // The moved block's toolbar takes the focus back once the page shows it at its new place.
  useEffect(() => {
    const control = takeToolsFocus(id);
    if (control && element.current) focusControl(element.current, control);
  }, [id, place]);

  return (
    <div className={`editor-floating ${className}`}>
      {/* WAI-ARIA APG "Toolbar": its items take the focus (one in the tab order), not the toolbar. */}
      {/* oxlint-disable-next-line jsx-a11y/interactive-supports-focus -- the items are focusable (roving tabindex), the container is not meant to be */}
      <div
        ref={(node) => {
          element.current = node;
          ref(node);
        }}
        className="editor-floating__bar"
        role="toolbar"
        aria-label={label}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && moreOpen) {
            event.preventDefault();
            event.stopPropagation();
            setMoreOpen(false);
            return;
          }
          // A block dragged by keyboard takes the arrow keys (DragHandle.tsx).
          if (event.defaultPrevented) return;
          onKeyDown(event);
        }}
        onFocus={onFocus}
      >
        {buttons.map((button) =>
          'element' in button ? (
            <Fragment key={button.tool}>{button.element}</Fragment>
          ) : (
            <button
              key={button.tool}
              type="button"
              className={`editor-floating__button${button.danger ? ' editor-floating__button--danger' : ''}`}
              data-tool={button.tool}
              data-toolbar-item=""
              aria-label={button.label}
              title={button.refusal ?? button.label}
              disabled={button.disabled}
              aria-disabled={button.refusal ? true : undefined}
              aria-haspopup={button.opensDialog ? 'dialog' : undefined}
              {...Object.fromEntries(Object.entries(button.data ?? {}).map(([name, value]) => [`data-${name}`, value]))}
              onClick={button.onClick}
            >
              <ToolIcon name={button.icon} />
            </button>
          ),
        )}
        {more.length > 0 ? (
          <button
            type="button"
            className="editor-floating__button"
            data-toolbar-item=""
            aria-label={t('editor.panel.more')}
            title={t('editor.panel.more')}
            aria-expanded={moreOpen}
            aria-controls={menuId}
            onClick={() => setMoreOpen((open) => !open)}
          >
            <ToolIcon name="more" />
          </button>
        ) : null}
      </div>
      {moreOpen ? (
        <ul id={menuId} className="editor-floating__more">
          {more.map((action) => (
            <li key={action.label}>
              <button
                type="button"
                className="editor-floating__action"
                onClick={() => {
                  setMoreOpen(false);
                  action.onClick();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
