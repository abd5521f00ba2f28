import { AsyncLocalStorage } from 'node:async_hooks';
import type { StoredPage } from '../content/stored-page';

const handed = new AsyncLocalStorage<StoredPage>();

/**
 * Runs a write of a page that its caller has just read (readStoredPage) under the document's write
 * locks, in the transaction the write joins: the write's pipeline takes that reading instead of
 * reading the document again. The publish action does this.
 */
export const writeReadPage = <T>(page: StoredPage, write: () => Promise<T>): Promise<T> => handed.run(page, write);

/** The reading handed to this write, if it is of the locale being written. */
export function handedPage(uid: string, documentId: string | undefined, locale: string | undefined): StoredPage | null {
  const page = handed.getStore();
  return page && page.uid === uid && page.documentId === documentId && page.locale === locale ? page : null;
}
