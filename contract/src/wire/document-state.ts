/**
 * The state of a page at a glance, computed from its draft and published pairs: the one rule, used
 * by the CMS (the admin's list and edit view, through GET /publishing/pages/:type/states) and by the
 * builder's dashboard. Pure, with no Strapi import, so both can run it.
 */
export const DOCUMENT_STATES = ['draft', 'published', 'changed', 'scheduled', 'unpublished'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

export const STATE_LABEL: Record<DocumentState, string> = {
  draft: 'Draft only',
  published: 'Published',
  changed: 'Changed since publish',
  scheduled: 'Scheduled',
  unpublished: 'Unpublished',
};

/** What each state means to someone who manages pages (the admin's state panel and the README). */
export const STATE_MEANING: Record<DocumentState, string> = {
  draft: 'Never published: only editors can see it, in the preview.',
  published: 'On the site, exactly as the saved draft.',
  changed: 'On the site, but the saved draft has changes that are not published yet.',
  scheduled: 'Published, with a publish or schedule date still ahead: the site shows it from that date.',
  unpublished: 'Not on the site any more: it was unpublished, or its unpublish date has passed. The draft stays, and it can be published again.',
};

/** What the state is computed from: a page as stored, its pairs populated (components, media). */
export interface StatedDocument {
  dateScheduled?: string | null;
  datePublished?: string | null;
  draft?: unknown[] | null;
  published?: unknown[] | null;
  draftSettings?: Record<string, unknown> | null;
  publishedSettings?: Record<string, unknown> | null;
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
 * Never published (draft only); published once and unpublished since (`wasPublished`, which the
 * document alone cannot tell: the CMS knows it from its publish history), or taken down by its
 * unpublish date (unpublished); published with a publish or schedule date still ahead (scheduled);
 * published with a draft that differs (changed since publish); otherwise published.
 */
export function documentState(doc: StatedDocument, now: number, history: { wasPublished?: boolean } = {}): DocumentState {
  const settings = doc.publishedSettings;
  const isPublished = !!settings || (doc.published?.length ?? 0) > 0;
  if (!isPublished) return history.wasPublished ? 'unpublished' : 'draft';
  if (atOrBefore(settings?.dateUnpublished, now)) return 'unpublished';
  if (after(doc.dateScheduled, now) || after(settings?.datePublished, now) || after(doc.datePublished, now)) return 'scheduled';
  const same =
    JSON.stringify(comparable(doc.draft ?? [])) === JSON.stringify(comparable(doc.published ?? [])) &&
    JSON.stringify(comparable(doc.draftSettings ?? {})) === JSON.stringify(comparable(settings ?? {}));
  return same ? 'published' : 'changed';
}
