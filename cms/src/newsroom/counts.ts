import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { CATEGORIES, EVENTS_CATEGORY, INDUSTRIES, expandCategoryKeys } from '../taxonomy/taxonomy';
import { dateLimit, eventsWindow, gridWindow, type EntryDates } from './rules';
import { COUNTS, COUNT_STATE, DAY_COUNTS, ENTRIES } from './tables';

/**
 * Maintained counts, so that a cold newsroom query costs its page, not the table.
 *
 * Each entry is in a view (the grid, the events view) for one interval of date limits
 * [from, until) (rules.ts: gridWindow, eventsWindow), stored on its row. The counts table holds, per
 * locale, view and (category mask, industry mask), how many non-featured entries are visible at one
 * instant, the watermark T0 (newsroom_count_state.as_of). Filters select masks: a query's total is
 *
 *   SUM(n) over its masks at T0  +  entries that came in between T0 and the limit L
 *                                −  entries that went out between T0 and L
 *
 * where "came in" is `from` in (T0, L] and `until` after L, and "went out" is `from` at or before T0
 * and `until` in (T0, L] (the signs swap when L is before T0). Those two are indexed counts over the
 * few entries whose window starts or ends between T0 and L, not over the table. Scheduled articles
 * becoming visible, unpublish windows opening and closing, events ending: all exact at any L.
 *
 * Writes change the counts in the same transaction as the entries they derive from (an upsert
 * adding the difference, never a read-modify-write), holding the watermark row FOR SHARE so it
 * cannot move meanwhile. The watermark moves (`advanceCounts`) with the row held FOR UPDATE: it adds
 * what came in and went out between the old and the new T0 and flips `event_live` for the events
 * that ended, all in one transaction; every instance may try it, the lock makes them take turns and
 * a move to where it already is does nothing. Start-up recomputes the counts from the entries and
 * replaces them when they differ (`repairCounts`).
 *
 * `event_live` (events not ended at T0) lets the events view page through a partial index of the
 * events still to come instead of every event ever held; for a limit before T0 the query does without it.
 * `grid_started` (grid window started at T0) lets the grid page through a partial index without the
 * entries still to come (scheduled, future-dated, unpublish window not yet open), with the few that
 * started between T0 and the limit merged in from the `grid_from` index.
 */

/** One bit per taxonomy key, in the taxonomy's order (a change of order changes the read model's FORMAT). */
export const CATEGORY_BITS: ReadonlyMap<string, number> = new Map(CATEGORIES.map((c, i) => [c.key, 1 << i]));
export const INDUSTRY_BITS: ReadonlyMap<string, number> = new Map(INDUSTRIES.map((c, i) => [c.key, 1 << i]));
export const maskOf = (bits: ReadonlyMap<string, number>, keys: Iterable<string>): number => {
  let mask = 0;
  for (const key of keys) mask |= bits.get(key) ?? 0;
  return mask;
};
/** The events view is the category filter `events` (with its sub-categories): only such entries have an events window. */
export const EVENTS_MASK = maskOf(CATEGORY_BITS, expandCategoryKeys([EVENTS_CATEGORY]));

/**
 * Day counts (newsroom_day_counts): grid entries visible at the watermark per locale, key and day of
 * date_published, where key 0 is every entry, 1 + i an entry with category bit i, 101 + j one with
 * industry bit j. A deep page of the grid, unfiltered or filtered by one key, skips the whole days
 * before its offset (prepared.ts) instead of walking their index entries. Kept with the counts:
 * same writes, same watermark moves, same repair.
 */
export const DAY_MS = 86_400_000;
export const dayOf = (ms: number): number => Math.floor(ms / DAY_MS);
/** dayOf in SQL, for PostgreSQL and SQLite alike (their `%` and `/` truncate towards zero; this floors). */
export const DAY_SQL = `((date_published - ((date_published % ${DAY_MS}) + ${DAY_MS}) % ${DAY_MS}) / ${DAY_MS})`;
export const ALL_KEY = 0;
/** The day-count key of one category or industry bit (a mask with one bit set). */
export const dayKey = (side: 'cat' | 'ind', bit: number): number => (side === 'cat' ? 1 : 101) + Math.log2(bit);
function dayKeys(catMask: number, indMask: number): number[] {
  const keys = [ALL_KEY];
  for (let i = 0; i < 31; i++) {
    if (catMask & (1 << i)) keys.push(1 + i);
    if (indMask & (1 << i)) keys.push(101 + i);
  }
  return keys;
}

export type View = 'g' | 'e';
export const WINDOW_COLUMNS: Record<View, { from: string; until: string }> = {
  g: { from: 'grid_from', until: 'grid_until' },
  e: { from: 'events_from', until: 'events_until' },
};

/** How long the watermark stays behind the date limit it is moved to, so a limit read on another instance (clock skew) is rarely before it. */
export const WATERMARK_LAG_MS = 60_000;

/** Where start-up, rebuilds and the clock put the watermark: a little behind the date limit the queries use. */
export const watermarkTarget = (): number => dateLimit().at - WATERMARK_LAG_MS;

type Row = Record<string, unknown>;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The columns an entry stores for the counts: masks and its windows in both views. */
export function countColumns(dates: EntryDates, categoryKeys: string[], industryKeys: string[]) {
  const catMask = maskOf(CATEGORY_BITS, categoryKeys);
  const grid = gridWindow(dates);
  const events = catMask & EVENTS_MASK ? eventsWindow(dates) : { from: null, until: null };
  return {
    cat_mask: catMask,
    ind_mask: maskOf(INDUSTRY_BITS, industryKeys),
    grid_from: grid.from,
    grid_until: grid.until,
    events_from: events.from,
    events_until: events.until,
  };
}

/** Whether the entry's event is still to end at the watermark (it is in the events view's partial index). */
export const eventLive = (row: Row, t0: number): 0 | 1 => {
  const until = num(row.events_until);
  return num(row.events_from) !== null && until !== null && until > t0 ? 1 : 0;
};

/** Whether the entry's grid window has started at the watermark (it is in the grid's partial index). */
export const gridStarted = (row: Row, t0: number): 0 | 1 => {
  const from = num(row.grid_from);
  return from !== null && from <= t0 ? 1 : 0;
};

function visibleAt(row: Row, view: View, t: number): boolean {
  if (Number(row.is_featured)) return false;
  const from = num(row[WINDOW_COLUMNS[view].from]);
  const until = num(row[WINDOW_COLUMNS[view].until]);
  return from !== null && from <= t && (until === null || t < until);
}

export interface DayCount {
  locale: string;
  key: number;
  day: number;
  n: number;
}

/** Day counts of grid entries grouped by (locale, masks, day), spread over their keys. */
function spreadDays(into: Map<string, DayCount>, locale: string, catMask: number, indMask: number, day: number, n: number): void {
  for (const key of dayKeys(catMask, indMask)) {
    const id = `${locale}|${key}|${day}`;
    const d = into.get(id) ?? { locale, key, day, n: 0 };
    d.n += n;
    into.set(id, d);
  }
}

/** Count differences gathered over a write, applied as one upsert per (locale, view, masks) and per (locale, key, day). */
export class CountDeltas {
  private readonly deltas = new Map<string, { locale: string; view: View; cat_mask: number; ind_mask: number; n: number }>();
  private readonly days = new Map<string, DayCount>();

  /** Adds (sign 1) or takes away (sign −1) what an entry row counts for at the watermark. */
  add(row: Row, t0: number, sign: 1 | -1): void {
    for (const view of ['g', 'e'] as const) {
      if (!visibleAt(row, view, t0)) continue;
      this.addTo(String(row.locale), view, Number(row.cat_mask), Number(row.ind_mask), sign);
      if (view === 'g') this.addDay(String(row.locale), Number(row.cat_mask), Number(row.ind_mask), dayOf(Number(row.date_published)), sign);
    }
  }

  addTo(locale: string, view: View, catMask: number, indMask: number, n: number): void {
    const key = `${locale}|${view}|${catMask}|${indMask}`;
    const d = this.deltas.get(key) ?? { locale, view, cat_mask: catMask, ind_mask: indMask, n: 0 };
    d.n += n;
    this.deltas.set(key, d);
  }

  /** A grid difference on one day of date_published. */
  addDay(locale: string, catMask: number, indMask: number, day: number, n: number): void {
    spreadDays(this.days, locale, catMask, indMask, day, n);
  }

  async apply(trx: Knex): Promise<void> {
    const rows = [...this.deltas.values()].filter((d) => d.n !== 0);
    for (let i = 0; i < rows.length; i += 200)
      await trx(COUNTS)
        .insert(rows.slice(i, i + 200))
        .onConflict(['locale', 'view', 'cat_mask', 'ind_mask'])
        .merge({ n: trx.raw(`${COUNTS}.n + excluded.n`) });
    // In key order, so that concurrent writers lock the rows they share in one order.
    const days = [...this.days.values()].filter((d) => d.n !== 0).sort((a, b) => a.locale.localeCompare(b.locale) || a.key - b.key || a.day - b.day);
    for (let i = 0; i < days.length; i += 200)
      await trx(DAY_COUNTS)
        .insert(days.slice(i, i + 200))
        .onConflict(['locale', 'key', 'day'])
        .merge({ n: trx.raw(`${DAY_COUNTS}.n + excluded.n`) });
    this.deltas.clear();
    this.days.clear();
  }
}

const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';

/**
 * Reads the watermark and keeps it from moving until the transaction ends: 'share' for writers of
 * entries (they run side by side), 'update' for what moves it or rewrites the counts. Take it before
 * locking or writing entries, so every path locks in one order.
 */
export async function lockWatermark(strapi: Core.Strapi, trx: Knex.Transaction, mode: 'share' | 'update'): Promise<number> {
  const q = trx(COUNT_STATE).where({ id: 1 }).first('as_of');
  if (isPostgres(strapi)) {
    if (mode === 'share') q.forShare();
    else q.forUpdate();
  }
  const row = (await q) as Row | undefined;
  if (!row) throw new Error(`${COUNT_STATE} has no row: the migrations did not run`);
  return Number(row.as_of);
}

/** The counts as the entries give them at `t0` (by scanning them: start-up and rebuilds only). */
export async function countsAt(knex: Knex, t0: number): Promise<Array<{ locale: string; view: View; cat_mask: number; ind_mask: number; n: number }>> {
  const out: Array<{ locale: string; view: View; cat_mask: number; ind_mask: number; n: number }> = [];
  for (const view of ['g', 'e'] as const) {
    const { from, until } = WINDOW_COLUMNS[view];
    const rows = (await knex(ENTRIES)
      .where('is_featured', 0)
      .andWhere(from, '<=', t0)
      .andWhere((b) => b.whereNull(until).orWhere(until, '>', t0))
      .groupBy('locale', 'cat_mask', 'ind_mask')
      .select('locale', 'cat_mask', 'ind_mask')
      .count({ n: '*' })) as Row[];
    for (const r of rows) out.push({ locale: String(r.locale), view, cat_mask: Number(r.cat_mask), ind_mask: Number(r.ind_mask), n: Number(r.n) });
  }
  return out;
}

/** The day counts as the entries give them at `t0` (by scanning them: start-up and rebuilds only). */
export async function dayCountsAt(knex: Knex, t0: number): Promise<DayCount[]> {
  const { from, until } = WINDOW_COLUMNS.g;
  const rows = (await knex(ENTRIES)
    .where('is_featured', 0)
    .andWhere(from, '<=', t0)
    .andWhere((b) => b.whereNull(until).orWhere(until, '>', t0))
    .groupBy('locale', 'cat_mask', 'ind_mask')
    .groupByRaw(DAY_SQL)
    .select('locale', 'cat_mask', 'ind_mask', knex.raw(`${DAY_SQL} AS day`))
    .count({ n: '*' })) as Row[];
  const days = new Map<string, DayCount>();
  for (const r of rows) spreadDays(days, String(r.locale), Number(r.cat_mask), Number(r.ind_mask), Number(r.day), Number(r.n));
  return [...days.values()];
}

const dayCountKey = (r: DayCount | Row) => `${String(r.locale)}|${Number(r.key)}|${Number(r.day)}|${Number(r.n)}`;

const countKey = (r: { locale: string; view: string; cat_mask: number; ind_mask: number; n: number }) =>
  `${r.locale}|${r.view}|${r.cat_mask}|${r.ind_mask}|${r.n}`;

/** Replaces the counts with what the entries give at `t0` and moves the watermark there (the caller holds it FOR UPDATE and sets the flags for `t0`). */
export async function recountAt(trx: Knex, t0: number): Promise<void> {
  await trx(COUNTS).delete();
  const rows = await countsAt(trx, t0);
  for (let i = 0; i < rows.length; i += 200) await trx(COUNTS).insert(rows.slice(i, i + 200));
  await trx(DAY_COUNTS).delete();
  const days = await dayCountsAt(trx, t0);
  for (let i = 0; i < days.length; i += 500) await trx(DAY_COUNTS).insert(days.slice(i, i + 500));
  await trx(COUNT_STATE).where({ id: 1 }).update({ as_of: t0 });
}

/** Sets the `event_live` and `grid_started` flags that are not right for `t0`; returns how many. */
export async function fixFlags(trx: Knex, t0: number): Promise<number> {
  const on = await trx(ENTRIES).whereNotNull('events_from').andWhere('events_until', '>', t0).andWhere('event_live', '<>', 1).update({ event_live: 1 });
  const off = await trx(ENTRIES)
    .where((b) => b.whereNull('events_from').orWhere('events_until', '<=', t0))
    .andWhere('event_live', '<>', 0)
    .update({ event_live: 0 });
  const started = await trx(ENTRIES).where('grid_from', '<=', t0).andWhere('grid_started', '<>', 1).update({ grid_started: 1 });
  const waiting = await trx(ENTRIES)
    .where((b) => b.whereNull('grid_from').orWhere('grid_from', '>', t0))
    .andWhere('grid_started', '<>', 0)
    .update({ grid_started: 0 });
  return Number(on) + Number(off) + Number(started) + Number(waiting);
}

/**
 * Start-up check: recomputes the counts and flags from the entries at the watermark and replaces
 * what differs (after a crash of older code, a restore, an edit in SQL). Returns how many count rows
 * and flags were wrong.
 */
export async function repairCounts(strapi: Core.Strapi): Promise<number> {
  return strapi.db.transaction(async ({ trx }) => {
    const t0 = await lockWatermark(strapi, trx, 'update');
    const expected = (await countsAt(trx, t0)).map(countKey).sort();
    const stored = ((await trx(COUNTS).where('n', '<>', 0).select('locale', 'view', 'cat_mask', 'ind_mask', 'n')) as Row[])
      .map((r) => countKey({ locale: String(r.locale), view: String(r.view), cat_mask: Number(r.cat_mask), ind_mask: Number(r.ind_mask), n: Number(r.n) }))
      .sort();
    const wantedSet = new Set(expected);
    const storedSet = new Set(stored);
    const wrongCounts = stored.filter((k) => !wantedSet.has(k)).length + expected.filter((k) => !storedSet.has(k)).length;
    const expectedDays = new Set((await dayCountsAt(trx, t0)).map(dayCountKey));
    const storedDays = new Set(((await trx(DAY_COUNTS).where('n', '<>', 0).select('locale', 'key', 'day', 'n')) as Row[]).map(dayCountKey));
    const wrongDays = [...storedDays].filter((k) => !expectedDays.has(k)).length + [...expectedDays].filter((k) => !storedDays.has(k)).length;
    const wrong = wrongCounts + wrongDays;
    if (wrong) await recountAt(trx, t0);
    return wrong + (await fixFlags(trx, t0));
  });
}

/** Entries per (locale, masks) that came into / went out of a view between `lo` and `hi` (lo < hi). */
async function movedBetween(trx: Knex, view: View, lo: number, hi: number): Promise<{ came: Row[]; went: Row[] }> {
  const { from, until } = WINDOW_COLUMNS[view];
  // The grid's also by day (the day counts).
  const group = (q: Knex.QueryBuilder) =>
    view === 'g'
      ? q
          .groupBy('locale', 'cat_mask', 'ind_mask')
          .groupByRaw(DAY_SQL)
          .select('locale', 'cat_mask', 'ind_mask', trx.raw(`${DAY_SQL} AS day`))
          .count({ n: '*' })
      : q.groupBy('locale', 'cat_mask', 'ind_mask').select('locale', 'cat_mask', 'ind_mask').count({ n: '*' });
  const came = (await group(
    trx(ENTRIES)
      .whereRaw('is_featured = 0')
      .andWhere(from, '>', lo)
      .andWhere(from, '<=', hi)
      .andWhere((b) => b.whereNull(until).orWhere(until, '>', hi)),
  )) as Row[];
  const went = (await group(trx(ENTRIES).whereRaw('is_featured = 0').andWhere(until, '>', lo).andWhere(until, '<=', hi).andWhere(from, '<=', lo))) as Row[];
  return { came, went };
}

/**
 * Moves the watermark to `t1`: the counts take what came in and went out in between, the events
 * that ended leave the live set. One transaction; returns whether it moved.
 */
export async function advanceCounts(strapi: Core.Strapi, t1: number): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }) => {
    const t0 = await lockWatermark(strapi, trx, 'update');
    if (t0 === t1) return false;
    const [lo, hi, sign] = t1 > t0 ? [t0, t1, 1] : [t1, t0, -1];
    const deltas = new CountDeltas();
    for (const view of ['g', 'e'] as const) {
      const { came, went } = await movedBetween(trx, view, lo, hi);
      for (const [rows, s] of [
        [came, sign],
        [went, -sign],
      ] as const)
        for (const r of rows) {
          deltas.addTo(String(r.locale), view, Number(r.cat_mask), Number(r.ind_mask), s * Number(r.n));
          if (view === 'g') deltas.addDay(String(r.locale), Number(r.cat_mask), Number(r.ind_mask), Number(r.day), s * Number(r.n));
        }
    }
    await deltas.apply(trx);
    // Only events ending in (lo, hi] are live at one end and not at the other.
    await trx(ENTRIES)
      .whereNotNull('events_from')
      .andWhere('events_until', '>', lo)
      .andWhere('events_until', '<=', hi)
      .update({ event_live: t1 > t0 ? 0 : 1 });
    // Only grid windows starting in (lo, hi] have started at one end and not at the other.
    await trx(ENTRIES)
      .where('grid_from', '>', lo)
      .andWhere('grid_from', '<=', hi)
      .update({ grid_started: t1 > t0 ? 1 : 0 });
    await trx(COUNT_STATE).where({ id: 1 }).update({ as_of: t1 });
    return true;
  });
}

/** What a query's total is made of. `catMask`/`indMask` 0: no filter on that side. */
export interface TotalQuery {
  locale: string;
  view: View;
  catMask: number;
  indMask: number;
}

/**
 * A query's total at `limit`, computed against the watermark the caller believes in (`t0`); the
 * answer carries the watermark the database had, and the caller asks again when they differ. One
 * statement, so the counts and the correction are read from one snapshot.
 */
export async function visibleTotal(knex: Knex, q: TotalQuery, limit: number, t0: number): Promise<{ total: number; t0: number }> {
  const masks: string[] = [];
  const maskValues: number[] = [];
  if (q.catMask) {
    masks.push('AND (cat_mask & ?) <> 0');
    maskValues.push(q.catMask);
  }
  if (q.indMask) {
    masks.push('AND (ind_mask & ?) <> 0');
    maskValues.push(q.indMask);
  }
  const filter = masks.join(' ');
  const parts = [
    `(SELECT as_of FROM ${COUNT_STATE} WHERE id = 1) AS t0`,
    `(SELECT COALESCE(SUM(n), 0) FROM ${COUNTS} WHERE locale = ? AND view = ? ${filter}) AS base`,
  ];
  const bindings: unknown[] = [q.locale, q.view, ...maskValues];
  if (limit !== t0) {
    const { from, until } = WINDOW_COLUMNS[q.view];
    const [lo, hi] = limit > t0 ? [t0, limit] : [limit, t0];
    const entries = `FROM ${ENTRIES} WHERE is_featured = 0 AND locale = ? ${filter}`;
    parts.push(`(SELECT COUNT(*) ${entries} AND ${from} > ? AND ${from} <= ? AND (${until} IS NULL OR ${until} > ?)) AS came`);
    parts.push(`(SELECT COUNT(*) ${entries} AND ${until} > ? AND ${until} <= ? AND ${from} <= ?) AS went`);
    bindings.push(q.locale, ...maskValues, lo, hi, hi, q.locale, ...maskValues, lo, hi, lo);
  }
  const result = await knex.raw(`SELECT ${parts.join(', ')}`, bindings);
  const row = (Array.isArray(result) ? result[0] : result.rows[0]) as Row;
  const sign = limit >= t0 ? 1 : -1;
  const moved = row.came === undefined ? 0 : Number(row.came) - Number(row.went);
  return { total: Number(row.base) + sign * moved, t0: Number(row.t0) };
}

/** How often each instance moves the watermark along (a move is cheap: it reads only what changed since). */
const CLOCK_MS = 60_000;
const clocks = new WeakMap<Core.Strapi, { timer: NodeJS.Timeout; running: Promise<unknown> | null }>();

/** Keeps the watermark near the date limit, so the corrections at read time stay small. */
export function startWatermarkClock(strapi: Core.Strapi): void {
  if (clocks.has(strapi)) return;
  const clock = {
    running: null as Promise<unknown> | null,
    timer: setInterval(() => {
      clock.running ??= advanceCounts(strapi, watermarkTarget())
        .catch((error: unknown) => strapi.log.warn(`newsroom counts: moving the watermark failed (${String(error)}); totals stay exact, only slower`))
        .finally(() => {
          clock.running = null;
        });
    }, CLOCK_MS),
  };
  clock.timer.unref();
  clocks.set(strapi, clock);
}

/** Stops the clock and waits for a move under way. */
export async function stopWatermarkClock(strapi: Core.Strapi): Promise<void> {
  const clock = clocks.get(strapi);
  if (!clock) return;
  clearInterval(clock.timer);
  clocks.delete(strapi);
  await clock.running;
}

/** The watermark as stored. */
export async function currentWatermark(knex: Knex): Promise<number> {
  const row = (await knex(COUNT_STATE).where({ id: 1 }).first('as_of')) as Row | undefined;
  return Number(row?.as_of ?? 0);
}
