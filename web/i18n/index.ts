import { DEFAULT_LOCALE, isLocale, type Locale } from '../links/locale';
import { enUS } from './en-US';
import { esUS } from './es-US';
import type { Messages } from './messages';

export type { Messages } from './messages';

/** One catalogue per locale: a locale without one fails the compiler. */
const CATALOGUES: Record<Locale, Messages> = { 'en-US': enUS, 'es-US': esUS };

/** The site's texts in a locale (the default locale's for anything else). */
export function messages(locale: string | null | undefined): Messages {
  return CATALOGUES[locale && isLocale(locale) ? locale : DEFAULT_LOCALE];
}

/** A link's label in the catalogue (chrome/links.ts keeps the English one). */
export function linkLabel(t: Messages, link: { href: string; label: string }): string {
  return t.links[link.href] ?? link.label;
}
