import { publicChanges, publicStateOf } from '../../content/public-state';
import { indexPageLocales, restampPage } from '../../search/index-pages';
import { bumpSearchVersion } from '../../search/cached';
import type { createCachedSearch } from '../../search/cached';
import type { PageStep } from '../page-write-state';

/**
 * The site search's entries of the locales whose public face the write changed (the same changes the
 * site is told of), re-derived in the write's transaction: publish, unpublish, delete and a changed
 * published page commit with their index entries. A draft save changes no entry: it only restamps
 * those of a published page. A change moves the index's version, which keys every instance's cached
 * answers (search/cached.ts).
 */
export const indexSearch: PageStep = async ({ strapi, uid, action, trx, before, after, pairWritten, written, onCommit }) => {
  const changes = publicChanges(publicStateOf(strapi, uid, before), publicStateOf(strapi, uid, after), pairWritten ? (written!.locale ?? null) : null);
  const locales = changes.map((change) => change.locale);
  // Locales left unchanged keep their entries; their stamps follow the write (the repair's check).
  if (action !== 'delete') await restampPage(strapi, trx, uid, written!.documentId);
  if (!locales.length) return;
  await indexPageLocales(strapi, trx, uid, written!.documentId, locales);
  // Every instance's cached answers go with the commit (this one's at once, the others' at their next version read).
  await bumpSearchVersion(trx);
  onCommit(() => (strapi.service('api::search.search') as unknown as ReturnType<typeof createCachedSearch>).invalidate());
};
