import type { Core } from '@strapi/strapi';
import type { PageUid } from 'contract/rules';
import type { PageAction, PageStep, PageWrite } from './page-write-state';
import { lockDocument, readOnce, takeHandedReading } from './page-steps/read-before';
import { derive, giveNewPageUuid, keepPublishedPair, sanitise } from './page-steps/shape-data';
import { giveMissingUuids, readAfter } from './page-steps/read-after';
import { recordHistory } from './page-steps/record-history';
import { refreshNewsroom } from './page-steps/refresh-newsroom';
import { indexSearch } from './page-steps/index-search';
import { tellSite } from './page-steps/tell-site';

/** Before Strapi's write, in order: the document is locked, read once, and the data shaped with it. */
const BEFORE_WRITE: readonly PageStep[] = [takeHandedReading, lockDocument, readOnce, keepPublishedPair, sanitise, derive, giveNewPageUuid];

/** After it, when it wrote a document: what changed, recorded and told with what was read before. */
const AFTER_WRITE: readonly PageStep[] = [readAfter, giveMissingUuids, recordHistory, indexSearch, refreshNewsroom, tellSite];

/**
 * A page write (create, update, clone, delete of an article or a landing page) through its steps,
 * in one transaction that Strapi's own write and every step's queries join: the write and
 * everything derived from it (uuids, versions, newsroom entries) commit together, so a crash at any
 * moment leaves them equal; what leaves the transaction (the site's notices, cache drops) waits for
 * the commit. The document is read once before the write and the reading carried through the steps.
 */
export async function runPageWrite(
  strapi: Core.Strapi,
  uid: PageUid,
  action: PageAction,
  params: PageWrite['params'],
  proceed: () => Promise<unknown>,
): Promise<unknown> {
  return strapi.db.transaction(async ({ trx, onCommit }) => {
    const write: PageWrite = {
      strapi,
      uid,
      action,
      params,
      trx,
      onCommit,
      stored: null,
      handed: false,
      before: new Map(),
      pairWritten: false,
      written: null,
      after: new Map(),
      newsroomChanged: false,
    };
    for (const step of BEFORE_WRITE) await step(write);
    const result = await proceed();
    // Strapi answers the locale it wrote (a clone: the new document's id, without a locale).
    const answer = result as { documentId?: string; locale?: string } | null;
    const documentId = answer?.documentId ?? params.documentId;
    if (!documentId) return result;
    write.written = { documentId, locale: answer?.locale ?? params.locale };
    for (const step of AFTER_WRITE) await step(write);
    return result;
  });
}
