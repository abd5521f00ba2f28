import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { attributesOf, populateFor } from '../content/schema';
import { DRAFT_PAIR, PUBLISHED_PAIR, pageTypeOf, type PageUid } from 'contract/rules';
import { lockWrites } from '../content/write-locks';
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

/**
 * Publish: draft → published and draftSettings → publishedSettings, copies without component ids.
 * Unpublish: the published pair is cleared; the draft stays. One transaction reads the draft pair
 * under the document's write locks and writes the published pair; the write goes through the
 * document-service middleware like every page write (bootstrap/write-hooks.ts), which refreshes the
 * newsroom entry in the same transaction and tells the site and the newsroom caches after the commit.
 * Idempotent: when the published pair already equals the copy, nothing is written and nobody is told.
 * A publish that writes records a publish version of the draft pair it published, attributed to
 * `actor`, in the same transaction (history/versions.ts).
 */
export async function setPublication(strapi: Core.Strapi, target: PageTarget, mode: PublishMode, actor: Actor): Promise<PublishResult> {
  const { uid, documentId, locale } = target;
  const attributes = attributesOf(strapi, uid);
  const documents = strapi.documents(uid);
  const populate = populateFor(strapi, uid, [...DRAFT_PAIR, ...PUBLISHED_PAIR]);
  return strapi.db.transaction(async ({ trx }) => {
    await lockWrites(strapi, trx, uid, [documentId]);
    const current = (await documents.findOne({ documentId, locale, populate } as never)) as Row | null;
    if (!current) throw new errors.NotFoundError(`No ${pageTypeOf(uid)} "${documentId}"${locale ? ` in ${locale}` : ''}`);
    const next: Row = {};
    for (const [index, field] of PUBLISHED_PAIR.entries()) {
      next[field] = mode === 'publish' ? copyForWrite(strapi, attributes[field], current[DRAFT_PAIR[index]]) : copyForWrite(strapi, attributes[field], null);
    }
    const same = PUBLISHED_PAIR.every((field) => JSON.stringify(copyForWrite(strapi, attributes[field], current[field])) === JSON.stringify(next[field]));
    if (same) return { document: current, changed: false };
    const document = (await withinPublishAction(() =>
      documents.update({ documentId, locale: current.locale as string, data: next, populate } as never),
    )) as Row;
    // What was published, recorded with the publish: a crash never leaves a publish without its version.
    if (mode === 'publish') await recordVersion(strapi, uid, { documentId, locale: current.locale as string }, 'publish', actor);
    return { document, changed: true };
  });
}
