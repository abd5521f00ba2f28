import type { Core } from '@strapi/strapi';
import { ensureUniqueSubscriptions } from '../newsletter/store';

/**
 * Indexes for what the slug routes and the generic article route filter and sort on. Strapi creates
 * the link tables' foreign-key indexes itself; these are the ones it does not.
 */
export async function ensureIndexes(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const statements = [
    'CREATE INDEX IF NOT EXISTS articles_slug_locale_idx ON articles (slug, locale)',
    'CREATE INDEX IF NOT EXISTS landing_pages_slug_locale_idx ON landing_pages (slug, locale)',
    'CREATE INDEX IF NOT EXISTS articles_date_scheduled_idx ON articles (date_scheduled)',
    'CREATE INDEX IF NOT EXISTS cmp_article_settings_published_idx ON components_shared_article_settings (date_published, date_unpublished)',
    'CREATE INDEX IF NOT EXISTS cmp_article_settings_featured_idx ON components_shared_article_settings (is_featured)',
  ];
  for (const sql of statements) await knex.raw(sql);
  await ensureUniqueSubscriptions(strapi);
}
