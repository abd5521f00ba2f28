import type { Core } from '@strapi/strapi';
import { rebuildEntries } from '../newsroom/read-model';
import { notifySite, type ChangeNotice } from '../revalidate/notify';
import { lockWrites } from '../content/write-locks';
import { dropNewsroomCaches } from './newsroom-caches';
import { reindexDocuments } from '../search/index-pages';
import { bumpSearchVersion, type createCachedSearch } from '../search/cached';

const ARTICLE = 'api::article.article';

/** The articles linking a category or an industry (read before a delete takes the links with it). */
async function linkedArticles(strapi: Core.Strapi, uid: string, documentId: string | undefined): Promise<string[]> {
  if (!documentId) return [];
  const relation = uid === 'api::category.category' ? 'categories' : 'industries';
  const rows = (await strapi.db.query(ARTICLE).findMany({ where: { [relation]: { documentId } }, select: ['documentId'] })) as Array<{ documentId: string }>;
  return [...new Set(rows.map((row) => row.documentId))];
}

export const TAXONOMY = new Set(['api::category.category', 'api::industry.industry']);

/**
 * An update or delete of a category or an industry: its name shows on every page that links it, so
 * the newsroom's entries are rebuilt and the search entries of the articles linking it re-derived (its
 * names are words they are found by), in the write's transaction; after the commit, the site drops
 * every page and this instance its newsroom and search caches.
 */
export async function runTaxonomyWrite(
  strapi: Core.Strapi,
  uid: string,
  action: 'update' | 'delete',
  documentId: string | undefined,
  proceed: () => Promise<unknown>,
): Promise<unknown> {
  return strapi.db.transaction(async ({ trx, onCommit }) => {
    await lockWrites(strapi, trx, uid, documentId ? [documentId] : []);
    const linked = await linkedArticles(strapi, uid, documentId);
    const result = await proceed();
    await rebuildEntries(strapi);
    if (linked.length) {
      await reindexDocuments(strapi, trx, ARTICLE, linked);
      await bumpSearchVersion(trx);
    }
    const notice: ChangeNotice = { event: action === 'delete' ? 'entry.delete' : 'entry.update', model: uid.split('.')[1], entry: { documentId } };
    onCommit(() => {
      notifySite(strapi, notice);
      dropNewsroomCaches(strapi);
      if (linked.length) (strapi.service('api::search.search') as unknown as ReturnType<typeof createCachedSearch>).invalidate();
    });
    return result;
  });
}
