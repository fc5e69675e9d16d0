// A tooltip after the WAI-ARIA tooltip pattern: a short description of its trigger, shown while
// the pointer is over the trigger or the tooltip and while the trigger has the focus, dismissed
// with Escape (WCAG 2.2 SC 1.4.13: dismissible, hoverable, persistent). The text is always in
// the document and named by the trigger's aria-describedby, so screen readers read it with the
// trigger whether it is shown or not. The tooltip never takes the focus.
import { useEffect, useId, useState, type FocusEvent, type ReactNode } from 'react';

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
  const shown = active && (hovered || focused) && !dismissed && !suppressed;
  useEffect(() => {
    if (!shown) return undefined;
    // Escape dismisses it wherever the focus is (shown by hover, the focus may be anywhere),
    // and only it: taken before anything else hears the key (a dialog or a dropdown around it).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [shown]);
  if (!active) return <>{children(undefined)}</>;

  const settle = (nextHovered: boolean, nextFocused: boolean) => {
    setHovered(nextHovered);
    setFocused(nextFocused);
    // Dismissed until the visitor leaves it alone; the next hover or focus shows it again.
    if (!nextHovered && !nextFocused) setDismissed(false);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) settle(hovered, false);
  };
  return (
    // A block: the trigger may bring its own dropdown (the account menu).
    <div
      className={`tooltip-anchor${className ? ` ${className}` : ''}`}
      onMouseEnter={() => settle(true, focused)}
      onMouseLeave={() => settle(false, focused)}
      onFocus={() => settle(hovered, true)}
      onBlur={onBlur}
    >
      {children(id)}
      <div role="tooltip" id={id} className={shown ? 'tooltip tooltip--shown' : 'tooltip'}>
        {text}
      </div>
    </div>
  );
}
