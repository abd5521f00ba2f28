import { normaliseSubscriptions } from '../newsletter/store';
import type { Migration } from './migration';

/**
 * One newsletter subscription per email, as a database constraint on Strapi's table (its `unique:
 * true` is checked by its validator only, which a concurrent sign-up passes as well), on the
 * lower-case email so that an address typed differently in the admin is the same subscriber. The
 * rows are first made to fit it by the normalisation every start runs (duplicates removed, emails
 * as the public route stores them). Baseline: `IF NOT EXISTS` keeps the index 072e0fb made.
 */
export const newsletterUniqueEmail: Migration = {
  name: '0006-newsletter-unique-email',
  async up(knex, { log }) {
    const removed = await normaliseSubscriptions(knex);
    if (removed) log(`Removed ${removed} duplicate newsletter subscription(s) (same email) before adding the unique index`);
    await knex.raw('CREATE UNIQUE INDEX IF NOT EXISTS newsletter_subscriptions_email_unique ON newsletter_subscriptions (lower(email))');
  },
};
