import type { Migration } from './migration';

/** Scheduled publishes and unpublishes (scheduling/jobs.ts). Baseline: kept as it is where 072e0fb made it. */
export const publishJobs: Migration = {
  name: '0002-publish-jobs',
  async up(knex) {
    if (await knex.schema.hasTable('publish_jobs')) return;
    await knex.schema.createTable('publish_jobs', (t) => {
      t.increments('id');
      t.string('content_type', 64).notNullable();
      t.string('document_id', 64).notNullable();
      t.string('locale', 16).notNullable();
      t.string('action', 16).notNullable().checkIn(['publish', 'unpublish'], 'publish_jobs_action_check');
      t.bigInteger('run_at').notNullable();
      t.string('status', 16).notNullable().defaultTo('pending').checkIn(['pending', 'done', 'failed', 'cancelled'], 'publish_jobs_status_check');
      t.integer('created_by_id').nullable();
      t.string('created_by_name', 255).nullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('finished_at').nullable();
      t.text('error').nullable();
      t.index(['status', 'run_at'], 'publish_jobs_due_idx');
      t.index(['content_type', 'document_id', 'locale'], 'publish_jobs_document_idx');
    });
    // One pending schedule per document locale and action (a partial unique index: PostgreSQL and SQLite).
    await knex.raw(`CREATE UNIQUE INDEX publish_jobs_one_pending_idx ON publish_jobs (content_type, document_id, locale, action) WHERE status = 'pending'`);
  },
};
