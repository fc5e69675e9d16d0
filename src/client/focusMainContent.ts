// Where the focus goes when the control that had it disappears (a closed banner, notice or
// dialog) and nothing better is left: the page's main content (App.tsx, #main-content). The page
// stays where the visitor has it: focusing would otherwise scroll the main content's top under the
// sticky header.
export function focusMainContent(): void {
  document.getElementById('main-content')?.focus({ preventScroll: true });
}
