import type { Core } from '@strapi/strapi';
import type { Pool } from 'pg';
import { maskFilter } from '../newsroom/masks';
import { createReadPool } from '../newsroom/prepared';
import { COLUMNS, type Found, type MatchEngine, type Row } from './engine';
import type { SearchConfig } from './lexemes';
import { tsquery, type Bind, type Lookup } from './lookup';
import type { SearchQuery } from './query';
import { SEARCH_ENTRIES } from './tables';

/** The spans of article dates the search widens through (ms; null: every date). */
const DAY = 86_400_000;
const SPANS: readonly (number | null)[] = [30 * DAY, 365 * DAY, null];

/**
 * PostgreSQL: the newest articles first, the last 30 days, then the last year, then all. A common word
 * finds its window in the first span and reads no further; a rarer one goes on, its matches few.
 * The search runs on a pool of its own (SEARCH_POOL_MAX), without JIT compilation or parallel workers
 * (a request reads a page), each statement planned for its values: how common the words are decides
 * between the date index and the GIN index.
 */
export function createPostgresMatches(strapi: Core.Strapi, window: number): MatchEngine {
  let pool: Pool | null = null;

  /**
   * The page's rows among the newest window + 1 matches, articles of the last `span` ms only (null:
   * all) and every landing page; each row says how many matched (`found`) and how many of those were
   * articles (`articles`). The article side starts at `now` in the order of its index (an article is
   * shown only from its date) and ends at the span, so its work is bounded by the span whichever way
   * the planner reads it: the date index for a common word, the GIN index for a rarer one.
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
    const rows = result.rows;
    return { rows: rows.filter((row) => row.id !== null), found: Number(rows[0].found), articles: Number(rows[0].articles) };
  }

  return {
    async matches(lookup, query, now, config) {
      let previous: { span: number; articles: number } | null = null;
      for (const span of SPANS) {
        // A span the last one's rate says holds fewer than the window is skipped (only the work changes, not the answer).
        if (span !== null && previous && (previous.articles * span) / previous.span <= window) continue;
        const answer = await newestMatches(lookup, query, now, config, span);
        // The span holds more articles than the window: they are the newest of all, older ones cannot enter it.
        if (span === null || answer.articles > window) return answer;
        previous = { span, articles: answer.articles };
      }
      throw new Error('unreachable: the last span reads every date');
    },
    async close() {
      const open = pool;
      pool = null;
      await open?.end();
    },
  };
}
