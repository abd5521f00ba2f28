import type { Core } from '@strapi/strapi';
import { maskFilter } from '../newsroom/masks';
import { COLUMNS, type Found, type MatchEngine, type Row } from './engine';
import { ftsQuery } from './lookup';
import { SEARCH_ENTRIES, SEARCH_FTS } from './tables';

/**
 * SQLite: FTS5's matches ranked by bm25 (title 1.0, summary and taxonomy 0.4, body 0.1: the order
 * of PostgreSQL's weights), the newest `window` + 1 of them visible at `now` numbered newest first,
 * the first `window` ranked and paged.
 */
export function createSqliteMatches(strapi: Core.Strapi, window: number): MatchEngine {
  const matches: MatchEngine['matches'] = async (lookup, query, now, config) => {
    const masks = maskFilter(query);
    const filters = ['e.locale = ?', 'e.visible_from <= ?', '(e.visible_until IS NULL OR e.visible_until > ?)', ...masks.sql];
    const filterBindings: unknown[] = [query.locale, now, now, ...masks.bindings];
    const offset = (query.page - 1) * query.pageSize;
    const match = ftsQuery(lookup);
    const rows = (await strapi.db.connection.raw(
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
    if (query.page === 1) return { rows, found: 0 } satisfies Found;
    // Past the last page: how many match, asked of the first.
    const first = await matches(lookup, { ...query, page: 1, pageSize: 1 }, now, config);
    return { rows, found: first.found };
  };
  return { matches, close: async () => {} };
}
