import type { Migration } from './migration';

/** The version history of articles and landing pages (history/versions.ts). Baseline: kept as it is where 072e0fb made it. */
export const pageVersions: Migration = {
  name: '0001-page-versions',
  async up(knex) {
    if (await knex.schema.hasTable('page_versions')) return;
    await knex.schema.createTable('page_versions', (t) => {
      t.increments('id');
      t.string('content_type', 64).notNullable();
      t.string('document_id', 64).notNullable();
      t.string('locale', 16).notNullable();
      t.string('kind', 16).notNullable().checkIn(['draft', 'publish', 'restore'], 'page_versions_kind_check');
      t.text('snapshot').notNullable();
      t.bigInteger('created_at').notNullable();
      t.integer('created_by_id').nullable();
      t.string('created_by_name', 255).nullable();
      t.integer('restored_from').nullable();
      t.index(['content_type', 'document_id', 'locale', 'created_at'], 'page_versions_document_idx');
    });
  },
};
