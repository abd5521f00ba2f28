import { lexeme, type SearchConfig } from './lexemes';
import type { ParsedQuery } from './query';

/**
 * The query as an engine looks it up: whole words and phrases, and the word being typed (suggestions
 * only), as typed (PostgreSQL stems them with its own configuration) and as lexemes (SQLite's index
 * and the highlighting); stop words have no lexeme.
 */
export interface Lookup {
  typed: { words: string[]; phrases: string[][]; prefix: string | null };
  words: string[];
  phrases: string[][];
  prefix: string | null;
}

export function lookupOf(query: ParsedQuery, config: SearchConfig, prefix: boolean): Lookup {
  const stem = (word: string) => lexeme(word, config);
  const typing = prefix && query.lastIsPartial ? query.words[query.words.length - 1] : null;
  const words = query.words.filter((w) => w !== typing);
  const kept = words.filter((w) => stem(w) !== null);
  const phrases = query.phrases.filter((phrase) => phrase.some((w) => stem(w) !== null));
  const typedPrefix = typing !== null && stem(typing) !== null ? typing : null;
  return {
    typed: { words: kept, phrases, prefix: typedPrefix },
    words: [...new Set(kept.map((w) => stem(w)!))],
    phrases: phrases.map((phrase) => phrase.map(stem).filter((l): l is string => l !== null)),
    prefix: typedPrefix === null ? null : stem(typedPrefix),
  };
}

/** Nothing left to look up (only stop words). */
export const isEmpty = (lookup: Lookup) => !lookup.words.length && !lookup.phrases.length && lookup.prefix === null;

/** Binds a value as the next numbered parameter of a PostgreSQL statement and returns its place. */
export type Bind = (value: unknown, type?: string) => string;

/**
 * The tsquery of a lookup: PostgreSQL parses and stems each word and phrase with the locale's
 * configuration (a phrase keeps the distance of the stop words in it); the word being typed is a
 * prefix. Words are letters and digits only (query.ts), so quoting the prefix is enough. The functions
 * are immutable, so the planner folds the expression and sees how common the words are.
 */
export function tsquery(lookup: Lookup, config: SearchConfig, bind: Bind): string {
  const parts: string[] = [];
  const regconfig = bind(config, 'regconfig');
  for (const word of lookup.typed.words) parts.push(`plainto_tsquery(${regconfig}, ${bind(word, 'text')})`);
  for (const phrase of lookup.typed.phrases) parts.push(`phraseto_tsquery(${regconfig}, ${bind(phrase.join(' '), 'text')})`);
  if (lookup.typed.prefix !== null) parts.push(`to_tsquery(${regconfig}, ${bind(`'${lookup.typed.prefix}':*`, 'text')})`);
  return `(${parts.join(' && ')})`;
}

/** The FTS5 query of a lookup (lexemes are letters and digits only: quoting them is enough). */
export function ftsQuery(lookup: Lookup): string {
  const parts = [...lookup.words.map((w) => `"${w}"`), ...lookup.phrases.map((p) => `"${p.join(' ')}"`)];
  if (lookup.prefix !== null) parts.push(`"${lookup.prefix}" *`);
  return parts.join(' AND ');
}
