import type { Core } from '@strapi/strapi';
import { attributesOf, populateFor } from '../content/schema';
import { DRAFT_PAIR, type PageUid } from 'contract/rules';
import { pageFieldsOf } from '../content/public-state';
import { copyForWrite } from '../publishing/copy';
import type { Snapshot } from 'contract/wire';

type Row = Record<string, unknown>;

/** What a version holds of a document locale: its draft pair and page fields, as data for a write. */
/** The attributes a snapshot holds: the draft pair and the page fields (the uuid never changes). */
export function snapshotFields(strapi: Core.Strapi, uid: PageUid): string[] {
  const { scalars, relations } = pageFieldsOf(strapi, uid);
  return [...DRAFT_PAIR, ...scalars.filter((name) => name !== 'uuid'), ...relations];
}

/** Does a write's data touch what a snapshot holds? (The publish action's write of the published pair does not.) */
export const touchesSnapshot = (strapi: Core.Strapi, uid: PageUid, data: Row): boolean => snapshotFields(strapi, uid).some((name) => name in data);

/** The stored draft pair and page fields of a document locale, or null (joins the current transaction). */
export async function snapshotOf(
  strapi: Core.Strapi,
  uid: PageUid,
  documentId: string,
  locale: string | undefined,
): Promise<{ locale: string; snapshot: Snapshot } | null> {
  const { relations } = pageFieldsOf(strapi, uid);
  const populate: Row = populateFor(strapi, uid, DRAFT_PAIR) as Row;
  for (const name of relations) populate[name] = { fields: ['documentId'] };
  const row = (await strapi.documents(uid).findOne({ documentId, locale, populate } as never)) as Row | null;
  return row ? { locale: String(row.locale), snapshot: snapshotFromRow(strapi, uid, row) } : null;
}

/**
 * A snapshot of a document locale as read: its draft pair populated and its relations with their
 * documentIds (a snapshotOf read, or a reading of the page such as the publish action's).
 */
export function snapshotFromRow(strapi: Core.Strapi, uid: PageUid, row: Row): Snapshot {
  const attributes = attributesOf(strapi, uid);
  const { scalars, relations } = pageFieldsOf(strapi, uid);
  const fields: Row = {};
  for (const name of scalars) {
    if (name === 'uuid') continue;
    const value = row[name];
    fields[name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  for (const name of relations) {
    const linked = row[name];
    fields[name] = Array.isArray(linked) ? linked.map((r) => String((r as Row).documentId)).sort() : linked ? String((linked as Row).documentId) : null;
  }
  return {
    draft: copyForWrite(strapi, attributes.draft!, row.draft) as Row[],
    draftSettings: copyForWrite(strapi, attributes.draftSettings!, row.draftSettings) as Row | null,
    fields,
  };
}
