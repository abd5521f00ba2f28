import type { Knex } from 'knex';
import type { Dialect, Migration } from './migration';

const ENTRIES = 'newsroom_entries';
const KEYS = 'newsroom_entry_keys';
const STATE = 'newsroom_state';

/**
 * The newsroom read model (newsroom/read-model.ts): its entries, their filter keys and its state row.
 * Baseline: tables 072e0fb made are kept. Entries of the shape before `grid_started` are derived
 * data and are dropped and made anew, as 072e0fb did; their state row keeps its older format, so the
 * start-up rebuilds them.
 */
export const newsroomReadModel: Migration = {
  name: '0003-newsroom-read-model',
  async up(knex, { dialect }) {
    if ((await knex.schema.hasTable(ENTRIES)) && !(await knex.schema.hasColumn(ENTRIES, 'grid_started'))) await knex.schema.dropTable(ENTRIES);
    if (!(await knex.schema.hasTable(ENTRIES))) await createEntries(knex, dialect);
    if (!(await knex.schema.hasTable(KEYS))) {
      await knex.schema.createTable(KEYS, (t) => {
        t.integer('entry_id').notNullable();
        t.string('kind', 1).notNullable(); // c = category, i = industry
        t.string('key', 64).notNullable();
        t.primary(['entry_id', 'kind', 'key']);
        t.index(['kind', 'key', 'entry_id'], 'newsroom_entry_keys_lookup_idx');
      });
    }
    if (!(await knex.schema.hasTable(STATE))) {
      await knex.schema.createTable(STATE, (t) => {
        t.integer('id').primary();
        t.bigInteger('version').notNullable();
        t.integer('format').notNullable().defaultTo(0);
      });
      // Format 0 is no format: the start-up builds the read model.
      await knex(STATE).insert({ id: 1, version: 1, format: 0 });
    }
  },
};

async function createEntries(knex: Knex, dialect: Dialect): Promise<void> {
  await knex.schema.createTable(ENTRIES, (t) => {
    t.integer('id').primary();
    t.string('document_id', 64).notNullable();
    t.string('locale', 16).notNullable();
    t.string('slug', 255).notNullable();
    t.bigInteger('date_published').nullable();
    t.bigInteger('date_scheduled').nullable();
    t.bigInteger('date_unpublished').nullable();
    t.smallint('is_featured').notNullable().defaultTo(0);
    t.text('card').notNullable();
    t.bigInteger('source_updated_at').nullable();
    // For the counts and the page scans (newsroom/counts.ts): filter masks, visibility windows, live events.
    t.integer('cat_mask').notNullable().defaultTo(0);
    t.integer('ind_mask').notNullable().defaultTo(0);
    t.bigInteger('grid_from').nullable();
    t.bigInteger('grid_until').nullable();
    t.bigInteger('events_from').nullable();
    t.bigInteger('events_until').nullable();
    t.smallint('event_live').notNullable().defaultTo(0);
    t.smallint('grid_started').notNullable().defaultTo(0);
    t.index(['document_id'], 'newsroom_entries_document_idx');
  });
  // Covering indexes: the page scans and the count corrections read them alone (PostgreSQL's
  // INCLUDE; SQLite takes the same columns as trailing key columns).
  const pg = dialect === 'postgres';
  const index = (name: string, keys: string, include: string, where = '') =>
    knex.raw(`CREATE INDEX ${name} ON ${ENTRIES} (${keys}${pg ? `) INCLUDE (${include})` : `, ${include})`}${where ? ` WHERE ${where}` : ''}`);
  // The hero: featured entries in grid order. The grid has no index in its own order but the partial
  // one below, so the few entries started since the watermark are read by grid_from and sorted,
  // never looked for by walking the grid order.
  await knex.raw(`CREATE INDEX newsroom_entries_featured_idx ON ${ENTRIES} (locale, date_published DESC, date_scheduled DESC, id DESC) WHERE is_featured = 1`);
  // The grid's pages: entries whose grid window had started at the watermark, in grid order.
  await index(
    'newsroom_entries_started_idx',
    'locale, date_published DESC, date_scheduled DESC, id DESC',
    'grid_from, grid_until, cat_mask, ind_mask',
    'grid_started = 1 AND is_featured = 0',
  );
  // Events view: events not ended at the watermark, datePublished ascending.
  await index('newsroom_entries_events_idx', 'locale, is_featured, date_published, id', 'events_from, events_until, cat_mask, ind_mask', 'event_live = 1');
  // The count corrections: windows starting or ending between the watermark and the limit.
  for (const [name, key, other] of [
    ['grid_from', 'grid_from', 'grid_until'],
    ['grid_until', 'grid_until', 'grid_from'],
    ['events_from', 'events_from', 'events_until'],
    ['events_until', 'events_until', 'events_from'],
  ])
    await index(`newsroom_entries_${name}_idx`, `${key}`, `locale, ${other}, cat_mask, ind_mask`, 'is_featured = 0');
}
