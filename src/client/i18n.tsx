// The request's translation function, handed down by context. One fixed `t` per page: cheaper
// than a subscription per component, and it can never switch language mid-render. The server
// translates with i18next (an instance per request); the browser with the small translator of
// src/shared/i18n/createTranslator.ts over the same tables, which keeps i18next out of its bundle.
import type { i18n } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Translate, Translator } from '../shared/i18n/createTranslator';

export type { Translate } from '../shared/i18n/createTranslator';

/** Where a page's texts come from: the request's i18next instance, or the browser's translator. */
export type TranslationSource = i18n | Translator;

/**
 * Texts without placeholders, by language and key. They depend only on the bundled resource
 * tables, which never change while the process runs, so every page can share them; i18next's
 * lookup pipeline per call was a measurable part of a page's render (profiled). Bounded,
 * because nothing in here should grow with traffic.
 */
const plainTexts = new Map<string, string>();
const PLAIN_TEXTS_MAX = 2000;

function fixedTranslate(instance: i18n): Translate {
  const language = instance.language;
  const t = instance.getFixedT(language);
  return (key, values) => {
    if (values) return t(key, values);
    const memoKey = `${language}\u0000${key}`;
    let text = plainTexts.get(memoKey);
    if (text === undefined) {
      text = t(key);
      if (plainTexts.size < PLAIN_TEXTS_MAX) plainTexts.set(memoKey, text);
    }
    return text;
  };
}

const TranslationContext = createContext<Translate | null>(null);

export function TranslationProvider({ i18n, children }: { i18n: TranslationSource; children: ReactNode }) {
  const t = useMemo(() => ('getFixedT' in i18n ? fixedTranslate(i18n) : i18n.t), [i18n]);
  return <TranslationContext.Provider value={t}>{children}</TranslationContext.Provider>;
}

export function useT(): Translate {
  const t = useContext(TranslationContext);
  if (!t) throw new Error('useT needs a TranslationProvider');
  return t;
}
