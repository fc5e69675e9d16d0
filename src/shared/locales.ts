// spec 000 §1, spec 001 §9: German is the default locale, English the other one.
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

export function isLocale(value: unknown): value is Locale {
  return value === 'de' || value === 'en';
}

/**
 * Picks the best supported locale from an Accept-Language header (RFC 9110 §12.5.4),
 * honouring q-values; German when nothing matches. spec 000 §2: only on the root path,
 * and no cookie is involved.
 */
export function decideLocaleFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number; index: number } | undefined;
  header.split(',').forEach((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary)) return;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q' && value !== undefined) {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    if (q <= 0) return;
    if (!best || q > best.q || (q === best.q && index < best.index)) best = { locale: primary, q, index };
  });
  return best?.locale ?? DEFAULT_LOCALE;
}
