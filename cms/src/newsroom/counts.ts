import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { spreadDays, type DayCount } from './count-deltas';
import { DAY_SQL } from './masks';
import { COUNTS, COUNT_STATE, DAY_COUNTS, ENTRIES } from './tables';
import { lockWatermark } from './watermark';
import { WINDOW_COLUMNS, type View } from './windows';

type Row = Record<string, unknown>;

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
