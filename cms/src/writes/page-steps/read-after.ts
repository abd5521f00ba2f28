import { PUBLISHED_PAIR } from 'contract/rules';
import { readLocales } from '../../content/stored-page';
import { giveUuids } from '../../content/uuids';
import type { Data, PageStep } from '../page-write-state';

const onlyPublishedPair = (data: Data | undefined): boolean => Object.keys(data ?? {}).every((field) => (PUBLISHED_PAIR as readonly string[]).includes(field));

/**
 * Every locale of the document after the write. A write of nothing but the published pair of a
 * locale that was read before (the publish action's) changes nothing else: the page fields, the
 * other locales and the uuids are as read, and whether that locale is published follows from what
 * was written, so nothing is read again. Any other write is read back once (light: the public
 * fields): what Strapi stored (relations after connect and disconnect, a translation created, the
 * fields every locale shares) is known only from the database.
 */
export const readAfter: PageStep = async (write) => {
  const { strapi, uid, action, params, stored, written } = write;
  if (action === 'update' && stored && onlyPublishedPair(params.data)) {
    write.after = new Map(write.before);
    if (params.data && 'publishedSettings' in params.data)
      write.after.set(stored.locale, { ...stored.row, publishedSettings: params.data.publishedSettings ?? null });
    return;
  }
  write.after = await readLocales(strapi, uid, written!.documentId);
};

/** Every locale row of a written document has a uuid (a translation created by an update has none). */
export const giveMissingUuids: PageStep = async (write) => {
  if (write.action === 'delete') return;
  const missing = [...write.after.values()].filter((row) => row.uuid === null || row.uuid === undefined);
  if (!missing.length) return;
  const given = await giveUuids(
    write.strapi,
    write.uid,
    missing.map((row) => Number(row.id)),
  );
  // The state the site's notices are worked out from holds them, as a read after them would.
  missing.forEach((row, index) => write.after.set(String(row.locale), { ...row, uuid: given[index] }));
};
