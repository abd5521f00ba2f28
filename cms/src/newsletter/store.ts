import { createId } from '@paralleldrive/cuid2';
import type { Core } from '@strapi/strapi';
import schema from '../api/newsletter-subscription/content-types/newsletter-subscription/schema.json';
import type { Subscription } from './newsletter';

const TABLE = schema.collectionName;
const UNIQUE_INDEX = `${TABLE}_email_unique`;

/**
 * One subscription per email, as a database constraint (Strapi's `unique: true` is checked by its
 * validator only, which a concurrent sign-up passes as well). The index is on the lower-case email, so
 * an address typed differently in the admin is the same subscriber. Duplicates stored before the index
 * existed are removed first (the earliest row stays), and stored emails are normalised as the public
 * route stores them (trimmed, lower-case). Idempotent; run at every start.
 */
export async function ensureUniqueSubscriptions(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  await knex.transaction(async (trx) => {
    const removed = await trx(TABLE)
      .whereIn(
        'id',
        trx
          .select('id')
          .from(trx.select('id', trx.raw('row_number() over (partition by lower(trim(email)) order by id) as n')).from(TABLE).as('ranked'))
          .where('n', '>', 1),
      )
      .delete();
    if (removed) strapi.log.warn(`Removed ${removed} duplicate newsletter subscription(s) (same email) before adding the unique index`);
    await trx(TABLE)
      .whereRaw('email <> lower(trim(email))')
      .update({ email: trx.raw('lower(trim(email))') });
    await trx.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${UNIQUE_INDEX} ON ${TABLE} (lower(email))`);
  });
}

/**
 * Inserts the subscription unless its email is stored already, in one statement (INSERT … ON CONFLICT
 * DO NOTHING on the unique index): concurrent sign-ups of one address store one row, and exactly one
 * of them learns that it created it. Written through knex because Strapi's query layer has no
 * conflict-ignoring insert; the row gets what Strapi gives one (a documentId, timestamps).
 */
export async function insertSubscription(strapi: Core.Strapi, subscription: Subscription): Promise<{ created: boolean }> {
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
