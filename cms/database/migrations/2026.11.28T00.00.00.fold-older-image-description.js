'use strict';

/**
 * Articles had two image descriptions: `imageAltText` and an older `imageAlt`, used only when the
 * first was empty. The older field is gone from the schema, so Strapi's schema sync drops its column
 * at start-up; this runs before that sync (Strapi's own migrations, database/migrations, run first)
 * and keeps what it held: where `imageAltText` is empty, it takes the older text. Drafts and
 * published settings are rows of the same table, so both are folded. A new database (no table or no
 * older column yet) has nothing to fold. Strapi runs it once, in a transaction, and records it in
 * `strapi_migrations`; the CMS's own migrations (src/migrations) then fold the copies kept in the
 * version history and the newsroom's cards.
 *
 * Plain JavaScript: Strapi loads this folder's `.js` files as they are, before anything is compiled.
 */
const TABLE = 'components_shared_article_settings';

module.exports = {
  /** @param {import('knex').Knex} knex */
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE)) || !(await knex.schema.hasColumn(TABLE, 'image_alt'))) return;
    await knex(TABLE)
      .where((empty) => empty.whereNull('image_alt_text').orWhere('image_alt_text', ''))
      .whereNotNull('image_alt')
      .where('image_alt', '<>', '')
      .update({ image_alt_text: knex.ref('image_alt') });
  },
};
