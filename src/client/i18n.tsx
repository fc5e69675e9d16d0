// The request's translation function, handed down by context. One fixed `t` per page: cheaper
// than a subscription per component, and it can never switch language mid-render.
import type { i18n, TFunction } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

const TranslationContext = createContext<TFunction | null>(null);

export function TranslationProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  const t = useMemo(() => i18n.getFixedT(i18n.language), [i18n]);
  return <TranslationContext.Provider value={t}>{children}</TranslationContext.Provider>;
}

export function useT(): TFunction {
  const t = useContext(TranslationContext);
  if (!t) throw new Error('useT needs a TranslationProvider');
  return t;
}
