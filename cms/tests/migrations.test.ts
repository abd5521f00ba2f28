/**
 * The numbered migrations (src/migrations) and the per-key index reconciliation, as start-up runs
 * them (bootstrap/schema.ts), on PostgreSQL and SQLite without booting the CMS: they touch only our
 * tables and four of Strapi's, which the fixtures hold as Strapi makes them (fixtures/migrations).
 * A new database (Strapi's tables only) and one with the schema and rows of 072e0fb end with the
 * same schema, the rows kept; a second run changes nothing.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import createKnex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, PG } from 'testing/postgres';
import { MIGRATIONS } from '../src/migrations/list';
import type { Dialect, Migration } from '../src/migrations/migration';
import { MIGRATIONS_TABLE, runMigrations } from '../src/migrations/runner';
import { KEY_INDEXES, keyIndexName, reconcileKeyIndexes } from '../src/newsroom/key-indexes';
import { ROWS_072E0FB } from './fixtures/migrations/rows';
import { createRequire } from 'node:module';

type Row = Record<string, unknown>;
const FIXTURES = path.join(__dirname, 'fixtures/migrations');
const NAMES = MIGRATIONS.map((m) => m.name);
const cleanups: Array<() => Promise<void>> = [];
/** Strapi's own migration (database/migrations: plain JavaScript it runs before its schema sync). */
const foldOlderImageDescription = createRequire(__filename)('../database/migrations/2026.11.28T00.00.00.fold-older-image-description.js') as {
  up(knex: Knex): Promise<void>;
};

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A new, empty database of this dialect, closed and removed after the file. */
async function open(dialect: Dialect): Promise<Knex> {
  if (dialect === 'postgres') {
    const database = await createDatabase('migrations');
    const knex = createKnex({ client: 'pg', connection: { ...PG, database }, pool: { min: 0, max: 2 } });
    cleanups.push(async () => {
      await knex.destroy();
      await dropDatabase(database);
    });
    return knex;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'cms-migrations-'));
  const knex = createKnex({ client: 'better-sqlite3', connection: { filename: path.join(dir, 'data.db') }, useNullAsDefault: true });
  cleanups.push(async () => {
    await knex.destroy();
    await rm(dir, { recursive: true, force: true });
  });
  return knex;
}

/** Runs one fixture file's statements (better-sqlite3 takes one statement at a time). */
async function load(knex: Knex, dialect: Dialect, fixture: 'strapi' | 'ours'): Promise<void> {
  const sql = await readFile(path.join(FIXTURES, `${fixture}.${dialect === 'postgres' ? 'pg' : 'sqlite'}.sql`), 'utf8');
  for (const statement of sql.split(/;\s*\n/).map((s) => s.trim())) if (statement) await knex.raw(statement);
}

/** What start-up does to the schema: the migrations, then the per-key indexes. Returns what it changed. */
async function migrate(knex: Knex, dialect: Dialect, migrations: readonly Migration[] = MIGRATIONS) {
  const ran = await runMigrations(knex, { dialect, log: () => {} }, migrations);
  return { ran, keyIndexes: await reconcileKeyIndexes(knex, dialect) };
}

const rowsOf = async (knex: Knex, sql: string, bindings: readonly Knex.Value[] = []): Promise<Row[]> => {
  const result = await knex.raw(sql, bindings);
  return Array.isArray(result) ? (result as Row[]) : (result.rows as Row[]);
};

/** Every table's columns, index and constraint, as the database describes them. */
async function schemaOf(knex: Knex, dialect: Dialect): Promise<Row[][]> {
  if (dialect === 'sqlite')
    return [await rowsOf(knex, `SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name`)];
  return Promise.all([
    rowsOf(
      knex,
      `SELECT table_name, column_name, data_type, character_maximum_length, is_nullable, column_default
       FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, column_name`,
    ),
    rowsOf(knex, `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`),
    rowsOf(
      knex,
      `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE connamespace = current_schema()::regnamespace ORDER BY 1, 2`,
    ),
  ]);
}

/** Every row of the tables the fixture rows go to, in a set order. */
async function contentOf(knex: Knex): Promise<Record<string, Row[]>> {
  const content: Record<string, Row[]> = {};
  for (const [table, rows] of Object.entries(ROWS_072E0FB)) content[table] = await knex(table).select('*').orderBy(Object.keys(rows[0]).slice(0, 3));
  return content;
}

const migrationsTable = (knex: Knex) => knex(MIGRATIONS_TABLE).select('*').orderBy('id');

/** A database made by 072e0fb, holding the fixture rows. */
async function made072e0fb(dialect: Dialect): Promise<Knex> {
  const knex = await open(dialect);
  await load(knex, dialect, 'strapi');
  await load(knex, dialect, 'ours');
  // One at a time: a multi-row insert would give SQLite NULL, not the column's default, where a row leaves a column out.
  for (const [table, rows] of Object.entries(ROWS_072E0FB)) for (const row of rows) await knex(table).insert(row);
  return knex;
}

for (const dialect of ['postgres', 'sqlite'] as const) {
  describe(`migrations on ${dialect}`, () => {
    /** A new database (Strapi's tables only), what the first run did to it and the schema it ended with. */
    let created: Knex;
    let first: Awaited<ReturnType<typeof migrate>>;
    let fresh: Row[][];
    beforeAll(async () => {
      created = await open(dialect);
      await load(created, dialect, 'strapi');
      first = await migrate(created, dialect);
      fresh = await schemaOf(created, dialect);
    });

    it('make every table of a new database, and a second run changes nothing', async () => {
      expect(first.ran).toEqual(NAMES);
      expect(first.keyIndexes.built).toHaveLength(dialect === 'postgres' ? KEY_INDEXES.length : 0);
      const tables = fresh[0].map((r) => String(r.table_name ?? r.tbl_name));
      for (const table of [
        'page_versions',
        'publish_jobs',
        'newsroom_entries',
        'newsroom_entry_keys',
        'newsroom_state',
        'newsroom_counts',
        'newsroom_day_counts',
      ])
        expect(tables).toContain(table);
      expect(await created('newsroom_state').select('id', 'version', 'format')).toEqual([{ id: 1, version: dialect === 'postgres' ? '1' : 1, format: 0 }]);
      expect(await created('newsroom_count_state').select('id', 'as_of')).toEqual([{ id: 1, as_of: dialect === 'postgres' ? '0' : 0 }]);

      const recorded = await migrationsTable(created);
      expect(recorded.map((r) => r.name)).toEqual(NAMES);
      expect(await migrate(created, dialect)).toEqual({ ran: [], keyIndexes: { built: [], dropped: [] } });
      expect(await schemaOf(created, dialect)).toEqual(fresh);
      expect(await migrationsTable(created)).toEqual(recorded);
    });

    it('adopt a database made by 072e0fb: every row kept, the schema of a new database, and a second run changes nothing', async () => {
      const knex = await made072e0fb(dialect);
      const before = await contentOf(knex);
      const run = await migrate(knex, dialect);
      expect(run.ran).toEqual(NAMES);
      // 072e0fb made the per-key indexes already.
      expect(run.keyIndexes).toEqual({ built: [], dropped: [] });
      expect(await contentOf(knex)).toEqual(before);
      expect(await schemaOf(knex, dialect)).toEqual(fresh);

      const recorded = await migrationsTable(knex);
      expect(await migrate(knex, dialect)).toEqual({ ran: [], keyIndexes: { built: [], dropped: [] } });
      expect(await contentOf(knex)).toEqual(before);
      expect(await schemaOf(knex, dialect)).toEqual(fresh);
      expect(await migrationsTable(knex)).toEqual(recorded);
    });

    it('make entries of the shape before grid_started anew (derived data), keeping the state that has start-up rebuild them', async () => {
      const knex = await made072e0fb(dialect);
      await knex.schema.dropTable('newsroom_entries');
      await knex.schema.createTable('newsroom_entries', (t) => {
        t.integer('id').primary();
        t.string('document_id', 64).notNullable();
        t.text('card').notNullable();
      });
      await knex('newsroom_entries').insert({ id: 7, document_id: 'old', card: '{}' });
      await knex('newsroom_state').update({ format: 2 });
      await migrate(knex, dialect);
      expect(await knex('newsroom_entries').select('id')).toEqual([]);
      expect(await knex('newsroom_state').select('format')).toEqual([{ format: 2 }]);
      expect(await knex('newsroom_entry_keys').select('entry_id')).toHaveLength(2);
      expect(await schemaOf(knex, dialect)).toEqual(fresh);
    });

    it("fold the retired fields: the older image description into the current one where it is empty (Strapi's table, before its sync drops the column), and both out of the version history", async () => {
      const knex = await made072e0fb(dialect);
      await knex('components_shared_article_settings').insert([
        { id: 101, image_alt: 'Older text', image_alt_text: null },
        { id: 102, image_alt: 'Older text', image_alt_text: 'Current text' },
        { id: 103, image_alt: 'Older text', image_alt_text: '' },
        { id: 104, image_alt: null, image_alt_text: 'Current text' },
      ]);
      await foldOlderImageDescription.up(knex);
      expect(await knex('components_shared_article_settings').whereIn('id', [101, 102, 103, 104]).select('id', 'image_alt_text').orderBy('id')).toEqual([
        { id: 101, image_alt_text: 'Older text' },
        { id: 102, image_alt_text: 'Current text' },
        { id: 103, image_alt_text: 'Older text' },
        { id: 104, image_alt_text: 'Current text' },
      ]);
      // A new database: no table yet, nothing to fold.
      const empty = await open(dialect);
      await expect(foldOlderImageDescription.up(empty)).resolves.toBeUndefined();

      const snapshot = {
        draft: [{ __component: 'blocks.text', first: true, title: 'A' }],
        draftSettings: { imageAlt: 'Older', imageAltText: null },
        fields: {},
      };
      await knex('page_versions').insert({
        id: 9,
        content_type: 'article',
        document_id: 'doc9',
        locale: 'en-US',
        kind: 'draft',
        snapshot: JSON.stringify(snapshot),
        created_at: 1,
      });
      await migrate(knex, dialect);
      const [version] = await knex('page_versions').where('id', 9).select('snapshot');
      expect(JSON.parse(String(version.snapshot))).toEqual({
        draft: [{ __component: 'blocks.text', title: 'A' }],
        draftSettings: { imageAltText: 'Older' },
        fields: {},
      });
      // The versions without them are left as they were.
      expect(await knex('page_versions').whereIn('id', [1, 2]).select('snapshot').orderBy('id')).toEqual(
        ROWS_072E0FB.page_versions.map(({ snapshot }) => ({ snapshot })),
      );
    });

    it('leave nothing behind when a migration fails (one transaction, its lock freed), and run them all at the next start', async () => {
      const knex = await open(dialect);
      await load(knex, dialect, 'strapi');
      const failing: Migration = {
        name: '9999-fails',
        async up(trx) {
          await trx.schema.createTable('half_made', (t) => t.integer('id'));
          throw new Error('the migration failed');
        },
      };
      await expect(migrate(knex, dialect, [...MIGRATIONS, failing])).rejects.toThrow('the migration failed');
      expect(await knex.schema.hasTable('half_made')).toBe(false);
      expect(await knex.schema.hasTable('page_versions')).toBe(false);
      expect(await migrationsTable(knex)).toEqual([]);
      expect((await migrate(knex, dialect)).ran).toEqual(NAMES);
      expect(await schemaOf(knex, dialect)).toEqual(fresh);
    });

    it('refuse a database that ran a migration this code does not know (newer code ran there)', async () => {
      const knex = await open(dialect);
      await load(knex, dialect, 'strapi');
      const newer: Migration = { name: '9999-newer', up: async () => {} };
      await migrate(knex, dialect, [...MIGRATIONS, newer]);
      await expect(migrate(knex, dialect)).rejects.toThrow('9999-newer');
    });
  });
}

describe('per-key grid indexes (PostgreSQL)', () => {
  it('follow the taxonomy: a missing one is built, one of a key gone or of another bit is dropped', async () => {
    const knex = await made072e0fb('postgres');
    await migrate(knex, 'postgres');
    const schema = await schemaOf(knex, 'postgres');
    const [land, ent] = ['i_land', 'i_ent'].map((name) => KEY_INDEXES.find((k) => k.name === name)!);
    await knex.raw(`DROP INDEX ${keyIndexName(land.name)}`);
    await knex.raw(`DROP INDEX ${keyIndexName(ent.name)}`);
    await knex.raw(`CREATE INDEX ${keyIndexName(ent.name)} ON newsroom_entries (locale) WHERE (ind_mask & ${ent.bit * 2}) <> 0`);
    await knex.raw(`CREATE INDEX ${keyIndexName('c_gone')} ON newsroom_entries (locale) WHERE (cat_mask & 1024) <> 0`);
    const { keyIndexes } = await migrate(knex, 'postgres');
    expect(keyIndexes.dropped.sort()).toEqual([keyIndexName(ent.name), keyIndexName('c_gone')].sort());
    expect(keyIndexes.built.sort()).toEqual([keyIndexName(ent.name), keyIndexName(land.name)].sort());
    expect(await schemaOf(knex, 'postgres')).toEqual(schema);
  });
});
