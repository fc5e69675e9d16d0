// The editing header of the layout (spec 000 §2): the in-page editor for logged-in staff. Visitors
// never pay for it (issue 12, docs/ARCHITECTURE.md): the editor is a chunk of its own
// (src/client/editor/), imported only in the browser, after hydration, and only when the URL has
// the edit flag (spec 000 §4 "Editing mode"); the server's render, shared by everyone, has
// nothing here. Whether the user is logged in is the chunk's to ask.
import { lazy, Suspense } from 'react';
import { hasEditFlag } from '../../shared/editFlag';
import { usePage } from '../navigation/LocationContext';
import { useHydrated } from '../hooks/useHydrated';

const EditorRoot = lazy(() => import('../editor/EditorRoot').then((module) => ({ default: module.EditorRoot })));

export function EditingHeader() {
  const hydrated = useHydrated();
  const page = usePage();
  if (!hydrated || !hasEditFlag(page.search)) return null;
  return (
    <Suspense fallback={null}>
      <EditorRoot />
    </Suspense>
  );
}
