import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { attributesOf, populateFor } from '../content/schema';
import { DRAFT_PAIR, PUBLISHED_PAIR, pageTypeOf, type PageUid } from 'contract/rules';
import { readStoredPage, withoutReadingExtras, type PageReading } from '../content/stored-page';
import { lockWrites } from '../content/write-locks';
import { writeReadPage } from '../writes/handed-page';
import { copyForWrite } from './copy';
import { withinPublishAction } from './published-pair';
import { recordVersion, type Actor } from '../history/versions';

type Row = Record<string, unknown>;
export type PublishMode = 'publish' | 'unpublish';

export interface PageTarget {
  uid: PageUid;
  documentId: string;
  locale?: string;
}

export interface PublishResult {
  /** The document locale as stored now, its published pair populated. */
  document: Row;
  /** False when the published pair already was what the action would write (nothing written, nobody told). */
  changed: boolean;
}

/** Whether the caller may change this entry (the admin's role conditions); false after answering why. */
export type EntryCheck = (entry: Row) => boolean;

/** The pairs in full, and who created the entry (for an EntryCheck). */
const READING: PageReading = { full: [...DRAFT_PAIR, ...PUBLISHED_PAIR], createdBy: true };

/**
 * Publish: draft → published and draftSettings → publishedSettings, copies without component ids.
 * Unpublish: the published pair is cleared; the draft stays. One transaction reads the document once
 * under its write locks (its pairs, its locales' public fields; `mayChange` checks the entry as read)
 * and writes the published pair; the write goes through the page write's steps like every page write
 * (writes/page-write.ts), handed this reading so that they read nothing again; they refresh the
 * newsroom entry in the same transaction and tell the site and the newsroom caches after the commit.
 * Idempotent: when the published pair already equals the copy, nothing is written and nobody is told.
 * A publish that writes records a publish version of the draft pair it published, attributed to
 * `actor`, in the same transaction (history/versions.ts). Null when `mayChange` refused the entry.
 */
export async function setPublication(
  strapi: Core.Strapi,
  target: PageTarget,
  mode: PublishMode,
  actor: Actor,
  mayChange?: EntryCheck,
): Promise<PublishResult | null> {
  const { uid, documentId, locale } = target;
  const attributes = attributesOf(strapi, uid);
  return strapi.db.transaction(async ({ trx }) => {
    await lockWrites(strapi, trx, uid, [documentId]);
    const page = await readStoredPage(strapi, uid, { documentId, locale }, READING);
    if (!page) throw new errors.NotFoundError(`No ${pageTypeOf(uid)} "${documentId}"${locale ? ` in ${locale}` : ''}`);
    if (mayChange && !mayChange(page.row)) return null;
    const current = page.row;
    const next: Row = {};
    for (const [index, field] of PUBLISHED_PAIR.entries()) {
      next[field] = mode === 'publish' ? copyForWrite(strapi, attributes[field], current[DRAFT_PAIR[index]]) : copyForWrite(strapi, attributes[field], null);
    }
    const same = PUBLISHED_PAIR.every((field) => JSON.stringify(copyForWrite(strapi, attributes[field], current[field])) === JSON.stringify(next[field]));
    if (same) return { document: withoutReadingExtras(strapi, uid, current, READING), changed: false };
    const populate = populateFor(strapi, uid, [...DRAFT_PAIR, ...PUBLISHED_PAIR]);
    const document = (await withinPublishAction(() =>
      writeReadPage(page, () => strapi.documents(uid).update({ documentId, locale: page.locale, data: next, populate } as never)),
    )) as Row;
    // What was published, recorded with the publish: a crash never leaves a publish without its version.
    if (mode === 'publish') await recordVersion(strapi, uid, { documentId, locale: page.locale }, 'publish', actor, current);
    return { document, changed: true };
  });
}
