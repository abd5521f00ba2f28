import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { PAGE_UID, type PageType } from 'contract/rules';
import type { Actor } from 'contract/wire';
import { setPublication, type PublishMode } from '../publishing/publish';
import { JOBS } from './jobs';

/**
 * Runs the scheduled publishes and unpublishes that are due (jobs.ts keeps and lists them): every
 * instance polls, a due job is claimed with `SELECT … FOR UPDATE SKIP LOCKED` in the transaction that
 * runs its publish action and marks it done, so it runs exactly once.
 */
type Row = Record<string, unknown>;

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
