import type { Migration } from './migration';

/**
 * Indexes on Strapi's tables for what the slug routes and the generic article route filter and sort
 * on (Strapi makes the link tables' foreign-key indexes itself, not these). Migrations run after
 * Strapi's schema sync, so its tables are there; its sync leaves indexes it did not make alone.
 * Baseline: `IF NOT EXISTS` keeps those 072e0fb made.
 */
export const contentIndexes: Migration = {
  name: '0005-content-indexes',
  async up(knex) {
    for (const sql of [
      'CREATE INDEX IF NOT EXISTS articles_slug_locale_idx ON articles (slug, locale)',
      'CREATE INDEX IF NOT EXISTS landing_pages_slug_locale_idx ON landing_pages (slug, locale)',
      'CREATE INDEX IF NOT EXISTS articles_date_scheduled_idx ON articles (date_scheduled)',
      'CREATE INDEX IF NOT EXISTS cmp_article_settings_published_idx ON components_shared_article_settings (date_published, date_unpublished)',
      'CREATE INDEX IF NOT EXISTS cmp_article_settings_featured_idx ON components_shared_article_settings (is_featured)',
    ])
      await knex.raw(sql);
  },
};
