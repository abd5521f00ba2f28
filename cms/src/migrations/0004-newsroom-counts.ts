import type { Migration } from './migration';

/**
 * The newsroom's maintained counts (newsroom/counts.ts): counts per masks, day counts, and the
 * watermark they are true at. Baseline: tables 072e0fb made are kept; day counts added to a read
 * model that had counts before them are filled by the start-up repair.
 */
export const newsroomCounts: Migration = {
  name: '0004-newsroom-counts',
  async up(knex) {
    if (!(await knex.schema.hasTable('newsroom_counts'))) {
      await knex.schema.createTable('newsroom_counts', (t) => {
        t.string('locale', 16).notNullable();
        t.string('view', 1).notNullable(); // g = grid, e = events view
        t.integer('cat_mask').notNullable();
        t.integer('ind_mask').notNullable();
        t.bigInteger('n').notNullable();
        t.primary(['locale', 'view', 'cat_mask', 'ind_mask']);
      });
    }
    if (!(await knex.schema.hasTable('newsroom_day_counts'))) {
      await knex.schema.createTable('newsroom_day_counts', (t) => {
        t.string('locale', 16).notNullable();
        t.integer('key').notNullable();
        t.integer('day').notNullable();
        t.bigInteger('n').notNullable();
        t.primary(['locale', 'key', 'day']);
      });
    }
    if (!(await knex.schema.hasTable('newsroom_count_state'))) {
      await knex.schema.createTable('newsroom_count_state', (t) => {
        t.integer('id').primary();
        t.bigInteger('as_of').notNullable();
      });
      // Empty counts are true at any instant; start-up then moves the watermark to now.
      await knex('newsroom_count_state').insert({ id: 1, as_of: 0 });
    }
  },
};
