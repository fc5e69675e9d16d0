// The current URL as React state. On the server it is fixed; in the browser it follows
// history (replaceState for filter changes, spec 001 §2) and the back button.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface AppLocation {
  pathname: string;
  search: string;
  /** Replaces the query string of the current page and re-renders (spec 001 §2). */
  replaceSearch: (search: string) => void;
}

const LocationContext = createContext<AppLocation | null>(null);

export function useAppLocation(): AppLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useAppLocation needs a LocationProvider');
  return location;
}

export function LocationProvider({ pathname, search, children }: { pathname: string; search: string; children: ReactNode }) {
  const [current, setCurrent] = useState({ pathname, search });

  useEffect(() => {
    const onPopState = () => setCurrent({ pathname: window.location.pathname, search: window.location.search });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const replaceSearch = useCallback((nextSearch: string) => {
    const normalised = nextSearch && !nextSearch.startsWith('?') ? `?${nextSearch}` : nextSearch;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${normalised}${window.location.hash}`);
    setCurrent({ pathname: window.location.pathname, search: normalised });
  }, []);

  const value = useMemo(() => ({ ...current, replaceSearch }), [current, replaceSearch]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/**
 * Goes to `href` (a path on this site). For now a document load; the client navigation being
 * built replaces this body with a change of screen.
 */
export function useNavigate(): (href: string, options?: { replace?: boolean }) => void {
  return useCallback((href: string, options?: { replace?: boolean }) => {
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
  }, []);
}
