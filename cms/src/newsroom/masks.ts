import { CATEGORIES, EVENTS_CATEGORY, INDUSTRIES, expandCategoryKeys } from 'contract/taxonomy';

/** How an entry's taxonomy keys are stored for the counts and the page scans: bit masks, and the keys of the day counts. */

/** One bit per taxonomy key, in the taxonomy's order (a change of order changes the read model's FORMAT). */
export const CATEGORY_BITS: ReadonlyMap<string, number> = new Map(CATEGORIES.map((c, i) => [c.key, 1 << i]));
export const INDUSTRY_BITS: ReadonlyMap<string, number> = new Map(INDUSTRIES.map((c, i) => [c.key, 1 << i]));
export const maskOf = (bits: ReadonlyMap<string, number>, keys: Iterable<string>): number => {
  let mask = 0;
  for (const key of keys) mask |= bits.get(key) ?? 0;
  return mask;
};
/**
 * The filter conditions of a query on a table with `cat_mask` and `ind_mask` (the newsroom's entries,
 * the search's): a category or an industry of the chosen ones, each kind AND-ed; and their bindings.
 */
export function maskFilter(query: { categories: readonly string[]; industries: readonly string[] }): { sql: string[]; bindings: number[] } {
  const sql: string[] = [];
  const bindings: number[] = [];
  if (query.categories.length) {
    sql.push('(cat_mask & ?) <> 0');
    bindings.push(maskOf(CATEGORY_BITS, query.categories));
  }
  if (query.industries.length) {
    sql.push('(ind_mask & ?) <> 0');
    bindings.push(maskOf(INDUSTRY_BITS, query.industries));
  }
  return { sql, bindings };
}

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
/** The day-count keys an entry with these masks counts for. */
export function dayKeys(catMask: number, indMask: number): number[] {
  const keys = [ALL_KEY];
  for (let i = 0; i < 31; i++) {
    if (catMask & (1 << i)) keys.push(1 + i);
    if (indMask & (1 << i)) keys.push(101 + i);
  }
  return keys;
}
