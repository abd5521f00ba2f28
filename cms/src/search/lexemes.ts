import { newStemmer } from 'snowball-stemmers';
import { ENGLISH_STOP_WORDS } from './stopwords-english';
import { SPANISH_STOP_WORDS } from './stopwords-spanish';

/**
 * Words to index and to look up, for the SQLite engine: PostgreSQL's `english` and `spanish` text
 * search configurations done in JavaScript, so that both engines find the same pages. Words are
 * split as PostgreSQL's parser splits plain words (letters and digits; anything else, an apostrophe
 * or hyphen included, separates), lower-cased, stop words dropped, and words with a letter stemmed
 * by the same Snowball stemmers; numbers are kept as they are. tests/search-lexemes.test.ts compares
 * the result with PostgreSQL's own `to_tsvector` on a live server.
 */

/** The text-search configuration of each site locale (PostgreSQL's names). */
export const SEARCH_CONFIG = { 'en-US': 'english', 'es-US': 'spanish' } as const satisfies Record<string, string>;
export type SearchConfig = (typeof SEARCH_CONFIG)[keyof typeof SEARCH_CONFIG];

export const configOf = (locale: string): SearchConfig => SEARCH_CONFIG[locale as keyof typeof SEARCH_CONFIG] ?? 'english';

const STOP: Record<SearchConfig, ReadonlySet<string>> = { english: new Set(ENGLISH_STOP_WORDS), spanish: new Set(SPANISH_STOP_WORDS) };
const STEMMERS: Record<SearchConfig, { stem(word: string): string }> = { english: newStemmer('english'), spanish: newStemmer('spanish') };

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
const LETTER = /\p{L}/u;

/** The words of a text, lower-cased, in order (one pass, one character tested at a time). */
export function words(text: string): string[] {
  const found: string[] = [];
  let current = '';
  for (const ch of text.normalize('NFKC')) {
    if (WORD_CHAR.test(ch)) current += ch;
    else if (current) {
      found.push(current.toLowerCase());
      current = '';
    }
  }
  if (current) found.push(current.toLowerCase());
  return found;
}

/** A word as it is indexed: null for a stop word; digits alone kept; otherwise its stem. */
export function lexeme(word: string, config: SearchConfig): string | null {
  const cache = CACHE[config];
  const known = cache.get(word);
  if (known !== undefined) return known;
  const found = lexemeOf(word, config);
  // Words repeat across pages: stemming each once keeps a re-index of many pages fast. Bounded: a
  // flood of made-up words empties it rather than growing it.
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(word, found);
  return found;
}

const CACHE_SIZE = 50_000;
const CACHE: Record<SearchConfig, Map<string, string | null>> = { english: new Map(), spanish: new Map() };

function lexemeOf(word: string, config: SearchConfig): string | null {
  if (STOP[config].has(word)) return null;
  if (!LETTER.test(word)) return word;
  // PostgreSQL's parser calls a word mixing letters and digits a numword: not stemmed.
  for (const ch of word) if (ch >= '0' && ch <= '9') return word;
  return STEMMERS[config].stem(word);
}

/** Every lexeme of a text, in order, stop words left out. */
export function lexemes(text: string, config: SearchConfig): string[] {
  return words(text)
    .map((word) => lexeme(word, config))
    .filter((l): l is string => l !== null);
}
