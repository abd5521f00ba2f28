import type { Core } from '@strapi/strapi';
import { createHash } from 'node:crypto';
import { Pool, type PoolConfig } from 'pg';
import type { NewsroomQuery } from './params';
import { ALL_KEY, CATEGORY_BITS, DAY_MS, dayKey, INDUSTRY_BITS, maskOf } from './masks';
import { WINDOW_COLUMNS } from './windows';
import { COUNTS, COUNT_STATE, DAY_COUNTS, ENTRIES } from './tables';
import { keyPredicate } from './key-indexes';

/**
 * The newsroom list on PostgreSQL: one statement per request shape (view, which filters, which
 * single keys) answers the total and the page's cards in one round trip, prepared once per
 * connection of a small pool of the newsroom's own and run with a generic plan, so that a request
 * costs the page and not the planning of it (query.ts keeps the knex path for SQLite).
 *
 * The total is the maintained count at the watermark plus the corrections between it and the limit
 * (counts.ts); the page is read from covering indexes in the view's order; both read the
 * watermark in the statement, from one snapshot, so they always agree.
 */

/** The statement's shape: what changes its text (values are bound). */
interface Shape {
  view: 'g' | 'e';
  /** Literal mask of a one-key filter (its own partial index), or 'param' for several keys, or null. */
  cat: number | 'param' | null;
  ind: number | 'param' | null;
}

function shapeOf(query: NewsroomQuery): Shape {
  const side = (bits: ReadonlyMap<string, number>, keys: string[]) => (keys.length === 0 ? null : keys.length === 1 ? maskOf(bits, keys) : 'param');
  return {
    view: query.eventsView ? 'e' : 'g',
    // The events view selects all event categories: its own index already holds only events.
    cat: query.eventsView ? null : side(CATEGORY_BITS, query.categories),
    ind: side(INDUSTRY_BITS, query.industries),
  };
}

/** The day-count key a grid shape can skip days with (no filter, or one key on one side only), or null. */
function skipKey(shape: Shape): number | null {
  if (shape.cat === null && shape.ind === null) return ALL_KEY;
  if (shape.ind === null && typeof shape.cat === 'number') return dayKey('cat', shape.cat);
  if (shape.cat === null && typeof shape.ind === 'number') return dayKey('ind', shape.ind);
  return null;
}

/** Positional parameters with their types, each bound once and used wherever needed. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

export interface ListStatement {
  name: string;
  text: string;
  values: unknown[];
}

/** Statement names by text (under a hundred shapes: view × no key, one key or several keys per side). */
const names = new Map<string, string>();

/** What one list request runs: its statement's text depends only on the shape, so it is prepared once. */
export function listStatement(query: NewsroomQuery, limit: number): ListStatement {
  const shape = shapeOf(query);
  const p = new Params();
  const locale = p.add(query.locale, 'text');
  const L = p.add(limit, 'bigint');
  const masks: string[] = [];
  if (shape.cat === 'param') masks.push(`(cat_mask & ${p.add(maskOf(CATEGORY_BITS, query.categories), 'int')}) <> 0`);
  else if (shape.cat !== null) masks.push(keyPredicate('cat_mask', shape.cat));
  if (shape.ind === 'param') masks.push(`(ind_mask & ${p.add(maskOf(INDUSTRY_BITS, query.industries), 'int')}) <> 0`);
  else if (shape.ind !== null) masks.push(keyPredicate('ind_mask', shape.ind));
  const filter = masks.map((m) => ` AND ${m}`).join('');
  const upTo = p.add(query.page * query.pageSize, 'int');
  const size = p.add(query.pageSize, 'int');
  const offset = p.add((query.page - 1) * query.pageSize, 'int');
  const t0 = `(SELECT t0 FROM w)`;
  const lo = `(SELECT lo FROM w)`;
  const hi = `(SELECT hi FROM w)`;
  const { from, until } = WINDOW_COLUMNS[shape.view];
  const entries = `FROM ${ENTRIES} WHERE is_featured = 0 AND locale = ${locale}${filter}`;
  /** What came into / went out of the view between the watermark and the limit (counts.ts), with an extra condition. */
  const came = (extra = '') => `(SELECT COUNT(*) ${entries} AND ${from} > ${lo} AND ${from} <= ${hi} AND (${until} IS NULL OR ${until} > ${hi})${extra})`;
  const went = (extra = '') => `(SELECT COUNT(*) ${entries} AND ${until} > ${lo} AND ${until} <= ${hi} AND ${from} <= ${lo}${extra})`;
  const ctes: string[] = [];
  // Deep pages of the grid, unfiltered or by one key: the day counts give how many visible entries
  // the days before the page's day hold; the scan starts at that day, its offset less them.
  const key = shape.view === 'g' ? skipKey(shape) : null;
  let bound = '';
  let skipped = '0';
  if (key !== null) {
    const days = `FROM ${DAY_COUNTS} WHERE locale = ${locale} AND key = ${key}`;
    ctes.push(
      // The newest day whose running total (from the newest down) passes the offset, and what the
      // days after it hold; else (the offset is past every entry at the watermark) below the oldest day.
      `mark AS MATERIALIZED (SELECT * FROM ((SELECT (day::bigint + 1) * ${DAY_MS} AS d, cum - n AS before FROM (SELECT day, n, SUM(n) OVER (ORDER BY day DESC)::bigint AS cum ${days} ORDER BY day DESC) x WHERE cum > ${offset} LIMIT 1) UNION ALL (SELECT MIN(day)::bigint * ${DAY_MS}, SUM(n)::bigint ${days})) m LIMIT 1)`,
      // Corrected to the limit like the total; a skip that would pass the offset is not taken.
      `skip AS MATERIALIZED (SELECT d, before + CASE WHEN ${L} >= ${t0} THEN 1 ELSE -1 END * (${came('AND date_published >= m.d')} - ${went('AND date_published >= m.d')}) AS k FROM mark m WHERE d IS NOT NULL)`,
      `cut AS MATERIALIZED (SELECT d, k FROM skip WHERE k <= ${offset})`,
    );
    bound = ` AND date_published < COALESCE((SELECT d FROM cut), 9223372036854775807)`;
    skipped = `COALESCE((SELECT k FROM cut), 0)`;
  }
  let page: string;
  let order: string;
  if (shape.view === 'e') {
    order = 'date_published, id';
    const visible = `is_featured = 0 AND locale = ${locale} AND events_from <= ${L} AND events_until > ${L}${filter}`;
    // Events not ended at the watermark (partial index) serve every limit at or after it; a limit
    // before it (another instance's clock) reads the events by their end instead. One of the two
    // sides runs (a one-time filter on the watermark).
    page = [
      `(SELECT id, date_published FROM ${ENTRIES} WHERE event_live = 1 AND ${visible} AND ${t0} <= ${L} ORDER BY ${order} LIMIT ${upTo})`,
      `(SELECT id, date_published FROM ${ENTRIES} WHERE ${visible} AND ${t0} > ${L} ORDER BY ${order} LIMIT ${upTo})`,
    ].join(' UNION ALL ');
  } else {
    order = 'date_published DESC, date_scheduled DESC, id DESC';
    const open = `(grid_until IS NULL OR grid_until > ${L})`;
    // Entries whose window had started at the watermark, in grid order (the grid's partial index,
    // or the one key's), merged with the few that started between the watermark and the limit.
    page = [
      `(SELECT id, date_published, date_scheduled FROM ${ENTRIES} WHERE grid_started = 1 AND is_featured = 0 AND locale = ${locale} AND date_published <= ${L}${bound} AND grid_from <= ${L} AND ${open}${filter} ORDER BY ${order} LIMIT ${upTo} - ${skipped})`,
      `(SELECT id, date_published, date_scheduled FROM ${ENTRIES} WHERE is_featured = 0 AND grid_from > ${t0} AND grid_from <= ${L} AND locale = ${locale} AND ${open}${filter}${bound} ORDER BY ${order} LIMIT ${upTo} - ${skipped})`,
    ].join(' UNION ALL ');
  }
  const cardOrder = order
    .split(', ')
    .map((c) => `p.${c}`)
    .join(', ');
  const text = [
    `WITH w AS MATERIALIZED (SELECT as_of AS t0, LEAST(as_of, ${L}) AS lo, GREATEST(as_of, ${L}) AS hi FROM ${COUNT_STATE} WHERE id = 1),`,
    ...ctes.map((c) => `${c},`),
    `page AS (SELECT * FROM (${page}) u ORDER BY ${order} LIMIT ${size} OFFSET ${offset} - ${skipped})`,
    `SELECT ${t0} AS t0,`,
    `(SELECT COALESCE(SUM(n), 0) FROM ${COUNTS} WHERE locale = ${locale} AND view = '${shape.view}'${filter}) AS base,`,
    `${came()} AS came,`,
    `${went()} AS went,`,
    // Each card by primary key (a subplan per row of the page: no join plan to guess for a page size bound as a parameter).
    `(SELECT string_agg((SELECT e.card FROM ${ENTRIES} e WHERE e.id = p.id), ',' ORDER BY ${cardOrder}) FROM page p) AS cards`,
  ].join('\n');
  let name = names.get(text);
  if (!name) {
    name = `newsroom_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return { name, text, values: p.values };
}

/** The total and the cards (JSON, comma-separated) of one list request. */
export interface ListAnswer {
  total: number;
  cards: string;
}

/** The row a list statement answers, made into the total (signs as counts.ts visibleTotal) and the cards. */
export function listAnswer(
  row: { t0: string | number; base: string | number; came: string | number; went: string | number; cards: string | null },
  limit: number,
): ListAnswer {
  const t0 = Number(row.t0);
  const sign = limit >= t0 ? 1 : -1;
  return { total: Number(row.base) + sign * (Number(row.came) - Number(row.went)), cards: row.cards ?? '' };
}

interface PostgresConnection {
  connectionString?: string;
  host?: string;
  port?: number;
  database?: string;
  user?: string;
  password?: string;
  ssl?: PoolConfig['ssl'];
  schema?: string;
}

/**
 * A pool of the CMS's own for public reads that run one statement per request (the newsroom's, the
 * site search's), on the connection settings Strapi uses (config/database.ts), with `maxVariable`
 * connections (4 by default). None of what pays only for big scans: no JIT compilation, no parallel
 * workers to start. With `genericPlans`, every connection plans each named statement once and keeps
 * it (the statements' plans must not depend on the values).
 */
export function createReadPool(strapi: Core.Strapi, options: { name: string; maxVariable: string; genericPlans: boolean }): Pool {
  const config = strapi.config.get('database.connection') as { connection: PostgresConnection };
  const c = config.connection;
  const schema = c.schema ?? 'public';
  // The schema goes into a startup option: plain identifiers only.
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(schema)) throw new Error(`DATABASE_SCHEMA "${schema}" is not a plain identifier`);
  const raw = process.env[options.maxVariable];
  const max = Number(raw ?? 4);
  if (!Number.isInteger(max) || max < 1) throw new Error(`${options.maxVariable} must be a whole number of at least 1 (got "${raw}")`);
  const plans = options.genericPlans ? ' -c plan_cache_mode=force_generic_plan' : '';
  const pool = new Pool({
    ...(c.connectionString
      ? { connectionString: c.connectionString }
      : { host: c.host, port: c.port, database: c.database, user: c.user, password: c.password }),
    ssl: c.ssl || undefined,
    max,
    idleTimeoutMillis: 60_000,
    options: `-c search_path=${schema}${plans} -c jit=off -c max_parallel_workers_per_gather=0`,
  });
  // An idle connection that the server drops is only logged (the pool opens another when asked).
  pool.on('error', (error) => strapi.log.warn(`${options.name} pool: ${String(error)}`));
  return pool;
}

/** The newsroom's pool: NEWSROOM_POOL_MAX connections, each statement planned once per connection. */
export const createNewsroomPool = (strapi: Core.Strapi): Pool =>
  createReadPool(strapi, { name: 'newsroom', maxVariable: 'NEWSROOM_POOL_MAX', genericPlans: true });

/** Runs one list request's statement on the pool. */
export async function runList(pool: Pool, query: NewsroomQuery, limit: number): Promise<ListAnswer> {
  const statement = listStatement(query, limit);
  const result = await pool.query(statement);
  return listAnswer(result.rows[0], limit);
}
