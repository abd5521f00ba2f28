import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { PageUid } from 'contract/rules';
import type { DocumentLocales, StoredPage } from '../content/stored-page';

export type Data = Record<string, unknown>;

/** The document-service actions that write pages through the pipeline. */
export type PageAction = 'create' | 'update' | 'clone' | 'delete';

/**
 * One page write as it goes through the pipeline's steps (page-write.ts): what was asked, the
 * document as read once before the write, and what each step found for the next ones.
 */
export interface PageWrite {
  readonly strapi: Core.Strapi;
  readonly uid: PageUid;
  readonly action: PageAction;
  /** The document-service call's parameters; steps before the write shape `data`. */
  readonly params: { data?: Data; documentId?: string; locale?: string };
  readonly trx: Knex.Transaction;
  /** Runs `callback` once the transaction has committed (never when it rolls back). */
  readonly onCommit: (callback: () => void) => void;
  /** The document as read before the write (the clone's source for a clone), null for a new document or locale. */
  stored: StoredPage | null;
  /** The caller read `stored` under the document's write locks and handed it over (writeReadPage). */
  handed: boolean;
  /** Every locale of the document before the write (none for a new document). */
  before: DocumentLocales;
  /** The write carries the published pair (what the public sees of its locale changes even with equal page fields). */
  pairWritten: boolean;
  /** The document locale Strapi's write wrote (null: it wrote none). */
  written: { documentId: string; locale?: string } | null;
  /** Every locale of the document after the write. */
  after: DocumentLocales;
  /** The newsroom's data changed (its caches are dropped after the commit). */
  newsroomChanged: boolean;
}

/** A named step of the pipeline: reads what earlier steps left in the write, leaves what later ones need. */
export type PageStep = (write: PageWrite) => Promise<void> | void;

/** A create, update or clone with data (a delete has none to shape). */
export const writesData = (write: PageWrite): boolean => write.action !== 'delete' && !!write.params.data;
