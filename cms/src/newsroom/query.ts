import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { NewsroomQuery } from './params';
import { ENTRIES, readModelVersion } from './read-model';
import { CATEGORY_BITS, INDUSTRY_BITS, maskFilter, maskOf } from './masks';
import { visibleTotal } from './total';
import { currentWatermark } from './watermark';
import { FEATURED_SIZE } from './rules';
import { COUNT_STATE } from './tables';
import { ResultCache, VersionReader } from './cache';
import { createNewsroomPool, runList } from './prepared';
import type { Pool } from 'pg';

/** The date limit, and what identifies it in cache keys ('now' or the configured value). */
export interface DateLimit {
  at: number;
  key: string;
}

/** Bodies are assembled from the stored JSON cards without parsing them again. */
export interface NewsroomBody {
  json: string;
}

function released(q: Knex.QueryBuilder, limit: number): void {
  q.where('e.date_published', '<=', limit).andWhere((b) => b.whereNull('e.date_scheduled').orWhere('e.date_scheduled', '<=', limit));
}

/**
 * The SQL and bindings that select one page of entry ids (with their sort columns) in the view's
 * order, from covering indexes (every column it reads is in the index: index-only scans).
 */
function pageIds(query: NewsroomQuery, limit: number, useLiveEvents: boolean): { sql: string; bindings: unknown[]; order: string } {
  const masks = maskFilter(query);
  const page = [query.pageSize, (query.page - 1) * query.pageSize];
  const watermark = `(SELECT as_of FROM ${COUNT_STATE} WHERE id = 1)`;
  if (query.eventsView) {
    const where = ['locale = ?', 'is_featured = 0'];
    const bindings: unknown[] = [query.locale];
    // Events not ended at the watermark: a partial index of what is still to come (counts.ts).
    // The same statement checks that the watermark is still at or before the limit (else no rows).
    if (useLiveEvents) {
      where.push('event_live = 1', `${watermark} <= ?`);
      bindings.push(limit);
    }
    where.push('events_from <= ?', 'events_until > ?', ...masks.sql);
    bindings.push(limit, limit, ...masks.bindings, ...page);
    const order = 'date_published ASC, id ASC';
    return {
      sql: `SELECT id, date_published, date_scheduled FROM ${ENTRIES} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ? OFFSET ?`,
      bindings,
      order,
    };
  }
  // The grid: entries whose window had started at the watermark (partial index, in grid order;
  // date_published bounds its range), merged with the few that started between the watermark and
  // the limit (the grid_from index). Both read the watermark in this statement; a window that has
  // closed by the limit is left out by grid_until (rules.ts gridWindow).
  const open = `(grid_until IS NULL OR grid_until > ?)`;
  const filter = masks.sql.map((m) => ` AND ${m}`).join('');
  const started = `SELECT id, date_published, date_scheduled FROM ${ENTRIES} WHERE grid_started = 1 AND is_featured = 0 AND locale = ? AND date_published <= ? AND grid_from <= ? AND ${open}${filter}`;
  const since = `SELECT id, date_published, date_scheduled FROM ${ENTRIES} WHERE is_featured = 0 AND grid_from > ${watermark} AND grid_from <= ? AND locale = ? AND ${open}${filter}`;
  const order = 'date_published DESC, date_scheduled DESC, id DESC';
  // Each side stops at offset + page size, so that PostgreSQL merges two ordered scans (Merge Append).
  const upTo = query.page * query.pageSize;
  return {
    // (Each side a subquery of its own: SQLite takes no parenthesised side of a UNION.)
    sql: `SELECT id, date_published, date_scheduled FROM (SELECT * FROM (${started} ORDER BY ${order} LIMIT ?) a UNION ALL SELECT * FROM (${since} ORDER BY ${order} LIMIT ?) b) u ORDER BY ${order} LIMIT ? OFFSET ?`,
    bindings: [query.locale, limit, limit, limit, ...masks.bindings, upTo, limit, query.locale, limit, ...masks.bindings, upTo, ...page],
    order,
  };
}

const rowsOf = (result: unknown): Array<{ card: string }> => (Array.isArray(result) ? result : (result as { rows: Array<{ card: string }> }).rows);

/**
 * How long an instance trusts the read model's version before asking the database again. Writes on
 * this instance invalidate at once; writes on another instance show here within this time.
 */
const VERSION_TTL_MS = 1000;

export function createNewsroomQueries(strapi: Core.Strapi, options: { cacheTtlMs: () => number }) {
  const cache = new ResultCache<NewsroomBody>({ ttlMs: options.cacheTtlMs, maxEntries: 1000 });
  const versions = new VersionReader(() => readModelVersion(strapi), VERSION_TTL_MS);

  async function currentVersion(): Promise<number> {
    // The version only keys the result cache: with the cache off, no need to ask for it.
    if (options.cacheTtlMs() <= 0) return 0;
    return versions.get();
  }

  /** Called after a write on this instance: the next request reads the new version. */
  function invalidate(): void {
    versions.invalidate();
  }

  /** The watermark this instance last saw (counts.ts); a total computed against another is asked again. */
  let watermark: number | null = null;

  async function total(query: NewsroomQuery, limit: number): Promise<number> {
    const knex = strapi.db.connection;
    const q = {
      locale: query.locale,
      view: query.eventsView ? ('e' as const) : ('g' as const),
      catMask: maskOf(CATEGORY_BITS, query.categories),
      indMask: maskOf(INDUSTRY_BITS, query.industries),
    };
    for (;;) {
      watermark ??= await currentWatermark(knex);
      const answer = await visibleTotal(knex, q, limit, watermark);
      if (answer.t0 === watermark) return answer.total;
      watermark = answer.t0;
    }
  }

  async function page(query: NewsroomQuery, limit: number, useLiveEvents: boolean): Promise<string[]> {
    const knex = strapi.db.connection;
    const ids = pageIds(query, limit, useLiveEvents);
    // The page's ids from the covering index, then the 14 cards by primary key.
    const result = await knex.raw(
      `SELECT e.card FROM (${ids.sql}) p JOIN ${ENTRIES} e ON e.id = p.id ORDER BY ${ids.order
        .split(', ')
        .map((c) => `p.${c}`)
        .join(', ')}`,
      ids.bindings,
    );
    return rowsOf(result).map((r) => r.card);
  }

  /** PostgreSQL: the newsroom's own pool of prepared statements (prepared.ts), opened on first use. */
  let pool: Pool | null = null;
  const postgres = () => strapi.db.dialect.client === 'postgres';

  /** The total and the cards of one page: one prepared statement on PostgreSQL, two knex statements on SQLite. */
  async function listed(query: NewsroomQuery, limit: DateLimit): Promise<{ cards: string; total: number }> {
    if (postgres()) {
      pool ??= createNewsroomPool(strapi);
      return runList(pool, query, limit.at);
    }
    watermark ??= await currentWatermark(strapi.db.connection);
    // The live-event index holds what had not ended at the watermark: enough for a limit at or after it.
    const live = query.eventsView && limit.at >= watermark;
    const [firstCards, count] = await Promise.all([page(query, limit.at, live), total(query, limit.at)]);
    let cards = firstCards;
    const expected = Math.max(0, Math.min(query.pageSize, count - (query.page - 1) * query.pageSize));
    // The watermark moved past the limit meanwhile (or a write came between the two reads): ask without the live-event index.
    if (live && cards.length !== expected) cards = await page(query, limit.at, false);
    return { cards: cards.join(','), total: count };
  }

  async function list(query: NewsroomQuery, limit: DateLimit): Promise<NewsroomBody> {
    const version = await currentVersion();
    const key = `list|${version}|${limit.key}|${query.locale}|${query.eventsView}|${query.categories.join(',')}|${query.industries.join(',')}|${query.page}|${query.pageSize}`;
    return cache.get(key, async () => {
      const { cards, total: count } = await listed(query, limit);
      const pagination = { page: query.page, pageSize: query.pageSize, total: count, last_page: Math.max(1, Math.ceil(count / query.pageSize)) };
      return { json: `{"data":[${cards}],"meta":{"pagination":${JSON.stringify(pagination)}}}` };
    });
  }

  async function featured(locale: string, limit: DateLimit): Promise<NewsroomBody> {
    const knex = strapi.db.connection;
    const version = await currentVersion();
    return cache.get(`featured|${version}|${limit.key}|${locale}`, async () => {
      const q = knex(ENTRIES + ' as e')
        .where('e.locale', locale)
        .andWhere('e.is_featured', 1);
      released(q, limit.at);
      q.andWhere((b) => b.whereNull('e.date_unpublished').orWhere('e.date_unpublished', '>', limit.at));
      const rows = await q
        .select('e.card')
        .orderBy([
          { column: 'e.date_published', order: 'desc' },
          { column: 'e.date_scheduled', order: 'desc' },
          { column: 'e.id', order: 'desc' },
        ])
        .limit(FEATURED_SIZE);
      return { json: `{"data":[${rows.map((r: { card: string }) => r.card).join(',')}]}` };
    });
  }

  /**
   * Forgets everything this instance remembers of the database: its results, the read model's version
   * and the watermark. For a database replaced underneath a running instance (restored from a
   * backup, or reset between test files), where the version may go back to a value already cached.
   */
  function forget(): void {
    invalidate();
    cache.clear();
    watermark = null;
  }

  /** Closes the newsroom's pool (Strapi's destroy). */
  async function close(): Promise<void> {
    const open = pool;
    pool = null;
    await open?.end();
  }

  return { list, featured, invalidate, forget, cache, close };
}
