import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from 'contract/taxonomy';
import { TRANSLATION_LOCALE, type ARTICLE, type LANDING_PAGE } from './content-types';

/** A document's fields as the document service writes them. */
export type DocumentData = Record<string, unknown>;
interface DocumentRow {
  id: number;
  documentId: string;
}

async function findDocument(strapi: Core.Strapi, uid: string, where: DocumentData): Promise<DocumentRow | null> {
  return (await strapi.db.query(uid as never).findOne({ where, select: ['id', 'documentId'] })) as DocumentRow | null;
}

/**
 * Creates the document in the default locale unless one with its slug is there, then adds its translation unless that
 * is there: what exists is left untouched, so a second run changes nothing. The payloads are built only when written.
 */
export async function seedLocalizedDocument(
  strapi: Core.Strapi,
  uid: typeof ARTICLE | typeof LANDING_PAGE,
  slug: string,
  original: () => DocumentData,
  translation: (() => DocumentData) | null,
): Promise<{ created: boolean; translated: boolean }> {
  const documents = strapi.documents(uid);
  let row = await findDocument(strapi, uid, { slug, locale: DEFAULT_LOCALE });
  let created = false;
  if (!row) {
    const doc = await documents.create({ locale: DEFAULT_LOCALE, data: original() as never });
    row = { id: doc.id as number, documentId: doc.documentId };
    created = true;
  }
  let translated = false;
  if (translation && !(await findDocument(strapi, uid, { documentId: row.documentId, locale: TRANSLATION_LOCALE }))) {
    await documents.update({ documentId: row.documentId, locale: TRANSLATION_LOCALE, data: translation() as never });
    translated = true;
  }
  return { created, translated };
}
