/**
 * The newsroom's visibility rules (spec website.md section 4), as pure functions over one entry.
 * The SQL in query.ts applies the same rules; the unit tests check both against one table.
 */
export const UNPUBLISH_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
export const PAGE_SIZE_DEFAULT = 14;
export const PAGE_SIZE_MAX = 100;
export const FEATURED_SIZE = 2;

export interface EntryDates {
  datePublished: number | null;
  dateScheduled: number | null;
  dateUnpublished: number | null;
}

/** Published and scheduled on or before the limit. A missing dateScheduled means "not scheduled". */
export function isReleased(e: EntryDates, limit: number): boolean {
  return e.datePublished !== null && e.datePublished <= limit && (e.dateScheduled === null || e.dateScheduled <= limit);
}

/** The grid rule: no dateUnpublished, or one after the limit and before limit + 14 days. */
export function isInGrid(e: EntryDates, limit: number): boolean {
  return isReleased(e, limit) && (e.dateUnpublished === null || (e.dateUnpublished > limit && e.dateUnpublished < limit + UNPUBLISH_WINDOW_MS));
}

/** The events view: the event has not ended (dateUnpublished on or after the limit). */
export function isInEventsView(e: EntryDates, limit: number): boolean {
  return isReleased(e, limit) && e.dateUnpublished !== null && e.dateUnpublished >= limit;
}

/** A single article page: released and not yet unpublished. */
export function isPageVisible(e: EntryDates, limit: number): boolean {
  return isReleased(e, limit) && (e.dateUnpublished === null || e.dateUnpublished > limit);
}

/** The date limit: now, or NEWSROOM_DATE_LIMIT (ISO date-time) for previews and tests. */
export function dateLimit(env: NodeJS.ProcessEnv = process.env, now: () => number = Date.now): { at: number; key: string } {
  const configured = env.NEWSROOM_DATE_LIMIT;
  if (!configured) return { at: now(), key: 'now' };
  const parsed = Date.parse(configured);
  if (Number.isNaN(parsed)) throw new Error(`NEWSROOM_DATE_LIMIT "${configured}" is not an ISO date-time`);
  return { at: parsed, key: configured };
}

/**
 * When an entry is in a view, as one half-open interval of limits [from, until): `until` null is
 * "for ever", `from` null is "never". Dates are whole milliseconds, so "after x" is "from x + 1".
 * The maintained counts (counts.ts) and the read model's columns rest on these; the unit tests check
 * them against `isInGrid` and `isInEventsView` at every boundary.
 */
export interface VisibleWindow {
  from: number | null;
  until: number | null;
}

const NEVER: VisibleWindow = { from: null, until: null };

/** The grid: released, and no dateUnpublished or one in (limit, limit + 14 days). */
export function gridWindow(e: EntryDates): VisibleWindow {
  if (e.datePublished === null) return NEVER;
  let from = Math.max(e.datePublished, e.dateScheduled ?? -Infinity);
  if (e.dateUnpublished === null) return { from, until: null };
  // dateUnpublished < limit + 14 days  ⇔  limit ≥ dateUnpublished − 14 days + 1.
  from = Math.max(from, e.dateUnpublished - UNPUBLISH_WINDOW_MS + 1);
  return from < e.dateUnpublished ? { from, until: e.dateUnpublished } : NEVER;
}

/** The events view: released, and dateUnpublished on or after the limit (until it + 1 ms). */
export function eventsWindow(e: EntryDates): VisibleWindow {
  if (e.datePublished === null || e.dateUnpublished === null) return NEVER;
  const from = Math.max(e.datePublished, e.dateScheduled ?? -Infinity);
  const until = e.dateUnpublished + 1;
  return from < until ? { from, until } : NEVER;
}

/** Whether `limit` lies in the window. */
export function inWindow(w: VisibleWindow, limit: number): boolean {
  return w.from !== null && w.from <= limit && (w.until === null || limit < w.until);
}
