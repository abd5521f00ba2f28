import type { Core } from '@strapi/strapi';
import { rebuildEntries } from '../newsroom/read-model';
import { notifySite, type ChangeNotice } from '../revalidate/notify';
import { lockWrites } from '../content/write-locks';
import { dropNewsroomCaches } from './newsroom-caches';

export const TAXONOMY = new Set(['api::category.category', 'api::industry.industry']);

/**
 * An update or delete of a category or an industry: its name shows on every page that links it, so
 * the newsroom's entries are rebuilt in the write's transaction and, after the commit, the site drops
 * every page and this instance its newsroom caches.
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
    const result = await proceed();
    await rebuildEntries(strapi);
    const notice: ChangeNotice = { event: action === 'delete' ? 'entry.delete' : 'entry.update', model: uid.split('.')[1], entry: { documentId } };
    onCommit(() => {
      notifySite(strapi, notice);
      dropNewsroomCaches(strapi);
    });
    return result;
  });
}
