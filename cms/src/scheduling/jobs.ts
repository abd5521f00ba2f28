import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { errors } from '@strapi/utils';
import { PAGE_UID, pageTypeOf, type PageType, type PageUid } from 'contract/rules';
import { setPublication, type PublishMode } from '../publishing/publish';
import type { Actor, Job, JobStatus } from 'contract/wire';

export type { Job } from 'contract/wire';

/**
 * Scheduled publish and unpublish of articles and landing pages: one row per scheduled action in a
 * jobs table that every CMS instance sharing the database polls. A due job is claimed with
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

/** Pending jobs (soonest first) and those that failed in the last week, optionally of one document locale. */
export async function listJobs(strapi: Core.Strapi, filter: { types: PageType[]; documentId?: string; locale?: string }): Promise<Job[]> {
  const weekAgo = Date.now() - 7 * 24 * 3_600_000;
  const query = strapi.db
    .connection(JOBS)
    .whereIn('content_type', filter.types)
    .where((q) => q.where('status', 'pending').orWhere((f) => f.where('status', 'failed').where('finished_at', '>=', weekAgo)))
    .orderBy([
      { column: 'run_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(500);
  if (filter.documentId) query.where('document_id', filter.documentId);
  if (filter.locale) query.where('locale', filter.locale);
  const jobs = ((await query.select('*')) as Row[]).map(jobOf);
  // Each job's page as it is named now (its title, else its slug), for the dashboard.
  const names = new Map<string, { title: string | null; slug: string | null }>();
  for (const type of new Set(jobs.map((job) => job.type))) {
    const documentIds = [...new Set(jobs.filter((job) => job.type === type).map((job) => job.documentId))];
    const rows = (await strapi.db
      .query(PAGE_UID[type])
      .findMany({ where: { documentId: { $in: documentIds } }, select: ['documentId', 'locale', 'title', 'slug'] })) as Row[];
    for (const row of rows)
      names.set(`${type}|${String(row.documentId)}|${String(row.locale)}`, {
        title: (row.title as string | null) ?? null,
        slug: (row.slug as string | null) ?? null,
      });
  }
  return jobs.map((job) => ({ ...job, ...(names.get(`${job.type}|${job.documentId}|${job.locale}`) ?? { title: null, slug: null }) }));
}

/** Claims one due pending job in `trx`: locked until the transaction ends, skipped by other claimers meanwhile. */
async function claimOne(strapi: Core.Strapi, trx: Knex.Transaction, now: number): Promise<Row | undefined> {
  const query = trx(JOBS)
    .where('status', 'pending')
    .andWhere('run_at', '<=', now)
    .orderBy([
      { column: 'run_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  if (strapi.db.dialect.client === 'postgres') query.forUpdate().skipLocked();
  return (await query.first()) as Row | undefined;
}

/**
 * Runs due jobs one at a time until none is left; returns the ids this call ran (done or failed).
 * Each job: one transaction claims it, runs the publish action (the same code as the route: the same
 * revalidation after commit, the same version record, attributed to the user who scheduled it) and
 * marks it done. A job whose action fails (its document was deleted meanwhile) is marked failed with
 * the reason, in a second statement that only touches it while still pending.
 */
export async function runDueJobs(strapi: Core.Strapi, now = () => Date.now()): Promise<number[]> {
  const ran: number[] = [];
  for (;;) {
    let claimed: Row | undefined;
    try {
      const id = await strapi.db.transaction(async ({ trx }) => {
        claimed = await claimOne(strapi, trx, now());
        if (!claimed) return null;
        const uid = PAGE_UID[claimed.content_type as PageType];
        const actor: Actor = { id: claimed.created_by_id === null ? null : Number(claimed.created_by_id), name: (claimed.created_by_name as string) ?? null };
        await setPublication(strapi, { uid, documentId: String(claimed.document_id), locale: String(claimed.locale) }, claimed.action as PublishMode, actor);
        await trx(JOBS).where({ id: claimed.id }).update({ status: 'done', finished_at: Date.now() });
        return Number(claimed.id);
      });
      if (id === null) return ran;
      ran.push(id);
    } catch (error) {
      if (!claimed) throw error;
      const message = error instanceof Error ? error.message : String(error);
      await strapi.db
        .connection(JOBS)
        .where({ id: claimed.id, status: 'pending' })
        .update({ status: 'failed', finished_at: Date.now(), error: message.slice(0, 1000) });
      strapi.log.warn(
        `Scheduled ${String(claimed.action)} of ${String(claimed.content_type)} ${String(claimed.document_id)} (${String(claimed.locale)}) failed: ${message}`,
      );
      ran.push(Number(claimed.id));
    }
  }
}

/** The scheduler's poll interval in seconds (PUBLISH_SCHEDULER_SECONDS, default 5; 0 turns this instance's poller off). */
export function schedulerSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PUBLISH_SCHEDULER_SECONDS;
  if (raw === undefined || raw === '') return 5;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 59)
    throw new Error(`PUBLISH_SCHEDULER_SECONDS must be a whole number from 0 to 59 (got "${raw}")`);
  return seconds;
}

const stops = new WeakMap<Core.Strapi, () => Promise<void>>();

/**
 * Polls for due jobs with Strapi's cron (every PUBLISH_SCHEDULER_SECONDS seconds), once at start for
 * jobs that fell due while no instance ran. Overlapping ticks of one instance are skipped.
 */
export function startScheduler(strapi: Core.Strapi): void {
  const seconds = schedulerSeconds();
  if (!seconds) return;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = (): Promise<void> => {
    if (running || stopped) return running ?? Promise.resolve();
    const run = runDueJobs(strapi)
      .then(
        () => undefined,
        (error: unknown) => {
          strapi.log.error(`Publish scheduler: ${error instanceof Error ? error.message : String(error)}`);
        },
      )
      .finally(() => {
        running = null;
      });
    running = run;
    return run;
  };
  strapi.cron.add({ publishScheduler: { task: () => tick(), options: { rule: `*/${seconds} * * * * *` } } });
  stops.set(strapi, async () => {
    stopped = true;
    await running;
  });
  void tick();
}

/** Stops this instance's poller and waits for a run under way (before Strapi closes its database). */
export async function stopScheduler(strapi: Core.Strapi): Promise<void> {
  await stops.get(strapi)?.();
}
