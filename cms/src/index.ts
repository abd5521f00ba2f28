import type { Core } from '@strapi/strapi';
import { registerWriteHooks } from './bootstrap/write-hooks';
import { ensureLocales } from './bootstrap/locales';
import { ensureRoleLocales } from './bootstrap/role-locales';
import { grantPublishToEditorsOnce, registerPublishAction } from './publishing/permission';
import { ensureTaxonomy } from './bootstrap/taxonomy';
import { closeEndUserAccounts, ensurePublicPermissions } from './bootstrap/permissions';
import { ensureAdminUser } from './bootstrap/admin-user';
import { ensureIndexes } from './bootstrap/indexes';
import { ensureReadModel, isReadModelStale, rebuildReadModel, repairReadModel } from './newsroom/read-model';
import { ensureUuids } from './content/uuids';
import { PAGE_TYPES } from './content/page-types';
import { refuseConnect } from './hardening/connect';

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    registerWriteHooks(strapi);
    // Registered before the admin's bootstrap, which gives Super Admins every registered action.
    await registerPublishAction(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    refuseConnect(strapi.server.httpServer);
    await ensureLocales(strapi);
    await ensureRoleLocales(strapi);
    await grantPublishToEditorsOnce(strapi);
    await ensureReadModel(strapi);
    await ensureTaxonomy(strapi);
    await ensurePublicPermissions(strapi);
    await closeEndUserAccounts(strapi);
    await ensureIndexes(strapi);
    await ensureAdminUser(strapi);
    // Derived state a crash of older code may have left behind (newer code writes it with its source).
    for (const uid of PAGE_TYPES) {
      const given = await ensureUuids(strapi, uid);
      if (given) strapi.log.info(`Gave ${given} ${uid} rows their missing uuid`);
    }
    if (await isReadModelStale(strapi)) {
      const count = await rebuildReadModel(strapi, (m) => strapi.log.info(m));
      strapi.log.info(`Newsroom read model rebuilt: ${count} entries`);
    } else {
      const repaired = await repairReadModel(strapi);
      if (repaired) strapi.log.warn(`Newsroom read model: ${repaired} entries differed from their articles and were re-derived`);
    }
  },
};
