import { eventsWindow, gridWindow, type EntryDates } from './rules';
import { CATEGORY_BITS, EVENTS_MASK, INDUSTRY_BITS, maskOf } from './masks';

/** An entry's visibility windows in each view (rules.ts), as its row stores them, and what they say at the watermark. */

export type View = 'g' | 'e';
export const WINDOW_COLUMNS: Record<View, { from: string; until: string }> = {
  g: { from: 'grid_from', until: 'grid_until' },
  e: { from: 'events_from', until: 'events_until' },
};

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

/** Whether the entry row counts in the view at instant `t` (not featured, window open). */
export function visibleAt(row: Row, view: View, t: number): boolean {
  if (Number(row.is_featured)) return false;
  const from = num(row[WINDOW_COLUMNS[view].from]);
  const until = num(row[WINDOW_COLUMNS[view].until]);
  return from !== null && from <= t && (until === null || t < until);
}
