import type { Metadata } from 'next';

const isWordChar = (char: string | undefined) => !!char && /[\p{L}\p{N}]/u.test(char);

/** Whether `text` holds `word` as a whole word (case-insensitive; no pattern built from input). */
export function containsWord(text: string, word: string): boolean {
  const haystack = text.toLowerCase();
  const needle = word.trim().toLowerCase();
  if (!needle) return false;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (!isWordChar(haystack[at - 1]) && !isWordChar(haystack[at + needle.length])) return true;
  }
  return false;
}

/**
 * A page's <title> with the brand once. The root layout's template (chrome/document.tsx) adds
 * " | {brand}"; a title editors wrote with the brand already in it ("Free 30-day trial | Meridian",
 * "… | Meridian Newsroom", "… | Eventos de Meridian") is used as it is, so the brand is never doubled.
 */
export function titleWithBrand(title: string, brand: string): Metadata['title'] {
  return containsWord(title, brand) ? { absolute: title } : title;
}

/** The template of the root layout: "{page title} | {brand}". */
export function titleTemplate(brand: string): NonNullable<Metadata['title']> {
  return { default: brand, template: `%s | ${brand}` };
}
