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

/** Words with how many entries (being written or removed) hold each. */
export type WordCounts = ReadonlyMap<string, number>;

/** Adds the words of some entries' texts to `into` (one count per entry holding a word). */
export function countWords(into: Map<string, Map<string, number>>, locale: string, texts: readonly string[]): void {
  const counts = into.get(locale) ?? new Map<string, number>();
  into.set(locale, counts);
  for (const word of vocabularyOf(texts, locale)) counts.set(word, (counts.get(word) ?? 0) + 1);
}

/** The words in one order (concurrent writers lock rows in that order) with their counts. */
function sorted(counts: WordCounts): { list: string[]; by: number[] } {
  const list = [...counts.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { list, by: list.map((word) => counts.get(word)!) };
}

/** Counts more entries holding each of these words (rows changed in word order, so that concurrent writers do not deadlock). */
export async function addWords(strapi: Core.Strapi, trx: Knex, locale: string, counts: WordCounts): Promise<void> {
  if (!counts.size) return;
  const { list, by } = sorted(counts);
  if (postgres(strapi)) {
    await trx.raw(
      `INSERT INTO ${SEARCH_WORDS} (locale, word, count) SELECT ?, w.word, w.n FROM unnest(?::text[], ?::int[]) AS w(word, n) ORDER BY w.word
       ON CONFLICT (locale, word) DO UPDATE SET count = ${SEARCH_WORDS}.count + EXCLUDED.count`,
      [locale, list, by],
    );
    return;
  }
  for (let i = 0; i < list.length; i++) {
    const word = list[i];
    const updated = await trx(SEARCH_WORDS).where({ locale, word }).increment('count', by[i]);
    if (updated) continue;
    const [inserted] = (await trx(SEARCH_WORDS).insert({ locale, word, count: by[i] }, ['id'])) as Array<{ id: number } | number>;
    await trx(SEARCH_WORDS_FTS).insert({ rowid: typeof inserted === 'object' ? inserted.id : inserted, word });
  }
}

/** Counts fewer entries holding each of these words; a word no entry holds any more goes. */
export async function removeWords(strapi: Core.Strapi, trx: Knex, locale: string, counts: WordCounts): Promise<void> {
  if (!counts.size) return;
  const { list, by } = sorted(counts);
  if (postgres(strapi)) {
    await trx.raw(`SELECT 1 FROM ${SEARCH_WORDS} WHERE locale = ? AND word = ANY(?::text[]) ORDER BY word FOR UPDATE`, [locale, list]);
    await trx.raw(`UPDATE ${SEARCH_WORDS} s SET count = s.count - w.n FROM unnest(?::text[], ?::int[]) AS w(word, n) WHERE s.locale = ? AND s.word = w.word`, [
      list,
      by,
      locale,
    ]);
    await trx.raw(`DELETE FROM ${SEARCH_WORDS} WHERE locale = ? AND word = ANY(?::text[]) AND count <= 0`, [locale, list]);
    return;
  }
  for (let i = 0; i < list.length; i++) await trx(SEARCH_WORDS).where({ locale, word: list[i] }).decrement('count', by[i]);
  for (let i = 0; i < list.length; i += 400) {
    const part = list.slice(i, i + 400);
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

/** Empties the vocabulary (an index with no entry has no words). */
export async function clearVocabulary(strapi: Core.Strapi): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    if (!postgres(strapi)) await trx(SEARCH_WORDS_FTS).delete();
    await trx(SEARCH_WORDS).delete();
  });
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
      for (const row of rows) countWords(counts, String(row.locale), [row.title, row.summary, row.terms, row.body].map(String));
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
