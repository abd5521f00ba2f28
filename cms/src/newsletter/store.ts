import { createId } from '@paralleldrive/cuid2';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import schema from '../api/newsletter-subscription/content-types/newsletter-subscription/schema.json';
import type { NewsletterSubscription } from 'contract/wire';

const TABLE = schema.collectionName;

/**
 * Keeps one subscription per email (the earliest row stays) and stores emails as the public route
 * does (trimmed, lower-case), for rows written another way (the admin, older code): the unique index
 * on lower(email) (migrations/0006-newsletter-unique-email.ts) is added after it, and every start runs
 * it. Returns how many duplicates it removed.
 */
export async function normaliseSubscriptions(knex: Knex): Promise<number> {
  const removed = await knex(TABLE)
    .whereIn(
      'id',
      knex
        .select('id')
        .from(knex.select('id', knex.raw('row_number() over (partition by lower(trim(email)) order by id) as n')).from(TABLE).as('ranked'))
        .where('n', '>', 1),
    )
    .delete();
  await knex(TABLE)
    .whereRaw('email <> lower(trim(email))')
    .update({ email: knex.raw('lower(trim(email))') });
  return Number(removed);
}

/**
 * Inserts the subscription unless its email is stored already, in one statement (INSERT … ON CONFLICT
 * DO NOTHING on the unique index): concurrent sign-ups of one address store one row, and exactly one
 * of them learns that it created it. Written through knex because Strapi's query layer has no
 * conflict-ignoring insert; the row gets what Strapi gives one (a documentId, timestamps).
 */
export async function insertSubscription(strapi: Core.Strapi, subscription: NewsletterSubscription): Promise<{ created: boolean }> {
  const knex = strapi.db.connection;
  const now = new Date();
  const inserted = await knex(TABLE)
    .insert({
      document_id: createId(),
      email: subscription.email,
      locale: subscription.locale,
      page_uri: subscription.pageUri,
      page_name: subscription.pageName,
      created_at: now,
      updated_at: now,
      published_at: now,
    })
    .onConflict(knex.raw('(lower(email))'))
    .ignore()
    .returning('id');
  return { created: inserted.length > 0 };
}
