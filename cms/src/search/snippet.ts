import type { SearchSegment as Segment } from 'contract/wire';
import { lexeme, type SearchConfig } from './lexemes';

/** What a text is compared with: the query's lexemes, and the one the visitor is still typing (matched as a prefix). */
export interface Wanted {
  lexemes: ReadonlySet<string>;
  prefix: string | null;
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

interface Piece {
  text: string;
  word: boolean;
  match: boolean;
}

/** The text as words and what lies between them, each word marked when the query wants it (one pass). */
function pieces(text: string, wanted: Wanted, config: SearchConfig): Piece[] {
  const out: Piece[] = [];
  let current = '';
  let inWord = false;
  const flush = () => {
    if (!current) return;
    let match = false;
    if (inWord) {
      const lower = current.normalize('NFKC').toLowerCase();
      const stem = lexeme(lower, config);
      match =
        (stem !== null && wanted.lexemes.has(stem)) ||
        (wanted.prefix !== null && (lower.startsWith(wanted.prefix) || (stem?.startsWith(wanted.prefix) ?? false)));
    }
    // Between two texts of the page (a heading and its paragraph, two list items): a dot, not a bare space.
    out.push({ text: inWord || !current.includes('\n') ? current : ' · ', word: inWord, match });
    current = '';
  };
  for (const ch of text) {
    const word = WORD_CHAR.test(ch);
    if (word !== inWord) {
      flush();
      inWord = word;
    }
    current += ch;
  }
  flush();
  return out;
}

function toSegments(list: Piece[]): Segment[] {
  const segments: Segment[] = [];
  for (const piece of list) {
    const last = segments[segments.length - 1];
    if (piece.match) segments.push({ text: piece.text, match: true });
    else if (last && !last.match) last.text += piece.text;
    else segments.push({ text: piece.text });
  }
  return segments;
}

/** A short text (a title) with the words the query found marked. */
export function highlight(text: string, wanted: Wanted, config: SearchConfig): Segment[] {
  return toSegments(pieces(text, wanted, config));
}

/**
 * The part of a long text that shows best why it was found: the window of `size` words holding the
 * most wanted words (the first such window), with them marked and "…" where the text was cut.
 * Linear in the text's length.
 */
export function snippet(text: string, wanted: Wanted, config: SearchConfig, size = 28): Segment[] {
  const list = pieces(text, wanted, config);
  const wordAt: number[] = [];
  list.forEach((piece, i) => {
    if (piece.word) wordAt.push(i);
  });
  if (wordAt.length <= size) return toSegments(list);
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let w = 0; w < wordAt.length; w++) {
    if (list[wordAt[w]].match) count += 1;
    if (w >= size && list[wordAt[w - size]].match) count -= 1;
    const start = Math.max(0, w - size + 1);
    if (w >= size - 1 && count > bestCount) {
      bestCount = count;
      // Start a little before the first match, so that it is read in its sentence.
      best = start;
    }
  }
  const firstMatch = wordAt.findIndex((at, w) => w >= best && w < best + size && list[at].match);
  const start = firstMatch < 0 ? best : Math.max(0, Math.min(firstMatch - 4, wordAt.length - size));
  const from = wordAt[start];
  const to = wordAt[Math.min(start + size, wordAt.length) - 1];
  const segments = toSegments(list.slice(from, to + 1));
  if (start > 0) segments.unshift({ text: '… ' });
  if (start + size < wordAt.length) segments.push({ text: ' …' });
  return segments;
}
