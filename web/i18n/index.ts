import { EVENT_SUBCATEGORIES, EVENTS_CATEGORY } from 'contract/taxonomy';
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

/**
 * A category's or an industry's name for visitors in the catalogue's language: the filter's option
 * name (the four event sub-categories show as the Events option), else the taxonomy's own English name.
 */
export function termLabel(t: Messages, term: { key: string; label?: string; name: string }): string {
  const key = (EVENT_SUBCATEGORIES as readonly string[]).includes(term.key) ? EVENTS_CATEGORY : term.key;
  return t.filters.options[key] ?? term.label ?? term.name;
}
