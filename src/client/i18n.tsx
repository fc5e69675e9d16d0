// The page's translation function, handed down by context. One fixed `t` per page: cheaper
// than a subscription per component, and it can never switch language mid-render. The server's
// render and the browser translate with the same small translator over the same tables
// (src/shared/i18n/createTranslator.ts): what the server wrote is what hydration expects, and
// i18next stays out of the visitor's bundle (the gateway's messages still use it).
import { createContext, useContext, type ReactNode } from 'react';
import type { Translate, Translator } from '../shared/i18n/createTranslator';

export type { Translate } from '../shared/i18n/createTranslator';

/** Where a page's texts come from: the translator of its language. */
export type TranslationSource = Translator;

const TranslationContext = createContext<Translate | null>(null);

export function TranslationProvider({ i18n, children }: { i18n: TranslationSource; children: ReactNode }) {
  return <TranslationContext.Provider value={i18n.t}>{children}</TranslationContext.Provider>;
}

export function useT(): Translate {
  const t = useContext(TranslationContext);
  if (!t) throw new Error('useT needs a TranslationProvider');
  return t;
}
