// A section, module or list item in editing mode (issue 22 part 1): the page shows it as visitors
// see it; hovering or focusing it outlines it with its type's name, a click or Enter selects it.
// Selected, it carries its floating toolbar and its fields open in the panel (Enter moves the focus
// there; Escape in the panel brings it back here). A click inside a module selects the innermost
// block and never follows the module's links (staff are building the page, not leaving it).
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useEditorT } from '../useEditorT';
import { clearSelection, selectBlock, useIsSelected, type BlockKind } from './selection';
import { takeToolsFocus } from '../modules/toolsFocus';
import { PresenceBadge } from '../presence/PresenceNotice';
import { useEditorsOn } from '../presence/presenceStore';

/** The one hidden hint every block's description points at (rendered by EditorRoot). */
const BLOCK_HINT_ID = 'editor-block-hint';

export function BlockHint() {
  const t = useEditorT();
  return (
    <span id={BLOCK_HINT_ID} hidden>
      {t('editor.panel.blockHint')}
    </span>
  );
}

interface BlockProps {
  kind: BlockKind;
  id: string;
  /** The type's name ('Headline', 'Section 2'), shown on hover and focus and read by screen readers. */
  label: string;
  /** A modifier of the block's class ('item' for a list's item). */
  variant?: string;
  /** Unsaved values are shown in it. */
  unsaved?: boolean;
  /** The floating toolbar, rendered while it is selected. */
  toolbar: ReactNode;
  children: ReactNode;
  /** After the content (a list's 'Add item'). */
  after?: ReactNode;
}

export function Block({ kind, id, label, variant, unsaved, toolbar, children, after }: BlockProps) {
  const t = useEditorT();
  const selected = useIsSelected(id);
  const ref = useRef<HTMLDivElement>(null);
  // issue 22 part 10: other staff who have this block selected (outlined, their initials on it,
  // said in the block's description so its name stays the type's).
  const visitors = useEditorsOn(id);
  const presence = visitors
    .map((visitor) => t(visitor.editing ? 'editor.presence.editingBlock' : 'editor.presence.selected', { name: visitor.name }))
    .join(', ');
  const presenceId = useId();

  // After a deletion the focus comes to a neighbour (toolsFocus.ts, control 'block').
  useEffect(() => {
    if (takeToolsFocus(id, 'block') && ref.current) ref.current.focus();
  });

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    // An inner block's click is its own; the editor's own controls do what they say.
    if (
      !target ||
      target.closest('[data-editor-block]') !== event.currentTarget ||
      target.closest('.editor-floating, .editor-tools, dialog')
    )
      return;
    if (target.closest('a[href]')) event.preventDefault();
    selectBlock({ kind, id });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      selectBlock({ kind, id }, { focusPanel: true });
    } else if (event.key === 'Escape' && selected) {
      event.preventDefault();
      clearSelection();
    }
  };

  const classes = [
    'editor-block',
    `editor-block--${kind}`,
    variant ? `editor-block--${variant}` : null,
    kind === 'module' ? 'editor-module' : null,
    variant === 'item' ? 'editor-module--item' : null,
  ];
  return (
    // The block is one stop for Tab and selected by Enter or a click; its content keeps its own links
    // and buttons, so it cannot be a button itself. The outline in the panel reaches every block with
    // plain buttons too.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a selectable block of the page being edited, named and described
    <div
      ref={ref}
      className={classes.filter(Boolean).join(' ')}
      data-editor-block={kind}
      data-block-id={id}
      data-module-id={kind === 'module' ? id : undefined}
      data-selected={selected || undefined}
      data-unsaved={unsaved || undefined}
      data-presence={visitors.length > 0 ? (visitors.some((visitor) => visitor.editing) ? 'editing' : 'selected') : undefined}
      role="group"
      aria-label={unsaved ? `${label} (${t('editor.panel.unsaved')})` : label}
      aria-describedby={presence ? `${presenceId} ${BLOCK_HINT_ID}` : BLOCK_HINT_ID}
      aria-current={selected || undefined}
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: selected by Enter
      tabIndex={0}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <span className="editor-block__label" aria-hidden="true">
        {label}
        {unsaved ? ` · ${t('editor.panel.unsaved')}` : null}
      </span>
      <PresenceBadge visitors={visitors} />
      {presence ? (
        <span id={presenceId} hidden>
          {`${presence}.`}
        </span>
      ) : null}
      {selected ? toolbar : null}
      {children}
      {after}
    </div>
  );
}
