import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PAGE_UID, pageTypeOf, type PageType, type PageUid } from 'contract/rules';
import type { PublishMode } from '../publishing/publish';
import type { Actor, Job, JobStatus } from 'contract/wire';
import type { ReadScope } from '../publishing/permission';

export type { Job } from 'contract/wire';

/**
 * Scheduled publish and unpublish of articles and landing pages: one row per scheduled action in a
 * jobs table that every CMS instance sharing the database polls (runner.ts runs them). A due job is claimed with
 * `SELECT … FOR UPDATE SKIP LOCKED` in a transaction that also runs the publish action and marks the
 * job done, so it runs exactly once however many instances poll, and a job due while no instance ran
 * runs at the next start. SQLite (one process) lets one writer in at a time: the claim needs no lock.
 *
 * Not the newsroom's `dateScheduled` (an article's field that dates it in the newsroom without
 * touching its publication): this publishes or unpublishes the page's draft pair at a set time.
 */
/** Made and changed by numbered migrations (migrations/0002-publish-jobs.ts). */
export const JOBS = 'publish_jobs';
/** How far ahead a schedule may be set. */
export const MAX_AHEAD_MS = 5 * 366 * 24 * 3_600_000;

type Row = Record<string, unknown>;

const iso = (ms: unknown): string | null => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());

const jobOf = (row: Row): Job => ({
  id: Number(row.id),
  type: row.content_type as PageType,
  documentId: String(row.document_id),
  locale: String(row.locale),
  action: row.action as PublishMode,
  runAt: iso(row.run_at)!,
  status: row.status as JobStatus,
  createdBy: { id: row.created_by_id === null ? null : Number(row.created_by_id), name: (row.created_by_name as string | null) ?? null },
  createdAt: iso(row.created_at)!,
  finishedAt: iso(row.finished_at),
  error: (row.error as string | null) ?? null,
});

/** A second pending schedule of one action for one document locale (answered 409). */
export class ScheduleConflict extends Error {}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(String(e?.message ?? ''));
};

/**
 * Schedules a publish or unpublish of an existing document locale at `runAt`, attributed to `actor`.
 * 404 for an unknown document or locale; 409 when one of that action is already pending for it
 * (cancel it first): the unique index decides, so two concurrent requests cannot both schedule.
 */
export async function scheduleJob(
  strapi: Core.Strapi,
  target: { uid: PageUid; documentId: string; locale: string },
  action: PublishMode,
  runAt: number,
  actor: Actor,
): Promise<Job> {
  const { uid, documentId, locale } = target;
  const exists = await strapi.documents(uid).findOne({ documentId, locale, fields: ['id'] } as never);
  if (!exists) throw new errors.NotFoundError(`No ${pageTypeOf(uid)} "${documentId}" in ${locale}`);
  const row = {
    content_type: pageTypeOf(uid),
    document_id: documentId,
    locale,
    action,
    run_at: runAt,
    status: 'pending',
    created_by_id: actor.id,
    created_by_name: actor.name,
    created_at: Date.now(),
  };
  try {
    const [inserted] = (await strapi.db.connection(JOBS).insert(row).returning('id')) as Array<{ id: number } | number>;
    return jobOf({ ...row, id: typeof inserted === 'object' ? inserted.id : inserted });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const pending = (await strapi.db
      .connection(JOBS)
      .where({ content_type: row.content_type, document_id: documentId, locale, action, status: 'pending' })
      .first('run_at')) as Row | undefined;
    throw new ScheduleConflict(
      `This ${pageTypeOf(uid)} already has a scheduled ${action}${pending ? ` at ${iso(pending.run_at)}` : ''} in ${locale}: cancel it first`,
    );
  }
}

/** Cancels a pending job; false when no pending job has that id. */
export async function cancelJob(strapi: Core.Strapi, id: number): Promise<boolean> {
  const changed = await strapi.db.connection(JOBS).where({ id, status: 'pending' }).update({ status: 'cancelled', finished_at: Date.now() });
  return Number(changed) > 0;
}

export async function findJob(strapi: Core.Strapi, id: number): Promise<Job | null> {
  const row = (await strapi.db.connection(JOBS).where({ id }).first()) as Row | undefined;
  return row ? jobOf(row) : null;
}

/** At most this many jobs in one list. */
export const LIST_LIMIT = 500;

const keyOf = (type: string, documentId: string, locale: string) => `${type}|${documentId}|${locale}`;

interface PageName {
  title: string | null;
  slug: string | null;
}

/**
 * What the reader may see of the pages of `jobs`, by type|documentId|locale: the page's title and
 * slug (those fields the reader may read), null for a page that is gone (deleted since) but whose
 * locale the reader's conditions allow whoever made it; pages the reader may not read are left out.
 * One document-service query per type and locale with the reader's conditions in its filters (as
 * the content manager's list queries them), and one more for pages gone when those conditions filter.
 */
async function visiblePages(strapi: Core.Strapi, jobs: Job[], scopes: ReadonlyMap<PageType, ReadScope>): Promise<Map<string, PageName | null>> {
  const found = new Map<string, PageName | null>();
  const groups = new Map<string, { type: PageType; locale: string; documentIds: Set<string> }>();
  for (const job of jobs) {
    const group = `${job.type}|${job.locale}`;
    if (!groups.has(group)) groups.set(group, { type: job.type, locale: job.locale, documentIds: new Set() });
    groups.get(group)!.documentIds.add(job.documentId);
  }
  for (const { type, locale, documentIds } of groups.values()) {
    const scope = scopes.get(type)!;
    const ids = [...documentIds];
    const readable = (await strapi.documents(PAGE_UID[type]).findMany({
      locale,
      filters: { $and: [{ documentId: { $in: ids } }, scope.filters] },
      fields: scope.fields.length ? scope.fields : ['documentId'],
      limit: ids.length,
    } as never)) as Row[];
    for (const row of readable)
      found.set(keyOf(type, String(row.documentId), locale), {
        title: scope.fields.includes('title') ? ((row.title as string | null) ?? null) : null,
        slug: scope.fields.includes('slug') ? ((row.slug as string | null) ?? null) : null,
      });
    const unread = ids.filter((documentId) => !found.has(keyOf(type, documentId, locale)));
    if (!unread.length || !scope.allows({ locale })) continue;
    const existing = (await strapi.db.query(PAGE_UID[type]).findMany({ where: { documentId: { $in: unread }, locale }, select: ['documentId'] })) as Row[];
    const exists = new Set(existing.map((row) => String(row.documentId)));
    for (const documentId of unread) if (!exists.has(documentId)) found.set(keyOf(type, documentId, locale), null);
  }
  return found;
}

/**
 * Pending jobs (soonest first) and those that failed in the last week, of the page types in
 * `scopes` and the pages those let the reader see (optionally of one document locale), at most
 * LIST_LIMIT, each with its page's title and slug (null for a page that is gone: see visiblePages).
 * Read LIST_LIMIT at a time in run order until LIST_LIMIT are visible or none are left, so that the
 * jobs of pages the reader may not see never take the place of theirs.
 */
export async function listJobs(
  strapi: Core.Strapi,
  scopes: ReadonlyMap<PageType, ReadScope>,
  filter: { documentId?: string; locale?: string } = {},
): Promise<Job[]> {
  const weekAgo = Date.now() - 7 * 24 * 3_600_000;
  const listed: Job[] = [];
  let after: Row | undefined;
  while (scopes.size) {
    const query = strapi.db
      .connection(JOBS)
      .whereIn('content_type', [...scopes.keys()])
      .where((q) => q.where('status', 'pending').orWhere((f) => f.where('status', 'failed').where('finished_at', '>=', weekAgo)))
      .orderBy([
        { column: 'run_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .limit(LIST_LIMIT);
    if (filter.documentId) query.where('document_id', filter.documentId);
    if (filter.locale) query.where('locale', filter.locale);
    const last = after;
    if (last)
      query.where((q) =>
        q.where('run_at', '>', last.run_at as number).orWhere((r) => r.where('run_at', last.run_at as number).where('id', '>', last.id as number)),
      );
    const rows = (await query.select('*')) as Row[];
    const jobs = rows.map(jobOf);
    const pages = await visiblePages(strapi, jobs, scopes);
    for (const job of jobs) {
      const key = keyOf(job.type, job.documentId, job.locale);
      if (!pages.has(key)) continue;
      listed.push({ ...job, ...(pages.get(key) ?? { title: null, slug: null }) });
      if (listed.length === LIST_LIMIT) return listed;
    }
    if (rows.length < LIST_LIMIT) break;
    after = rows.at(-1);
  }
  return listed;
}
