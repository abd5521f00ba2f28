import type { Language } from '../core/types';
import { en, type StringKey, type Strings } from './en';

export { en, type StringKey, type Strings };

/** English plus 25 languages (each other than English a lazily loaded chunk); normalize() falls back to en for others. */
export { LANGUAGES, type Language } from '../core/types';

export const RTL_LANGUAGES: readonly string[] = ['ar', 'fa', 'he'];

const cache = new Map<string, Strings>([['en', en]]);

/** The strings of a language already loaded (English always is), so a render needs not wait. */
export const cachedStrings = (lang: Language): Strings | undefined => cache.get(lang);

/** Loads a language's strings on demand (a separate chunk per language in the bundle). */
export async function loadStrings(lang: Language): Promise<Strings> {
  const hit = cache.get(lang);
  if (hit) return hit;
  try {
    const mod = (await import(`./langs/${lang}.ts`)) as { default: Strings };
    cache.set(lang, mod.default);
    return mod.default;
  } catch (error) {
    console.error(`add-to-calendar-button: language "${lang}" could not be loaded, falling back to English`, error);
    return en;
  }
}

export type Translate = (key: StringKey, vars?: Record<string, string | number>) => string;

/** customLabels win, then the language, then English. */
export function translator(strings: Strings, customLabels: Record<string, string>): Translate {
  return (key, vars) => {
    let s = customLabels[key] ?? strings[key] ?? en[key];
    if (vars) for (const [k, v] of Object.entries(vars)) s = s.replace(`{${k}}`, String(v));
    return s;
  };
}
