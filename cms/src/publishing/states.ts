import type { Core } from '@strapi/strapi';
import { populateFor } from '../content/schema';
import { DRAFT_PAIR, pageTypeOf, PUBLISHED_PAIR, type PageUid } from 'contract/rules';
import { documentState, type DocumentState, type StatedDocument } from 'contract/wire';
import { VERSIONS } from '../history/versions';

type Row = Record<string, unknown>;

/** One page locale at a glance: its computed state and the dates that explain it. */
export interface PageState {
  documentId: string;
  locale: string;
  state: DocumentState;
  /** The date the public sees: the published pair's (a landing page's own); null while nothing is published. */
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
  const everPublished = await publishedBefore(strapi, uid, rows);
  return rows.map((row) => {
    const doc = row as StatedDocument & Row;
    const published = !!doc.publishedSettings || (doc.published?.length ?? 0) > 0;
    const settings = doc.publishedSettings ?? doc.draftSettings ?? null;
    return {
      documentId: String(row.documentId),
      locale: String(row.locale),
      state: documentState(doc, now, { wasPublished: everPublished.has(`${String(row.documentId)}|${String(row.locale)}`) }),
      datePublished: published ? (date(doc.publishedSettings?.datePublished) ?? date(row.datePublished)) : null,
      dateScheduled: date(row.dateScheduled),
      dateUnpublished: date(settings?.dateUnpublished),
      updatedAt: date(row.updatedAt),
    };
  });
}

/**
 * The locales among `rows` that were published at some time (`documentId|locale`): the history keeps
 * every publish version (history/policy.ts), so one of them means the page was on the site once.
 */
async function publishedBefore(strapi: Core.Strapi, uid: PageUid, rows: Row[]): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const found = (await strapi.db
    .connection(VERSIONS)
    .distinct('document_id', 'locale')
    .where({ content_type: pageTypeOf(uid), kind: 'publish' })
    .whereIn(
      'document_id',
      rows.map((row) => String(row.documentId)),
    )) as Array<{ document_id: string; locale: string }>;
  return new Set(found.map((row) => `${row.document_id}|${row.locale}`));
}
