import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { CountDeltas } from './count-deltas';
import { DAY_SQL } from './masks';
import { dateLimit } from './rules';
import { COUNT_STATE, ENTRIES } from './tables';
import { WINDOW_COLUMNS, type View } from './windows';

type Row = Record<string, unknown>;

/**
 * The watermark T0 the counts are true at (counts.ts): where it is put, how it is locked and how it
 * moves, by a transaction of any instance or by each instance's clock.
 */

/** How long the watermark stays behind the date limit it is moved to, so a limit read on another instance (clock skew) is rarely before it. */
export const WATERMARK_LAG_MS = 60_000;

/** Where start-up, rebuilds and the clock put the watermark: a little behind the date limit the queries use. */
export const watermarkTarget = (): number => dateLimit().at - WATERMARK_LAG_MS;

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

/** The watermark as stored. */
export async function currentWatermark(knex: Knex): Promise<number> {
  const row = (await knex(COUNT_STATE).where({ id: 1 }).first('as_of')) as Row | undefined;
  return Number(row?.as_of ?? 0);
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
