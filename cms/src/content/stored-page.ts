import type { Core } from '@strapi/strapi';
import { populateFor } from './schema';
import { PUBLISHED_PAIR, type PageUid } from 'contract/rules';
import { pageFieldsOf, publicRows } from './public-state';

type Row = Record<string, unknown>;

/** Every locale row of a document by locale code, each with its id, uuid and what publicLocaleOf reads. */
export type DocumentLocales = Map<string, Row>;

/** A page document read once: one locale as stored (with what the reader asked for) and the public state of all its locales. */
export interface StoredPage {
  uid: PageUid;
  documentId: string;
  /** The locale read (the default locale when none was asked for). */
  locale: string;
  /** That locale as stored, with what the reader asked for. */
  row: Row;
  /** Every locale, that one included. */
  locales: DocumentLocales;
}

export interface PageReading {
  /** Attributes read in full (components and media populated), e.g. the draft and published pairs. */
  full: readonly string[];
  /** Who created the locale, for the content manager's permission conditions. */
  createdBy?: boolean;
}

const byLocale = (rows: readonly Row[]): DocumentLocales => new Map(rows.map((row) => [String(row.locale), row]));

/** Every locale of a document, read light (after a write, or when the locale to write does not exist yet). */
export async function readLocales(strapi: Core.Strapi, uid: PageUid, documentId: string): Promise<DocumentLocales> {
  return byLocale(await publicRows(strapi, uid, documentId));
}

/**
 * Reads a page document once: the locale asked for, every attribute of it with `reading.full`
 * populated, and its other locales' public fields (Strapi's `localizations`), so that everything a
 * write needs before it is written comes from this one read. Null when the document has no such
 * locale (an update that creates a translation). Joins the current transaction, if any.
 */
export async function readStoredPage(
  strapi: Core.Strapi,
  uid: PageUid,
  target: { documentId: string; locale?: string },
  reading: PageReading,
): Promise<StoredPage | null> {
  const { relations } = pageFieldsOf(strapi, uid);
  const publicFields: Row = { publishedSettings: { fields: ['id'] } };
  // A relation's documentId too: the version a publish records is made from this reading (history/versions.ts).
  for (const name of relations) publicFields[name] = { fields: ['id', 'documentId'] };
  const populate: Row = {
    ...publicFields,
    ...(reading.full.length ? (populateFor(strapi, uid, reading.full) as Row) : {}),
    localizations: { populate: publicFields },
    ...(reading.createdBy ? { createdBy: { fields: ['id'] } } : {}),
  };
  const row = (await strapi.documents(uid).findOne({ documentId: target.documentId, locale: target.locale, populate } as never)) as Row | null;
  if (!row) return null;
  const others = (row.localizations as Row[] | undefined) ?? [];
  return { uid, documentId: target.documentId, locale: String(row.locale), row, locales: byLocale([row, ...others]) };
}

/** What a reading added to the row beyond its attributes and `full`: left out where the row is answered as the document. */
export function withoutReadingExtras(strapi: Core.Strapi, uid: PageUid, row: Row, reading: PageReading): Row {
  const extras = new Set(['localizations', 'createdBy', ...pageFieldsOf(strapi, uid).relations]);
  if (!reading.full.includes(PUBLISHED_PAIR[1])) extras.add(PUBLISHED_PAIR[1]);
  return Object.fromEntries(Object.entries(row).filter(([name]) => !extras.has(name) || reading.full.includes(name)));
}
