import type { Core } from '@strapi/strapi';
import type { SearchAnswer, SearchHit } from 'contract/wire';
import type { Pool } from 'pg';
import { maskFilter } from '../newsroom/masks';
import { createReadPool } from '../newsroom/prepared';
import type { SearchCard } from './document';
import { configOf, lexeme, type SearchConfig } from './lexemes';
import type { ParsedQuery, SearchQuery } from './query';
import { highlight, snippet, type Wanted } from './snippet';
import { closestWord } from './vocabulary';
import { SEARCH_ENTRIES, SEARCH_FTS } from './tables';

type Row = Record<string, unknown>;

/**
 * The query as an engine looks it up: whole words and phrases, and the word being typed (suggestions
 * only), as typed (PostgreSQL stems them with its own configuration) and as lexemes (SQLite's index
 * and the highlighting); stop words have no lexeme.
 */
interface Lookup {
  typed: { words: string[]; phrases: string[][]; prefix: string | null };
  words: string[];
  phrases: string[][];
  prefix: string | null;
}

function lookupOf(query: ParsedQuery, config: SearchConfig, prefix: boolean): Lookup {
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

/** A statement written with `?` placeholders (it holds no other question mark) in PostgreSQL's numbered form. */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

const isEmpty = (lookup: Lookup) => !lookup.words.length && !lookup.phrases.length && lookup.prefix === null;

/**
 * The tsquery of a lookup and its bindings: PostgreSQL parses and stems each word and phrase with the
 * locale's configuration (a phrase keeps the distance of the stop words in it); the word being typed
 * is a prefix. Words are letters and digits only (query.ts), so quoting the prefix is enough.
 */
function tsquery(lookup: Lookup, config: SearchConfig): { sql: string; bindings: string[] } {
  const parts: string[] = [];
  const bindings: string[] = [];
  for (const word of lookup.typed.words) {
    parts.push('plainto_tsquery(?::regconfig, ?)');
    bindings.push(config, word);
  }
  for (const phrase of lookup.typed.phrases) {
    parts.push('phraseto_tsquery(?::regconfig, ?)');
    bindings.push(config, phrase.join(' '));
  }
  if (lookup.typed.prefix !== null) {
    parts.push('to_tsquery(?::regconfig, ?)');
    bindings.push(config, `'${lookup.typed.prefix}':*`);
  }
  return { sql: parts.join(' && '), bindings };
}

/** The FTS5 query of a lookup (lexemes are letters and digits only: quoting them is enough). */
function ftsQuery(lookup: Lookup): string {
  const parts = [...lookup.words.map((w) => `"${w}"`), ...lookup.phrases.map((p) => `"${p.join(' ')}"`)];
  if (lookup.prefix !== null) parts.push(`"${lookup.prefix}" *`);
  return parts.join(' AND ');
}

/** How many of the newest matches are ranked and paged: the answers of a common word stop there (`meta.more`). */
export const SEARCH_WINDOW = 1000;
/** How many nearby words an empty answer offers. */
const NEARBY = 5;

/**
 * The site search (GET /api/search): published pages of one locale that hold every word of the
 * query (stemmed in the locale's language). Of the pages that match, the newest `window` (1,000) are
 * ranked: those whose title holds the words first, then by rank (PostgreSQL's ts_rank over the
 * weighted tsvector; SQLite's bm25 with the same weights), then the newest; `meta.more` says that
 * older pages match too. Bounding the ranked set bounds the work: a word on most of a million pages
 * reads its newest thousand in index order (search_entries_recent_idx) instead of ranking every one.
 * Only what the site shows at `now` is found. With `prefix`, the last word typed matches as the
 * beginning of a word (the header's suggestions).
 */
export function createSearch(strapi: Core.Strapi, options: { window?: number } = {}) {
  const knex = () => strapi.db.connection;
  const postgres = () => strapi.db.dialect.client === 'postgres';
  const window = options.window ?? SEARCH_WINDOW;
  /**
   * PostgreSQL: a pool of the search's own (SEARCH_POOL_MAX), without JIT compilation or parallel
   * workers (a request reads a page), each statement planned for its values: how common the words are
   * decides between the date index and the GIN index.
   */
  let pool: Pool | null = null;

  async function matches(lookup: Lookup, query: SearchQuery, now: number, config: SearchConfig): Promise<Row[]> {
    // The masks' columns are the entries' alone in both queries.
    const masks = maskFilter(query);
    const filters = ['e.locale = ?', 'e.visible_from <= ?', '(e.visible_until IS NULL OR e.visible_until > ?)', ...masks.sql];
    const filterBindings: unknown[] = [query.locale, now, now, ...masks.bindings];
    const offset = (query.page - 1) * query.pageSize;
    const columns = 'e.id, e.kind, e.slug, e.locale, e.title, e.summary, e.body, e.card';
    // The newest matches, one more than the window (it tells whether more match), numbered newest first.
    if (postgres()) {
      const { sql, bindings } = tsquery(lookup, config);
      pool ??= createReadPool(strapi, { name: 'search', maxVariable: 'SEARCH_POOL_MAX', genericPlans: false });
      const result = await pool.query(
        numbered(`WITH q AS (SELECT (${sql}) AS query),
         hits AS MATERIALIZED (
           SELECT e.id, e.document, e.sort_date FROM ${SEARCH_ENTRIES} e, q
           WHERE e.document @@ q.query AND ${filters.join(' AND ')}
           ORDER BY e.sort_date DESC NULLS LAST, e.id DESC LIMIT ?),
         numbered AS (
           SELECT h.*, row_number() OVER (ORDER BY h.sort_date DESC NULLS LAST, h.id DESC) AS n, count(*) OVER () AS found FROM hits h)
         SELECT ${columns}, r.found FROM numbered r JOIN ${SEARCH_ENTRIES} e ON e.id = r.id, q
         WHERE r.n <= ?
         ORDER BY (ts_filter(r.document, '{a}') @@ q.query) DESC, ts_rank('{0.1, 0.2, 0.4, 1.0}', r.document, q.query) DESC, r.sort_date DESC NULLS LAST, r.id DESC
         LIMIT ? OFFSET ?`),
        [...bindings, ...filterBindings, window + 1, window, query.pageSize, offset],
      );
      return result.rows as Row[];
    }
    const match = ftsQuery(lookup);
    return (await knex().raw(
      `WITH hits AS (SELECT rowid AS id, bm25(${SEARCH_FTS}, 1.0, 0.4, 0.4, 0.1) AS rank FROM ${SEARCH_FTS} WHERE ${SEARCH_FTS} MATCH ?),
            titled AS (SELECT rowid AS id FROM ${SEARCH_FTS} WHERE ${SEARCH_FTS} MATCH ?),
            newest AS (
              SELECT e.id, h.rank, e.sort_date FROM hits h JOIN ${SEARCH_ENTRIES} e ON e.id = h.id
              WHERE ${filters.join(' AND ')}
              ORDER BY e.sort_date IS NULL, e.sort_date DESC, e.id DESC LIMIT ?),
            numbered AS (
              SELECT w.*, row_number() OVER (ORDER BY w.sort_date IS NULL, w.sort_date DESC, w.id DESC) AS n, count(*) OVER () AS found FROM newest w)
       SELECT ${columns}, r.found FROM numbered r JOIN ${SEARCH_ENTRIES} e ON e.id = r.id
       WHERE r.n <= ?
       ORDER BY (r.id IN (SELECT id FROM titled)) DESC, r.rank ASC, r.sort_date IS NULL, r.sort_date DESC, r.id DESC
       LIMIT ? OFFSET ?`,
      [match, `title : (${match})`, ...filterBindings, window + 1, window, query.pageSize, offset],
    )) as Row[];
  }

  /** The query with each word the locale's pages do not hold replaced by the closest word they hold; null when none was. */
  async function correctedQuery(q: ParsedQuery, locale: string, prefix: boolean): Promise<{ q: ParsedQuery; text: string } | null> {
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
  async function nearbyWords(q: ParsedQuery, locale: string): Promise<string[]> {
    const found = new Set<string>();
    for (const word of new Set([...q.words, ...q.phrases.flat()])) {
      if (found.size >= NEARBY) break;
      if (word.length < 3) continue;
      const closest = await closestWord(strapi, locale, word);
      if (closest !== null) found.add(closest);
    }
    return [...found];
  }

  return {
    /** Closes the search's pool (Strapi's destroy). */
    async close(): Promise<void> {
      const open = pool;
      pool = null;
      await open?.end();
    },
    async search(query: SearchQuery, now: number, options: { prefix?: boolean } = {}): Promise<SearchAnswer> {
      const config = configOf(query.locale);
      const prefix = options.prefix ?? false;
      // The page's rows and how many match (up to the window + 1); a page past the last asks the count alone.
      const find = async (lookup: Lookup): Promise<{ rows: Row[]; found: number }> => {
        if (isEmpty(lookup)) return { rows: [], found: 0 };
        const rows = await matches(lookup, query, now, config);
        if (rows.length) return { rows, found: Number(rows[0].found) };
        if (query.page === 1) return { rows, found: 0 };
        const first = await matches(lookup, { ...query, page: 1, pageSize: 1 }, now, config);
        return { rows, found: first.length ? Number(first[0].found) : 0 };
      };
      let lookup = lookupOf(query.q, config, prefix);
      let { rows, found } = await find(lookup);
      // Nothing found: each word the pages do not hold is taken as misspelled and replaced by the closest
      // one they hold ("archtect" → "architect"), and the query is tried once more.
      let corrected: string | null = null;
      if (!found && !isEmpty(lookup)) {
        const fixed = await correctedQuery(query.q, query.locale, prefix);
        if (fixed) {
          const retried = lookupOf(fixed.q, config, prefix);
          const answer = await find(retried);
          if (answer.found) {
            lookup = retried;
            ({ rows, found } = answer);
            corrected = fixed.text;
          }
        }
      }
      const total = Math.min(found, window);
      const nearby = found || prefix ? [] : await nearbyWords(query.q, query.locale);
      const wanted: Wanted = { lexemes: new Set([...lookup.words, ...lookup.phrases.flat()]), prefix: lookup.prefix };
      const data = rows.map((row): SearchHit => {
        const card = JSON.parse(String(row.card)) as SearchCard;
        const summary = String(row.summary);
        const body = String(row.body);
        const fromSummary = highlight(summary, wanted, config);
        const fromBody = fromSummary.some((part) => part.match) || !body ? null : snippet(body, wanted, config);
        return {
          kind: card.kind,
          slug: card.slug,
          locale: String(row.locale),
          title: highlight(String(row.title), wanted, config),
          // The body's best part when only the body holds a word found; else the summary (when there is one).
          snippet: fromBody && (fromBody.some((part) => part.match) || !summary) ? fromBody : snippet(summary, wanted, config),
          date: card.date,
          categories: card.categories,
        };
      });
      return {
        data,
        meta: {
          query: query.text,
          corrected,
          more: found > window,
          nearby,
          pagination: { page: query.page, pageSize: query.pageSize, pageCount: Math.ceil(total / query.pageSize), total },
        },
      };
    },
  };
}
