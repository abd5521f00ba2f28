/**
 * Fast multi-row inserts. PostgreSQL: one `INSERT … SELECT * FROM unnest($1::int4[], …)` per chunk,
 * so a chunk costs one parameter per column instead of one per value. SQLite: multi-row VALUES
 * within its parameter limit (the caller wraps everything in one transaction).
 */
import type { Knex } from 'knex';
import type { ColumnType, Row, TableSpec } from './tables';

export type Dialect = 'postgres' | 'sqlite';

const PG_ARRAY: Record<ColumnType, string> = { int: 'int4[]', text: 'text[]', timestamp: 'timestamp[]', bool: 'bool[]', float: 'float8[]' };
const SQLITE_MAX_PARAMS = 30_000;
/** knex writes a multi-row SQLite insert as a compound SELECT, which SQLite caps at 500 terms. */
const SQLITE_MAX_ROWS = 500;

function encode(value: Row[string], type: ColumnType, dialect: Dialect): string | number | boolean | null {
  if (value === null) return null;
  if (type === 'timestamp') {
    if (typeof value !== 'number') throw new Error(`Expected epoch milliseconds for a timestamp, got ${JSON.stringify(value)}`);
    // PostgreSQL columns are "timestamp without time zone" holding UTC; SQLite stores epoch ms (as Strapi does).
    return dialect === 'postgres' ? new Date(value).toISOString().replace('T', ' ').replace('Z', '') : value;
  }
  if (type === 'bool' && dialect === 'sqlite') return value ? 1 : 0;
  return value;
}

const quote = (name: string): string => `"${name}"`;

export async function bulkInsert(trx: Knex.Transaction, dialect: Dialect, table: TableSpec, rows: readonly Row[]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(table.columns);
  if (dialect === 'postgres') {
    const arrays = columns.map((c) => rows.map((r) => encode(r[c] ?? null, table.columns[c], dialect)));
    const casts = columns.map((c) => `?::${PG_ARRAY[table.columns[c]]}`).join(', ');
    await trx.raw(`INSERT INTO ${quote(table.name)} (${columns.map(quote).join(', ')}) SELECT * FROM unnest(${casts})`, arrays);
    return;
  }
  const perChunk = Math.max(1, Math.min(SQLITE_MAX_ROWS, Math.floor(SQLITE_MAX_PARAMS / columns.length)));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk).map((r) => Object.fromEntries(columns.map((c) => [c, encode(r[c] ?? null, table.columns[c], dialect)])));
    await trx(table.name).insert(chunk);
  }
}

/** Brings PostgreSQL's id sequence past explicitly inserted ids (SQLite's AUTOINCREMENT follows by itself). */
export async function syncSequence(knex: Knex, dialect: Dialect, table: TableSpec): Promise<void> {
  if (dialect !== 'postgres') return;
  await knex.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${quote(table.name)}), 1))`, [table.name]);
}

export async function nextId(knex: Knex, table: TableSpec): Promise<number> {
  const row = (await knex(table.name).max({ max: 'id' }).first()) as { max: number | string | null } | undefined;
  return Number(row?.max ?? 0) + 1;
}
