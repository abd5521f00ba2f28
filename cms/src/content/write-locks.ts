import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { lockDocuments } from '../newsroom/entries';

const ARTICLE = 'api::article.article';
const TAXONOMY = new Set(['api::category.category', 'api::industry.industry']);

/** The key of the PostgreSQL advisory lock that article and taxonomy writes take (any constant bigint). */
const ARTICLE_WRITES_LOCK = 7_315_640_221;

/**
 * The locks a page or taxonomy write takes first, in this order, until its transaction ends. On
 * PostgreSQL, article and taxonomy writes run one at a time: Strapi renumbers a category's link order
 * on every save that links it, so two saves of different articles linking one category could
 * deadlock, and one of them would fail with a 500. Then the article's rows, so that concurrent saves
 * of one document each derive their newsroom entries from the state they wrote. Editors' saves are
 * short and few; readers are never blocked. SQLite lets one writer in at a time anyway. Taking them
 * again inside the same transaction (the publish action, then its write) is a no-op.
 */
export async function lockWrites(strapi: Core.Strapi, trx: Knex.Transaction, uid: string, documentIds: string[]): Promise<void> {
  if (uid !== ARTICLE && !TAXONOMY.has(uid)) return;
  if (strapi.db.dialect.client === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(?)', [ARTICLE_WRITES_LOCK]);
  if (uid === ARTICLE) await lockDocuments(strapi, trx, documentIds);
}
