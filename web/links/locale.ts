import { LOCALES, DEFAULT_LOCALE } from 'contract/taxonomy';

export type Locale = (typeof LOCALES)[number];
export { LOCALES, DEFAULT_LOCALE };

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The language part for <html lang> and Intl ("en-US" stays "en-US"). */
export const localeLabels: Record<Locale, string> = { 'en-US': 'English', 'es-US': 'Español' };
