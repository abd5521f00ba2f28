import { LOCALES, DEFAULT_LOCALE } from 'contract/taxonomy';

export type Locale = (typeof LOCALES)[number];
export { LOCALES, DEFAULT_LOCALE };

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The language part for <html lang> and Intl ("en-US" stays "en-US"). */
export const localeLabels: Record<Locale, string> = { 'en-US': 'English', 'es-US': 'Español' };

/**
 * The site's locale a visitor's browser prefers (its Accept-Language header): the first language it
 * names that the site has (by its language part: "es-MX" or "es" → es-US), else the default locale.
 * A hint only, for addresses without a locale (it never overrides a locale in the path).
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .slice(0, 256)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { language } of ranked) {
    const locale = LOCALES.find((l) => l.toLowerCase().split('-')[0] === language);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
