// A tooltip after the WAI-ARIA tooltip pattern: a short description of its trigger, shown while
// the pointer is over the trigger or the tooltip and while the trigger has the focus, dismissed
// with Escape (WCAG 2.2 SC 1.4.13: dismissible, hoverable, persistent). The text is always in
// the document and named by the trigger's aria-describedby, so screen readers read it with the
// trigger whether it is shown or not. The tooltip never takes the focus.
import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

interface TooltipProps {
  text: string;
  /** false: no tooltip, the trigger renders alone (without aria-describedby). */
  active: boolean;
  /** true hides it for now, e.g. while the trigger's own dropdown is open over it. */
  suppressed?: boolean;
  /** The trigger(s); `describedBy` goes on each focusable one. */
  children: (describedBy: string | undefined) => ReactNode;
  className?: string;
}

export function Tooltip({ text, active, suppressed = false, children, className }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (!active) return <>{children(undefined)}</>;

  const shown = (hovered || focused) && !dismissed && !suppressed;
  const settle = (nextHovered: boolean, nextFocused: boolean) => {
    setHovered(nextHovered);
    setFocused(nextFocused);
    // Dismissed until the visitor leaves it alone; the next hover or focus shows it again.
    if (!nextHovered && !nextFocused) setDismissed(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !shown) return;
    // Only the tooltip goes: the Escape must not also close a dialog or dropdown around it.
    event.preventDefault();
    event.stopPropagation();
    setDismissed(true);
  };
  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) settle(hovered, false);
  };
  return (
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- the wrapper only watches hover, focus and Escape of the trigger inside it; it is no control itself
    <span
      className={`tooltip-anchor${className ? ` ${className}` : ''}`}
      onMouseEnter={() => settle(true, focused)}
      onMouseLeave={() => settle(false, focused)}
      onFocus={() => settle(hovered, true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {children(id)}
      <span role="tooltip" id={id} className={shown ? 'tooltip tooltip--shown' : 'tooltip'}>
        {text}
      </span>
    </span>
  );
}
