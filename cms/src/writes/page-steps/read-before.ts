import { PUBLISHED_PAIR } from 'contract/rules';
import { readLocales, readStoredPage } from '../../content/stored-page';
import { lockWrites } from '../../content/write-locks';
import { checksPublishedPair } from '../../publishing/published-pair';
import { handedPage } from '../handed-page';
import { writesData, type PageStep } from '../page-write-state';

/** A caller that read the document under its locks (the publish action) hands that reading over: nothing is read or locked again. */
export const takeHandedReading: PageStep = (write) => {
  const page = handedPage(write.uid, write.params.documentId, write.params.locale);
  if (!page) return;
  write.stored = page;
  write.handed = true;
  write.before = page.locales;
};

/** The document's write locks first (content/write-locks.ts), until the transaction ends. */
export const lockDocument: PageStep = async ({ strapi, trx, uid, action, params, handed }) => {
  if (handed) return;
  await lockWrites(strapi, trx, uid, action === 'create' || !params.documentId ? [] : [params.documentId]);
};

/**
 * The one read before the write (content/stored-page.ts), with what the later steps need: every
 * locale's public fields (what the site is told of changes against), and the published pair in
 * full when the write must be compared with it. A create reads nothing; a clone reads its source
 * only for that comparison (nothing of the new document was public before).
 */
export const readOnce: PageStep = async (write) => {
  const { strapi, uid, action, params } = write;
  if (write.handed || action === 'create' || !params.documentId) return;
  const comparesPair = writesData(write) && checksPublishedPair(strapi, params.data!);
  if (action === 'clone' && !comparesPair) return;
  write.stored = await readStoredPage(strapi, uid, { documentId: params.documentId, locale: params.locale }, { full: comparesPair ? PUBLISHED_PAIR : [] });
  if (action === 'clone') return;
  // An update that creates a translation (or a delete of every locale) finds no such locale: its
  // other locales are read on their own, as their public state may change with it.
  write.before = write.stored ? write.stored.locales : await readLocales(strapi, uid, params.documentId);
};
