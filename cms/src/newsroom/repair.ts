import type { Core } from '@strapi/strapi';
import { ARTICLE, ARTICLES, FORMAT, loadArticles, ms } from './derive';
import { BATCH, bumpVersion, lockReadModel, replaceEntries } from './entries';
import { ENTRIES, STATE } from './tables';
import { lockWatermark } from './watermark';

/** The start-up check of the read model against the articles: rebuilt when stale (read-model.ts), else repaired entry by entry. */

type Row = Record<string, unknown>;

/** True when the read model was built by another format, or never built for existing articles. */
export async function isReadModelStale(strapi: Core.Strapi): Promise<boolean> {
  const knex = strapi.db.connection;
  const state = await knex(STATE).where({ id: 1 }).first();
  if (Number(state?.format ?? 0) !== FORMAT) return true;
  const article = await knex(ARTICLES).first('id');
  const entry = await knex(ENTRIES).first('id');
  return Boolean(article) && !entry;
}

/**
 * Ids whose entry differs from its article: missing (published settings but no entry), orphaned
 * (an entry without an article with published settings) or derived from another version of the
 * article (source stamp differs from its updated_at). Two narrow scans, compared in memory.
 */
export async function staleEntryIds(strapi: Core.Strapi): Promise<number[]> {
  const articles = (await strapi.db.query(ARTICLE).findMany({
    select: ['id', 'updatedAt'],
    where: { publishedSettings: { id: { $notNull: true } } },
  })) as Row[];
  const stamps = new Map<number, number | null>();
  for (const row of (await strapi.db.connection(ENTRIES).select('id', 'source_updated_at')) as Row[]) {
    stamps.set(Number(row.id), row.source_updated_at === null ? null : Number(row.source_updated_at));
  }
  const stale: number[] = [];
  for (const article of articles) {
    const id = Number(article.id);
    if (stamps.get(id) !== ms(article.updatedAt)) stale.push(id);
    stamps.delete(id);
  }
  return [...stale, ...stamps.keys()];
}

/**
 * Brings every entry back in line with its article (after a crash of older code, a restored backup,
 * an edit in SQL that set updated_at), re-deriving only the entries that differ; returns how many.
 */
export async function repairReadModel(strapi: Core.Strapi): Promise<number> {
  const stale = await staleEntryIds(strapi);
  if (!stale.length) return 0;
  await strapi.db.transaction(async ({ trx }) => {
    const watermark = await lockWatermark(strapi, trx, 'update');
    await lockReadModel(strapi, trx);
    for (let i = 0; i < stale.length; i += BATCH) {
      const ids = stale.slice(i, i + BATCH);
      await replaceEntries(strapi, trx, ids, await loadArticles(strapi, { where: { id: { $in: ids } } }), watermark, true);
    }
    await bumpVersion(trx);
  });
  return stale.length;
}
