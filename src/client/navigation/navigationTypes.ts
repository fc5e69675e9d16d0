// The router's function types: a file of their own, so that the router's hooks can share them
// without importing the router.

interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export type Navigate = (href: string, options?: NavigateOptions) => void;

/** One navigation as the router runs it: a link, a back or forward step, or the same URL decided again. */
export type Go = (
  href: string,
  options: NavigateOptions & { fromHistory?: boolean; reload?: boolean; restoreScrollY?: number | null },
) => Promise<void>;
