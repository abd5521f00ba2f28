import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { configOf, lexeme, words } from './lexemes';
import { SEARCH_WORDS, SEARCH_WORDS_FTS } from './tables';

type Row = Record<string, unknown>;

/**
 * The words of the published pages per locale, with how many entries hold each (`search_words`): what
 * a misspelled word is corrected to. Kept in the same transaction as the entries (index-pages.ts adds
 * an entry's words when it writes it and takes them away when it removes it), so it always equals the
 * words of the entries. The closest word is found by trigram similarity: pg_trgm's `similarity` and
 * its GIN index on PostgreSQL; on SQLite an FTS5 trigram table finds the candidates and `similarity`
 * below, pg_trgm's formula, ranks them.
 */

/** A word worth correcting to: letters only, 3 to 64 of them, not a stop word. */
const LETTERS_ONLY = /^\p{L}[\p{L}\p{M}]*$/u;

/** The distinct words of some texts that the vocabulary keeps, in order (sorted: rows are locked in one order). */
export function vocabularyOf(texts: readonly string[], locale: string): string[] {
  const config = configOf(locale);
  const found = new Set<string>();
  for (const text of texts)
    for (const word of words(text)) {
      if (word.length < 3 || word.length > 64 || found.has(word)) continue;
      if (LETTERS_ONLY.test(word) && lexeme(word, config) !== null) found.add(word);
    }
  return [...found].sort();
}

/** pg_trgm's trigrams of one word: lower case, two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const chars = [' ', ' ', ...word.toLowerCase(), ' '];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) found.add(chars.slice(i, i + 3).join(''));
  return found;
}

/** pg_trgm's `similarity` of two words: shared trigrams over all trigrams of both. */
export function similarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const t of left) if (right.has(t)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** The least similarity a correction needs (pg_trgm's default threshold). */
export const MIN_SIMILARITY = 0.3;

const postgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';

/** Counts one more entry holding each of these words (sorted, so that concurrent writers lock rows in one order). */
export async function addWords(strapi: Core.Strapi, trx: Knex, locale: string, list: string[]): Promise<void> {
  if (!list.length) return;
  if (postgres(strapi)) {
    await trx.raw(
      `INSERT INTO ${SEARCH_WORDS} (locale, word, count) SELECT ?, word, 1 FROM unnest(?::text[]) AS word ORDER BY word
       ON CONFLICT (locale, word) DO UPDATE SET count = ${SEARCH_WORDS}.count + 1`,
      [locale, list],
    );
    return;
  }
  for (const word of list) {
    const updated = await trx(SEARCH_WORDS).where({ locale, word }).increment('count', 1);
    if (updated) continue;
    const [inserted] = (await trx(SEARCH_WORDS).insert({ locale, word, count: 1 }, ['id'])) as Array<{ id: number } | number>;
    await trx(SEARCH_WORDS_FTS).insert({ rowid: typeof inserted === 'object' ? inserted.id : inserted, word });
  }
}

/** Counts one entry fewer holding each of these words; a word no entry holds any more goes. */
export async function removeWords(strapi: Core.Strapi, trx: Knex, locale: string, list: string[]): Promise<void> {
  if (!list.length) return;
  if (postgres(strapi)) {
    await trx.raw(`SELECT 1 FROM ${SEARCH_WORDS} WHERE locale = ? AND word = ANY(?::text[]) ORDER BY word FOR UPDATE`, [locale, list]);
    await trx.raw(`UPDATE ${SEARCH_WORDS} SET count = count - 1 WHERE locale = ? AND word = ANY(?::text[])`, [locale, list]);
    await trx.raw(`DELETE FROM ${SEARCH_WORDS} WHERE locale = ? AND word = ANY(?::text[]) AND count <= 0`, [locale, list]);
    return;
  }
  for (let i = 0; i < list.length; i += 400) {
    const part = list.slice(i, i + 400);
    await trx(SEARCH_WORDS).where({ locale }).whereIn('word', part).decrement('count', 1);
    const gone = (await trx(SEARCH_WORDS).where({ locale }).whereIn('word', part).where('count', '<=', 0).select('id')) as Row[];
    if (!gone.length) continue;
    const ids = gone.map((row) => Number(row.id));
    await trx(SEARCH_WORDS_FTS).whereIn('rowid', ids).delete();
    await trx(SEARCH_WORDS).whereIn('id', ids).delete();
  }
}

/**
 * The vocabulary word of a locale closest to `word` (similarity at least MIN_SIMILARITY; ties: the word
 * more pages hold, then the first in order), or null. A word the vocabulary holds is its own answer.
 */
export async function closestWord(strapi: Core.Strapi, locale: string, word: string): Promise<string | null> {
  const knex = strapi.db.connection;
  if (postgres(strapi)) {
    const { rows } = (await knex.raw(
      `SELECT word FROM ${SEARCH_WORDS} WHERE locale = ? AND word % ? AND similarity(word, ?) >= ?
       ORDER BY similarity(word, ?) DESC, count DESC, word COLLATE "C" LIMIT 1`,
      [locale, word, word, MIN_SIMILARITY, word],
    )) as { rows: Row[] };
    return rows.length ? String(rows[0].word) : null;
  }
  // FTS5's trigram tokenizer indexes each word's own trigrams: candidates share one with `word`.
  const inner = [...trigrams(word)].filter((t) => !t.includes(' '));
  if (!inner.length) return null;
  const match = inner.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
  const candidates = (await knex.raw(
    `SELECT w.word AS word, w.count AS count FROM ${SEARCH_WORDS_FTS} f JOIN ${SEARCH_WORDS} w ON w.id = f.rowid WHERE ${SEARCH_WORDS_FTS} MATCH ? AND w.locale = ?`,
    [match, locale],
  )) as Row[];
  let best: { word: string; score: number; count: number } | null = null;
  for (const row of candidates) {
    const candidate = { word: String(row.word), score: similarity(String(row.word), word), count: Number(row.count) };
    if (candidate.score < MIN_SIMILARITY) continue;
    if (
      !best ||
      candidate.score > best.score ||
      (candidate.score === best.score && (candidate.count > best.count || (candidate.count === best.count && candidate.word < best.word)))
    )
      best = candidate;
  }
  return best?.word ?? null;
}

/**
 * Makes the vocabulary anew from the entries (the start-up repair, when entries had to be re-derived:
 * a change made outside the pipeline may have left the counts behind). One transaction.
 */
export async function rebuildVocabulary(strapi: Core.Strapi, entriesTable: string): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    const counts = new Map<string, Map<string, number>>();
    let lastId = 0;
    for (;;) {
      const rows = (await trx(entriesTable)
        .where('id', '>', lastId)
        .orderBy('id')
        .limit(1000)
        .select('id', 'locale', 'title', 'summary', 'terms', 'body')) as Row[];
      if (!rows.length) break;
      lastId = Number(rows[rows.length - 1].id);
      for (const row of rows) {
        const locale = String(row.locale);
        const words = counts.get(locale) ?? new Map<string, number>();
        counts.set(locale, words);
        for (const word of vocabularyOf([row.title, row.summary, row.terms, row.body].map(String), locale)) words.set(word, (words.get(word) ?? 0) + 1);
      }
    }
    if (!postgres(strapi)) await trx(SEARCH_WORDS_FTS).delete();
    await trx(SEARCH_WORDS).delete();
    for (const [locale, words] of counts) {
      const list = [...words].sort(([a], [b]) => (a < b ? -1 : 1));
      for (let i = 0; i < list.length; i += 500) {
        const part = list.slice(i, i + 500).map(([word, count]) => ({ locale, word, count }));
        if (postgres(strapi)) {
          await trx(SEARCH_WORDS).insert(part);
          continue;
        }
        const inserted = (await trx(SEARCH_WORDS).insert(part, ['id', 'word'])) as Array<{ id: number; word: string }>;
        await trx(SEARCH_WORDS_FTS).insert(inserted.map((row) => ({ rowid: row.id, word: row.word })));
      }
    }
  });
}
