import type { Knex } from 'knex';
import { CATEGORY_BITS, INDUSTRY_BITS } from './masks';
import { ENTRIES } from './tables';

/** Bits of the taxonomy keys that have their own grid index: every category and industry. */
export const KEY_INDEXES: ReadonlyArray<{ name: string; column: 'cat_mask' | 'ind_mask'; bit: number }> = [
  ...[...CATEGORY_BITS].map(([key, bit]) => ({ name: `c_${key}`, column: 'cat_mask' as const, bit })),
  ...[...INDUSTRY_BITS].map(([key, bit]) => ({ name: `i_${key.toLowerCase()}`, column: 'ind_mask' as const, bit })),
];

/** The grid index's predicate for one key (written the same way in the index and in the statements, so PostgreSQL matches them). */
export const keyPredicate = (column: 'cat_mask' | 'ind_mask', bit: number) => `(${column} & ${bit}) <> 0`;

/** The name of one key's grid index. */
export const keyIndexName = (key: string): string => `newsroom_entries_grid_${key}_idx`;
/** Every per-key index's name, and no other index's (`grid_from`, `grid_until` have no `c_`/`i_`). */
const KEY_INDEX_NAME = /^newsroom_entries_grid_[ci]_.+_idx$/;

/**
 * One grid index per taxonomy key on PostgreSQL (prepared.ts): the key's own entries in grid order,
 * so that a filtered deep page walks the filter's rows, not the whole grid's. PostgreSQL keeps them in
 * the transaction of every entry write and every flag change (no table of our own to repair).
 *
 * Their set follows the taxonomy in code (contract/taxonomy), not a migration: each start, under
 * the start lock after the migrations, builds the index of a key that has none, drops the index of a
 * key that is gone, and builds anew one whose key changed bit. A migration would freeze one taxonomy,
 * and a change to it that forgot its migration would only show as slow filtered pages. Returns the
 * names built and dropped.
 */
export async function reconcileKeyIndexes(knex: Knex, dialect: 'postgres' | 'sqlite'): Promise<{ built: string[]; dropped: string[] }> {
  if (dialect !== 'postgres') return { built: [], dropped: [] };
  const rows = (await knex.raw(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ?`, [ENTRIES])).rows as Array<{
    indexname: string;
    indexdef: string;
  }>;
  const existing = new Map(rows.filter((r) => KEY_INDEX_NAME.test(r.indexname)).map((r) => [r.indexname, r.indexdef]));
  const wanted = new Map(KEY_INDEXES.map((key) => [keyIndexName(key.name), key]));
  const dropped: string[] = [];
  for (const [name, definition] of existing) {
    const key = wanted.get(name);
    // PostgreSQL writes the predicate back as `((cat_mask & 4) <> 0)`.
    if (key && definition.includes(`(${key.column} & ${key.bit})`)) continue;
    await knex.raw(`DROP INDEX ${name}`);
    existing.delete(name);
    dropped.push(name);
  }
  const built: string[] = [];
  for (const [name, key] of wanted) {
    if (existing.has(name)) continue;
    await knex.raw(
      `CREATE INDEX ${name} ON ${ENTRIES} (locale, date_published DESC, date_scheduled DESC, id DESC) INCLUDE (grid_from, grid_until, cat_mask, ind_mask) WHERE grid_started = 1 AND is_featured = 0 AND ${keyPredicate(key.column, key.bit)}`,
    );
    built.push(name);
  }
  if (built.length) await knex.raw(`ANALYZE ${ENTRIES}`);
  return { built, dropped };
}
