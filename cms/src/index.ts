import type { Core } from '@strapi/strapi';
import { registerWriteHooks } from './bootstrap/write-hooks';
import { ensureLocales } from './bootstrap/locales';
import { ensureRoleLocales } from './bootstrap/role-locales';
import { grantPublishToEditorsOnce, registerPublishAction } from './publishing/permission';
import { ensureTaxonomy } from './bootstrap/taxonomy';
import { closeEndUserAccounts, ensurePublicPermissions } from './bootstrap/permissions';
import { ensureAdminUser } from './bootstrap/admin-user';
import { rebuildReadModel } from './newsroom/read-model';
import { isReadModelStale, repairReadModel } from './newsroom/repair';
import { repairCounts } from './newsroom/counts';
import { repairSearchIndex } from './search/index-pages';
import type { createCachedSearch } from './search/cached';
import { advanceCounts, startWatermarkClock, stopWatermarkClock, watermarkTarget } from './newsroom/watermark';
import type { createNewsroomQueries } from './newsroom/query';
import { ensureUuids } from './content/uuids';
import { ensureDerived } from './content/ensure-derived';
import { PAGE_UIDS } from 'contract/rules';
import { refuseConnect } from './hardening/connect';
import { applyAdminViews } from './admin-views/apply';
import { takeStartLock, type ReleaseStartLock } from './bootstrap/start-lock';
import { startScheduler, stopScheduler } from './scheduling/runner';
import { migrateSchema } from './bootstrap/schema';
import { normaliseSubscriptions } from './newsletter/store';
import { closeRateLimits, openRateLimits } from './rate-limits';
import { closeLive, openLive } from './live';

/** Held from the start of `register` to the end of `bootstrap` (see start-lock.ts). */
let releaseStartLock: ReleaseStartLock = async () => {};

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    // Before Strapi syncs the schema, which happens between register and bootstrap.
    releaseStartLock = await takeStartLock(strapi);
    openRateLimits(strapi);
    openLive(strapi);
    registerWriteHooks(strapi);
    // Registered before the admin's bootstrap, which gives Super Admins every registered action.
    await registerPublishAction(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    try {
      await startUp(strapi);
    } finally {
      await releaseStartLock();
    }
    // Last: scheduled publishes run through everything above (due ones left from before a restart run now).
    startScheduler(strapi);
    startWatermarkClock(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await stopWatermarkClock(strapi);
    // The newsroom's and the search's own PostgreSQL pools (newsroom/prepared.ts), beside Strapi's.
    await (strapi.service('api::newsroom.newsroom') as unknown as ReturnType<typeof createNewsroomQueries> | undefined)?.close();
    await (strapi.service('api::search.search') as unknown as ReturnType<typeof createCachedSearch> | undefined)?.close();
    await stopScheduler(strapi);
    await closeLive(strapi);
    await closeRateLimits(strapi);
    // A start that failed before the end of bootstrap.
    await releaseStartLock();
  },
};

/** The start-up work, one instance at a time on a shared database. */
async function startUp(strapi: Core.Strapi): Promise<void> {
  refuseConnect(strapi.server.httpServer);
  await migrateSchema(strapi);
  await ensureLocales(strapi);
  await ensureRoleLocales(strapi);
  await grantPublishToEditorsOnce(strapi);
  await ensureTaxonomy(strapi);
  await ensurePublicPermissions(strapi);
  await closeEndUserAccounts(strapi);
  const removed = await strapi.db.connection.transaction((trx) => normaliseSubscriptions(trx));
  if (removed) strapi.log.warn(`Removed ${removed} duplicate newsletter subscription(s) (same email)`);
  await ensureAdminUser(strapi);
  // After the content-manager's own bootstrap (plugins boot first), which syncs its configuration.
  const views = await applyAdminViews(strapi);
  if (views.updated.length) strapi.log.info(`Admin views: labels and layouts applied to ${views.updated.length} models`);
  for (const [uid, paths] of Object.entries(views.kept))
    strapi.log.info(
      `Admin views: ${uid} keeps ${paths.length} setting(s) changed in the admin (${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', …' : ''})`,
    );
  // Derived state a crash of older code may have left behind (newer code writes it with its source).
  for (const uid of PAGE_UIDS) {
    const given = await ensureUuids(strapi, uid);
    if (given) strapi.log.info(`Gave ${given} ${uid} rows their missing uuid`);
    const derived = await ensureDerived(strapi, uid);
    if (derived) strapi.log.info(`Derived the title of ${derived} ${uid} rows`);
  }
  if (await isReadModelStale(strapi)) {
    const count = await rebuildReadModel(strapi, (m) => strapi.log.info(m));
    strapi.log.info(`Newsroom read model rebuilt: ${count} entries`);
  } else {
    const repaired = await repairReadModel(strapi);
    if (repaired) strapi.log.warn(`Newsroom read model: ${repaired} entries differed from their articles and were re-derived`);
  }
  const recounted = await repairCounts(strapi);
  if (recounted) strapi.log.warn(`Newsroom counts: ${recounted} counts or live-event flags differed from the entries and were recomputed`);
  await advanceCounts(strapi, watermarkTarget());
  const reindexed = await repairSearchIndex(strapi, (m) => strapi.log.info(m));
  if (reindexed) strapi.log.info(`Search index: ${reindexed} page locales indexed or removed`);
}
