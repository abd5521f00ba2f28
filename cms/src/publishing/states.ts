import type { Core } from '@strapi/strapi';
import { populateFor } from '../content/schema';
import { DRAFT_PAIR, PUBLISHED_PAIR, type PageUid } from 'contract/rules';
import { documentState, type DocumentState, type StatedDocument } from 'contract/wire';

type Row = Record<string, unknown>;

/** One page locale at a glance: its computed state and the dates that explain it. */
export interface PageState {
  documentId: string;
  locale: string;
  state: DocumentState;
  /** The date the public sees (the published pair's, else the draft's for a page never published). */
  datePublished: string | null;
  dateScheduled: string | null;
  dateUnpublished: string | null;
  updatedAt: string | null;
}

const date = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : typeof value === 'string' && value ? value : null);

/**
 * The state of each listed document in `locale` that `readable` (the admin's read conditions as
 * filters, publishing/permission.ts readScope) lets through: documents without that
 * locale, or that the admin's role may not read, are left out.
 */
export async function pageStates(
  strapi: Core.Strapi,
  uid: PageUid,
  asked: { documentIds: readonly string[]; locale: string | undefined; readable: Record<string, unknown> },
  now = Date.now(),
): Promise<PageState[]> {
  const { documentIds, locale, readable } = asked;
  if (!documentIds.length) return [];
  const rows = (await strapi.documents(uid).findMany({
    filters: { $and: [{ documentId: { $in: [...documentIds] } }, readable] },
    locale,
    populate: populateFor(strapi, uid, [...DRAFT_PAIR, ...PUBLISHED_PAIR]),
    limit: documentIds.length,
  } as never)) as Row[];
  return rows.map((row) => {
    const doc = row as StatedDocument & Row;
    const settings = doc.publishedSettings ?? doc.draftSettings ?? null;
    return {
      documentId: String(row.documentId),
      locale: String(row.locale),
      state: documentState(doc, now),
      datePublished: date(settings?.datePublished) ?? date(row.datePublished),
      dateScheduled: date(row.dateScheduled),
      dateUnpublished: date(settings?.dateUnpublished),
      updatedAt: date(row.updatedAt),
    };
  });
}
