// Each language's name in itself: the language switch names every language so, whatever the
// page's language, and the browser holds only the page's language's table (createTranslator.ts).
import type { Locale } from '../locales';

export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { de: 'Deutsch', en: 'English' };
