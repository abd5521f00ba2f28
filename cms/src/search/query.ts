import type { Locale } from 'contract/taxonomy';
import { parseNewsroomQuery, QueryError } from '../newsroom/params';

/**
 * The site search's query: the text a visitor typed (`q`), split into words and quoted phrases, plus the
 * newsroom's paging and filter parameters. Pure TypeScript: what the database does with it lives elsewhere.
 */

export const QUERY_MAX_LENGTH = 200; // characters of q, after trimming
export const QUERY_MAX_WORDS = 8; // words in all, phrase words included
export const WORD_MAX_LENGTH = 64; // characters of one word

/**
 * What q may be before it is normalised: NFKC may shrink a text (it composes "e" + U+0301 into "é"), so this is
 * generous; it only refuses a huge input before any work is done on it.
 */
const RAW_MAX_LENGTH = 4 * QUERY_MAX_LENGTH;

export interface ParsedQuery {
  /**
   * Words outside quotes, lower-cased, in the order typed, duplicates removed (a word also in a phrase stays here
   * too). When `lastIsPartial`, the partial word is the last one (even if it was also typed earlier).
   */
  words: string[];
  /** Quoted phrases, each its words (lower-cased) in order; a quote holding one word adds that word to `words` instead; an empty quote is ignored. */
  phrases: string[][];
  /** The last thing typed is a bare word with nothing after it (no trailing space, not inside/closing a quote): the header's suggestions match it as a prefix. */
  lastIsPartial: boolean;
}

export interface SearchQuery {
  q: ParsedQuery;
  /** q as typed, trimmed (for the page to show back) */
  text: string;
  page: number;
  pageSize: number;
  locale: Locale;
  categories: string[];
  industries: string[];
}

/** Each opening quote mark and the mark that closes its phrase. */
const QUOTES: ReadonlyMap<string, string> = new Map([
  ['"', '"'],
  ['\u201C', '\u201D'], // “ ”
  ['\u00AB', '\u00BB'], // « »
]);

/** Tested on one code point at a time (no quantifier, nothing to backtrack over). */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;

/** Variation selectors (U+FE00–FE0F, U+E0100–E01EF): they only pick how the character before (an emoji) is drawn. */
function isVariationSelector(cp: number): boolean {
  return (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

/**
 * Whether `ch` (one code point) belongs to a word: a letter or digit, or a combining mark that continues a word
 * already started. A mark with no word before it (and a variation selector, as in "❤️") separates, so emoji and
 * stray marks never become words.
 */
function isWordChar(ch: string, inWord: boolean): boolean {
  if (LETTER_OR_DIGIT.test(ch)) return true;
  return inWord && MARK.test(ch) && !isVariationSelector(ch.codePointAt(0)!);
}

/**
 * Parses the text a visitor typed. Throws QueryError for: empty (after trimming, or no word at all), longer than
 * QUERY_MAX_LENGTH characters (code points, after NFKC and trimming), more than QUERY_MAX_WORDS words (counted after
 * duplicates are removed, each phrase word counting), a word longer than WORD_MAX_LENGTH characters.
 *
 * A word is a run of letters, digits and combining marks; everything else separates words, apostrophes and hyphens
 * included ("o'brien" is "o" and "brien"), as PostgreSQL's parser and SQLite's unicode61 tokenizer split them.
 * `"` opens and closes a phrase, and so do the pairs “ ” and « » (only a phrase's own closing mark closes it; the
 * other marks separate words inside it); an unclosed quote runs to the end of the text.
 */
export function parseSearchText(text: string): ParsedQuery {
  const rawTrimmed = text.trim();
  if (rawTrimmed.length > RAW_MAX_LENGTH) throw tooLong(rawTrimmed.length);
  // A space typed after the last word means the visitor has finished it (trimming must not hide that).
  const endsInSpace = text.trimEnd().length !== text.length;
  const normalised = rawTrimmed.normalize('NFKC').trim();
  const length = [...normalised].length;
  if (length > QUERY_MAX_LENGTH) throw tooLong(length);

  // One pass over the code points.
  const typed: string[] = []; // words outside quotes (and one-word quotes), lower-cased, in order, with duplicates
  const phrases: string[][] = [];
  let closer: string | null = null; // inside a phrase: the mark that closes it
  let phrase: string[] = [];
  let word = '';
  let wordLength = 0;

  const endWord = (): void => {
    if (word === '') return;
    if (wordLength > WORD_MAX_LENGTH) throw new QueryError(`q must not have a word longer than ${WORD_MAX_LENGTH} characters (got ${wordLength})`);
    (closer === null ? typed : phrase).push(word.toLowerCase());
    word = '';
    wordLength = 0;
  };
  const endPhrase = (): void => {
    if (phrase.length === 1) typed.push(phrase[0]);
    else if (phrase.length > 1) phrases.push(phrase);
    phrase = [];
    closer = null;
  };

  for (const ch of normalised) {
    if (isWordChar(ch, word !== '')) {
      word += ch;
      wordLength += 1;
      continue;
    }
    endWord();
    if (closer !== null) {
      if (ch === closer) endPhrase();
    } else {
      closer = QUOTES.get(ch) ?? null;
    }
  }
  const lastIsPartial = word !== '' && closer === null && !endsInSpace;
  endWord();
  if (closer !== null) endPhrase();

  const unique = new Set(typed);
  if (lastIsPartial) {
    // The partial word goes last, where the suggestions look for it.
    const last = typed[typed.length - 1];
    unique.delete(last);
    unique.add(last);
  }
  const words = [...unique];
  const uniquePhrases = [...new Map(phrases.map((p) => [p.join(' '), p])).values()];

  const count = words.length + uniquePhrases.reduce((sum, p) => sum + p.length, 0);
  if (count === 0) throw new QueryError('q must contain at least one word');
  if (count > QUERY_MAX_WORDS) throw new QueryError(`q must have at most ${QUERY_MAX_WORDS} words (got ${count})`);
  return { words, phrases: uniquePhrases, lastIsPartial };
}

function tooLong(length: number): QueryError {
  return new QueryError(`q must be at most ${QUERY_MAX_LENGTH} characters (got ${length})`);
}

/**
 * The public search route's query string: `q` (required, a single string) plus the newsroom's `page`, `pageSize`,
 * `locale`, `category` and `industry`, validated by parseNewsroomQuery (same messages and limits; unknown parameters
 * are refused, named).
 */
export function parseSearchQuery(raw: Record<string, unknown>): SearchQuery {
  const { q, ...rest } = raw;
  if (q === undefined) throw new QueryError('q is required (the text to search for)');
  if (typeof q !== 'string') throw new QueryError('q must be given once, as a single value');
  const parsed = parseSearchText(q);
  const { page, pageSize, locale, categories, industries } = parseNewsroomQuery(rest);
  return { q: parsed, text: q.trim(), page, pageSize, locale, categories, industries };
}
