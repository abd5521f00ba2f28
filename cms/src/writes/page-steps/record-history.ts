import { dropVersionsOfDeleted, recordVersion, touchesSnapshot } from '../../history/versions';
import { writesData, type PageStep } from '../page-write-state';

/**
 * The version history (history/versions.ts), in the write's transaction: a write of the draft pair
 * or a page field is recorded (not the publish action's own write: it records its publish version
 * itself); a delete drops the versions of the locales it removed.
 */
export const recordHistory: PageStep = async (write) => {
  const { strapi, uid, action, params, written } = write;
  const { documentId, locale } = written!;
  if (writesData(write) && touchesSnapshot(strapi, uid, params.data!)) await recordVersion(strapi, uid, { documentId, locale });
  if (action === 'delete') await dropVersionsOfDeleted(strapi, uid, documentId);
};
