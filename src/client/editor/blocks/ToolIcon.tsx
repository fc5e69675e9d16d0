// The small pictures of the blocks' floating toolbar (issue 22 part 1). Decorative: every button
// that shows one carries its name as text for screen readers (and as its tooltip).
const PATHS = {
  // Six dots: the handle that picks a block up to move it.
  handle:
    'M9 5.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm9 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0ZM9 12a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm9 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0ZM9 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm9 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z',
  // An arrow into a box: 'Move to …' a place chosen in a dialog.
  moveTo: 'M4 4h9v2H6v12h12v-7h2v9H4zm11-1h6v6h-2V6.4l-7.3 7.3-1.4-1.4L17.6 5H15z',
  up: 'M12 4 5 11l1.4 1.4 4.6-4.6V20h2V7.8l4.6 4.6L19 11z',
  down: 'M12 20l7-7-1.4-1.4-4.6 4.6V4h-2v12.2l-4.6-4.6L5 13z',
  delete: 'M9 3h6l1 2h4v2H4V5h4zM6 8h12l-1 13H7zm3 2v9h2v-9zm4 0v9h2v-9z',
  more: 'M6 12a2 2 0 1 1-4 0 2 2 0 0 1 4 0Zm8 0a2 2 0 1 1-4 0 2 2 0 0 1 4 0Zm8 0a2 2 0 1 1-4 0 2 2 0 0 1 4 0Z',
  undo: 'M8 5 3 10l5 5v-4h6a4 4 0 0 1 0 8h-3v2h3a6 6 0 0 0 0-12H8z',
  // Two sheets, one over the other: a copy of the block (issue 22 part 6).
  duplicate: 'M8 3h11a2 2 0 0 1 2 2v11h-2V5H8zM4 7h11a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zm0 2v11h11V9z',
} as const;

export type ToolIconName = keyof typeof PATHS;

export function ToolIcon({ name }: { name: ToolIconName }) {
  return (
    <svg className="editor-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
