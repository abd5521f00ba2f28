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

/** A page of rows and how many pages match (up to the window + 1). */
interface Found {
  rows: Row[];
  found: number;
}

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

const isEmpty = (lookup: Lookup) => !lookup.words.length && !lookup.phrases.length && lookup.prefix === null;

/** Binds a value as the next numbered parameter of a PostgreSQL statement and returns its place. */
type Bind = (value: unknown, type?: string) => string;

/**
 * The tsquery of a lookup: PostgreSQL parses and stems each word and phrase with the locale's
 * configuration (a phrase keeps the distance of the stop words in it); the word being typed is a
 * prefix. Words are letters and digits only (query.ts), so quoting the prefix is enough. The functions
 * are immutable, so the planner folds the expression and sees how common the words are.
 */
function tsquery(lookup: Lookup, config: SearchConfig, bind: Bind): string {
  const parts: string[] = [];
  const regconfig = bind(config, 'regconfig');
  for (const word of lookup.typed.words) parts.push(`plainto_tsquery(${regconfig}, ${bind(word, 'text')})`);
  for (const phrase of lookup.typed.phrases) parts.push(`phraseto_tsquery(${regconfig}, ${bind(phrase.join(' '), 'text')})`);
  if (lookup.typed.prefix !== null) parts.push(`to_tsquery(${regconfig}, ${bind(`'${lookup.typed.prefix}':*`, 'text')})`);
  return `(${parts.join(' && ')})`;
}

/** The FTS5 query of a lookup (lexemes are letters and digits only: quoting them is enough). */
function ftsQuery(lookup: Lookup): string {
  const parts = [...lookup.words.map((w) => `"${w}"`), ...lookup.phrases.map((p) => `"${p.join(' ')}"`)];
  if (lookup.prefix !== null) parts.push(`"${lookup.prefix}" *`);
  return parts.join(' AND ');
}

/** How many of the newest matches are ranked and paged: the answers of a common word stop there (`meta.more`). */
export const SEARCH_WINDOW = 1000;
/** The spans of article dates the PostgreSQL search widens through (ms; null: every date). */
const DAY = 86_400_000;
const SPANS: readonly (number | null)[] = [30 * DAY, 365 * DAY, null];
/** What a result is made from. */
const COLUMNS = 'e.id, e.kind, e.slug, e.locale, e.title, e.summary, e.body, e.card';
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

  /**
   * PostgreSQL: the page's rows among the newest window + 1 matches, articles of the last `span` ms
   * only (null: all) and every landing page; each row says how many matched (`found`) and how many of
   * those were articles (`articles`). The article side starts at `now` in the order of its index (an
   * article is shown only from its date) and ends at the span, so its work is bounded by the span
   * whichever way the planner reads it: the date index for a common word, the GIN index for a rarer one.
   */
  async function newestMatches(
    lookup: Lookup,
    query: SearchQuery,
    now: number,
    config: SearchConfig,
    span: number | null,
  ): Promise<Found & { articles: number }> {
    const values: unknown[] = [];
    const bind: Bind = (value, type) => {
      values.push(value);
      return `$${values.length}${type ? `::${type}` : ''}`;
    };
    const q = tsquery(lookup, config, bind);
    const locale = bind(query.locale, 'text');
    const at = bind(now, 'bigint');
    const masked = maskFilter(query);
    let maskSql = masked.sql.map((m) => ` AND ${m}`).join('');
    for (const mask of masked.bindings) maskSql = maskSql.replace('?', bind(mask, 'int'));
    const upTo = bind(window + 1, 'int');
    const matching = `e.document @@ ${q} AND e.visible_from <= ${at} AND (e.visible_until IS NULL OR e.visible_until > ${at})${maskSql}`;
    const order = (t: string) => `${t}.sort_date DESC NULLS LAST, ${t}.id DESC`;
    const side = (kind: string, dates: string) =>
      `(SELECT e.id, e.kind, e.document, e.sort_date FROM ${SEARCH_ENTRIES} e WHERE e.locale = ${locale} AND e.kind = '${kind}'${dates} AND ${matching} ORDER BY ${order('e')} LIMIT ${upTo})`;
    const articleDates = ` AND e.sort_date <= ${at}${span === null ? '' : ` AND e.sort_date > ${bind(now - span, 'bigint')}`}`;
    const offset = (query.page - 1) * query.pageSize;
    const text = `WITH hits AS MATERIALIZED (
         SELECT * FROM (${side('article', articleDates)} UNION ALL ${side('landing-page', '')}) u ORDER BY ${order('u')} LIMIT ${upTo}),
       counts AS (SELECT count(*) AS found, count(*) FILTER (WHERE kind = 'article') AS articles FROM hits),
       numbered AS (SELECT h.*, row_number() OVER (ORDER BY ${order('h')}) AS n FROM hits h),
       ranked AS (
         SELECT r.id, r.sort_date, ts_filter(r.document, '{a}') @@ ${q} AS titled, ts_rank('{0.1, 0.2, 0.4, 1.0}', r.document, ${q}) AS rank
         FROM numbered r WHERE r.n <= ${bind(window, 'int')}
         ORDER BY titled DESC, rank DESC, ${order('r')}
         LIMIT ${bind(query.pageSize, 'int')} OFFSET ${bind(offset, 'int')}),
       page AS (SELECT ${COLUMNS}, k.titled, k.rank, k.sort_date FROM ranked k JOIN ${SEARCH_ENTRIES} e ON e.id = k.id)
       SELECT c.found, c.articles, p.* FROM counts c LEFT JOIN page p ON true
       ORDER BY p.titled DESC, p.rank DESC, p.sort_date DESC NULLS LAST, p.id DESC`;
    pool ??= createReadPool(strapi, { name: 'search', maxVariable: 'SEARCH_POOL_MAX', genericPlans: false });
    let result: { rows: Row[] };
    if (span !== null) result = await pool.query(text, values);
    else {
      // Every date: the last year held fewer matches than the window, so they are few; read them from the
      // GIN index. Walking the date index instead would read every article when the planner overrates
      // how many match (a phrase of common words).
      const client = await pool.connect();
      try {
        await client.query('BEGIN READ ONLY');
        await client.query('SET LOCAL enable_indexscan = off');
        result = await client.query(text, values);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    }
    // One row even when the page is empty (past the last page): the counts, with no page columns.
    const rows = result.rows as Row[];
    return { rows: rows.filter((row) => row.id !== null), found: Number(rows[0].found), articles: Number(rows[0].articles) };
  }

  async function matches(lookup: Lookup, query: SearchQuery, now: number, config: SearchConfig): Promise<Found> {
    // The masks' columns are the entries' alone in both queries.
    const masks = maskFilter(query);
    const filters = ['e.locale = ?', 'e.visible_from <= ?', '(e.visible_until IS NULL OR e.visible_until > ?)', ...masks.sql];
    const filterBindings: unknown[] = [query.locale, now, now, ...masks.bindings];
    const offset = (query.page - 1) * query.pageSize;
    // The newest matches, one more than the window (it tells whether more match), numbered newest first.
    if (postgres()) {
      // The newest articles first: the last 30 days, then the last year, then all. A common word finds
      // its window in the first span and reads no further; a rarer one goes on, its matches few.
      let previous: { span: number; articles: number } | null = null;
      for (const span of SPANS) {
        // A span the last one's rate says holds fewer than the window is skipped (only the work changes, not the answer).
        if (span !== null && previous && (previous.articles * span) / previous.span <= window) continue;
        const answer = await newestMatches(lookup, query, now, config, span);
        // The span holds more articles than the window: they are the newest of all, older ones cannot enter it.
        if (span === null || answer.articles > window) return answer;
        previous = { span, articles: answer.articles };
      }
    }
    const match = ftsQuery(lookup);
    const rows = (await knex().raw(
      `WITH hits AS (SELECT rowid AS id, bm25(${SEARCH_FTS}, 1.0, 0.4, 0.4, 0.1) AS rank FROM ${SEARCH_FTS} WHERE ${SEARCH_FTS} MATCH ?),
            titled AS (SELECT rowid AS id FROM ${SEARCH_FTS} WHERE ${SEARCH_FTS} MATCH ?),
            newest AS (
              SELECT e.id, h.rank, e.sort_date FROM hits h JOIN ${SEARCH_ENTRIES} e ON e.id = h.id
              WHERE ${filters.join(' AND ')}
              ORDER BY e.sort_date IS NULL, e.sort_date DESC, e.id DESC LIMIT ?),
            numbered AS (
              SELECT w.*, row_number() OVER (ORDER BY w.sort_date IS NULL, w.sort_date DESC, w.id DESC) AS n, count(*) OVER () AS found FROM newest w)
       SELECT ${COLUMNS}, r.found FROM numbered r JOIN ${SEARCH_ENTRIES} e ON e.id = r.id
       WHERE r.n <= ?
       ORDER BY (r.id IN (SELECT id FROM titled)) DESC, r.rank ASC, r.sort_date IS NULL, r.sort_date DESC, r.id DESC
       LIMIT ? OFFSET ?`,
      [match, `title : (${match})`, ...filterBindings, window + 1, window, query.pageSize, offset],
    )) as Row[];
    if (rows.length) return { rows, found: Number(rows[0].found) };
    if (query.page === 1) return { rows, found: 0 };
    // Past the last page: how many match, asked of the first.
    const first = await matches(lookup, { ...query, page: 1, pageSize: 1 }, now, config);
    return { rows, found: first.found };
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
      // The page's rows and how many match (up to the window + 1).
      const find = async (lookup: Lookup): Promise<Found> => (isEmpty(lookup) ? { rows: [], found: 0 } : matches(lookup, query, now, config));
      let lookup = lookupOf(query.q, config, prefix);
      let { rows, found } = await find(lookup);
      // Nothing found: each word the pages do not hold is taken as misspelled and replaced by the closest
      // one they hold ("archtect" → "architect"), and the query is tried once more. The word being typed
      // too, when no word begins with it ("mass timbr" suggests "mass timber"); it stays the prefix.
      let corrected: string | null = null;
      if (!found && !isEmpty(lookup)) {
        const fixed = await correctedQuery(query.q, query.locale, false);
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
