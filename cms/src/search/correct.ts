import type { Core } from '@strapi/strapi';
import type { ParsedQuery } from './query';
import { closestWord } from './vocabulary';

/** How many nearby words an empty answer offers. */
const NEARBY = 5;

/**
 * The query with each word the locale's pages do not hold replaced by the closest word they hold
 * ("archtect" → "architect"), and its text; null when no word was replaced. With `prefix`, the word
 * being typed is kept as it is.
 */
export async function correctedQuery(strapi: Core.Strapi, q: ParsedQuery, locale: string, prefix: boolean): Promise<{ q: ParsedQuery; text: string } | null> {
  const typing = prefix && q.lastIsPartial ? q.words[q.words.length - 1] : null;
  let changed = false;
  const fix = async (word: string) => {
    if (word === typing || word.length < 3) return word;
    const closest = await closestWord(strapi, locale, word);
    if (closest === null || closest === word) return word;
    changed = true;
    return closest;
  };
  const words: string[] = [];
  for (const word of q.words) words.push(await fix(word));
  const phrases: string[][] = [];
  for (const phrase of q.phrases) {
    const fixed: string[] = [];
    for (const word of phrase) fixed.push(await fix(word));
    phrases.push(fixed);
  }
  if (!changed) return null;
  const text = [...words.filter((w) => w !== typing), ...phrases.map((p) => `"${p.join(' ')}"`), ...(typing ? [typing] : [])].join(' ');
  return { q: { words: [...new Set(words)], phrases, lastIsPartial: q.lastIsPartial }, text };
}

/** The locale's words closest to each of the query's (a word it holds is its own), at most NEARBY, in the query's order. */
export async function nearbyWords(strapi: Core.Strapi, q: ParsedQuery, locale: string): Promise<string[]> {
  const found = new Set<string>();
  for (const word of new Set([...q.words, ...q.phrases.flat()])) {
    if (found.size >= NEARBY) break;
    if (word.length < 3) continue;
    const closest = await closestWord(strapi, locale, word);
    if (closest !== null) found.add(closest);
  }
  return [...found];
}
