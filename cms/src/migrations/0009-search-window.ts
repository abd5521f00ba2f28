import type { Migration } from './migration';

/**
 * What the site search needs at a million pages (search/postgres-matches.ts): the newest matches of a locale
 * and page type read in the order of an index, so that a common word stops after the results it ranks
 * instead of sorting every page that holds it (`search_entries_recent_idx`, replacing the (locale,
 * sort_date) index, whose order put pages without a date first); and the version of the index, moved by every
 * write that changes an entry, which keys each instance's result cache (search_state, one row).
 */
export const searchWindow: Migration = {
  name: '0009-search-window',
  async up(knex, { dialect }) {
    await knex.raw('DROP INDEX IF EXISTS search_entries_locale_idx');
    // SQLite sorts nulls first, so last when descending; it does not take NULLS LAST in an index.
    await knex.raw(
      `CREATE INDEX search_entries_recent_idx ON search_entries (locale, kind, sort_date DESC${dialect === 'postgres' ? ' NULLS LAST' : ''}, id DESC)`,
    );
    await knex.schema.createTable('search_state', (t) => {
      t.integer('id').primary();
      t.bigInteger('version').notNullable().defaultTo(0);
    });
    await knex('search_state').insert({ id: 1, version: 0 });
  },
};
