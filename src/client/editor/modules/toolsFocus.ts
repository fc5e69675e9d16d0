// After a block is moved the page is asked again and its toolbar renders anew, perhaps in another
// column or section (a new element), perhaps only at another place: either way the focus goes back
// to the same control of the moved block (issue 12 part 2), so a keyboard user continues where they
// were. After a deletion it goes to a neighbour block itself ('block'; the deleted one is gone).
// The block's toolbar (or, for 'block', the block) takes the request when it renders.
export type ToolsControl = 'moveTo' | 'up' | 'down' | 'block' | 'drag';

/** A request that no render takes (the module came back at the same place) lapses. */
const PENDING_MS = 3000;

let pending: { id: string; control: ToolsControl; until: number } | null = null;

/** Asks for the focus on `control` of module `id` once its controls render after the page is asked again. */
function focusToolsAfterRender(id: string, control: ToolsControl): void {
  pending = { id, control, until: Date.now() + PENDING_MS };
}

/** The control block `id` should focus now, once (null: none asked for); `block`: only a request for the block itself. */
export function takeToolsFocus(id: string, block?: 'block'): ToolsControl | null {
  if (!pending || pending.id !== id || (pending.control === 'block') !== (block === 'block')) return null;
  const { control, until } = pending;
  pending = null;
  return Date.now() <= until ? control : null;
}

/** Focuses the wanted control in `group`, or when it is disabled now (a module moved to the top has no 'Move up') the other move button, else the first. */
export function focusControl(group: HTMLElement, control: ToolsControl): void {
  const buttons = [...group.querySelectorAll<HTMLButtonElement>('button[data-tool]')].filter((button) => !button.disabled);
  const wanted =
    buttons.find((button) => button.dataset.tool === control) ??
    buttons.find((button) => button.dataset.tool === 'up' || button.dataset.tool === 'down') ??
    buttons[0];
  wanted?.focus();
}

/**
 * After a change the editor waited for (the page asked again, perhaps already rendered): the
 * block's control (or the block itself) takes the focus in the next frame; should the render
 * still be to come, the request waits for it (focusToolsAfterRender).
 */
export function focusAfterChange(id: string, control: ToolsControl): void {
  focusToolsAfterRender(id, control);
  requestAnimationFrame(() => {
    const block = document.querySelector<HTMLElement>(`[data-editor-block][data-block-id="${CSS.escape(id)}"]`);
    if (!block) return;
    if (control === 'block') {
      if (takeToolsFocus(id, 'block')) block.focus();
      return;
    }
    const bar = block.querySelector<HTMLElement>(':scope > .editor-floating [role="toolbar"]');
    if (bar && takeToolsFocus(id)) focusControl(bar, control);
  });
}
