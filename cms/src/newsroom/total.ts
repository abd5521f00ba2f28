import type { Knex } from 'knex';
import { COUNTS, COUNT_STATE, ENTRIES } from './tables';
import { WINDOW_COLUMNS, type View } from './windows';

type Row = Record<string, unknown>;

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
