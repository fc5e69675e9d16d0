// State that returns to its initial value whenever the page's path changes: open menus and
// dropdowns close on route change (spec 001 §2 "Desktop menu", §4 "Menus and chrome").
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useAppLocation } from '../navigation/LocationContext';

export function useUntilNavigation<T>(initial: T): [T, Dispatch<SetStateAction<T>>] {
  const { pathname } = useAppLocation();
  const [value, setValue] = useState(initial);
  const [seenPath, setSeenPath] = useState(pathname);
  // Adjusted while rendering (React's "storing information from previous renders"), so the
  // new page never shows a frame with the old page's menu open.
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setValue(initial);
  }
  return [value, setValue];
}
