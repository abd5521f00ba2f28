import type { DocType } from '../store/types';

export type DocumentState = 'draft' | 'published' | 'changed' | 'scheduled' | 'unpublished';

export const STATE_LABEL: Record<DocumentState, string> = {
  draft: 'Draft only',
  published: 'Published',
  changed: 'Changed since publish',
  scheduled: 'Scheduled',
  unpublished: 'Unpublished',
};

export interface CmsDocument {
  documentId: string;
  locale: string;
  slug: string;
  title?: string | null;
  updatedAt: string;
  dateScheduled?: string | null;
  datePublished?: string | null;
  draft?: unknown[] | null;
  published?: unknown[] | null;
  draftSettings?: Record<string, unknown> | null;
  publishedSettings?: Record<string, unknown> | null;
}

export interface DocumentSummary {
  type: DocType;
  documentId: string;
  locale: string;
  slug: string;
  title: string;
  updatedAt: string;
  state: DocumentState;
}

/** Comparable form of stored content: no component ids, files reduced to their id, no nulls. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (!value || typeof value !== 'object') return value ?? null;
  const record = value as Record<string, unknown>;
  if ('mime' in record) return record.id;
  return Object.fromEntries(
    Object.entries(record)
      .filter(([name, field]) => name !== 'id' && field !== null && field !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, field]) => [name, comparable(field)]),
  );
}

const after = (date: unknown, now: number) => typeof date === 'string' && Date.parse(date) > now;
const atOrBefore = (date: unknown, now: number) => typeof date === 'string' && Date.parse(date) <= now;

/**
 * The dashboard state of a page: never published (draft only); published but taken down by its
 * unpublish date (unpublished); published with a publish or schedule date still ahead (scheduled);
 * published with a draft that differs (changed since publish); otherwise published.
 */
export function documentState(doc: CmsDocument, now: number): DocumentState {
  const settings = doc.publishedSettings;
  const isPublished = !!settings || (doc.published?.length ?? 0) > 0;
  if (!isPublished) return 'draft';
  if (atOrBefore(settings?.dateUnpublished, now)) return 'unpublished';
  if (after(doc.dateScheduled, now) || after(settings?.datePublished, now) || after(doc.datePublished, now)) return 'scheduled';
  const same =
    JSON.stringify(comparable(doc.draft ?? [])) === JSON.stringify(comparable(doc.published ?? [])) &&
    JSON.stringify(comparable(doc.draftSettings ?? {})) === JSON.stringify(comparable(settings ?? {}));
  return same ? 'published' : 'changed';
}

export function titleOf(type: DocType, doc: CmsDocument): string {
  const settings = doc.draftSettings ?? {};
  const candidates = type === 'landing-page' ? [doc.title] : [settings.articleTitle, settings.pageTitle];
  const title = candidates.find((value) => typeof value === 'string' && value.trim());
  return (title as string | undefined) ?? doc.slug;
}

export function summarize(type: DocType, doc: CmsDocument, now: number): DocumentSummary {
  return { type, documentId: doc.documentId, locale: doc.locale, slug: doc.slug, title: titleOf(type, doc), updatedAt: doc.updatedAt, state: documentState(doc, now) };
}
