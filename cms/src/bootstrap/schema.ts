import type { Core } from '@strapi/strapi';
import { runMigrations } from '../migrations/runner';
import type { Dialect } from '../migrations/migration';
import { reconcileKeyIndexes } from '../newsroom/key-indexes';

/**
 * The start-up's schema step, first in `bootstrap`: under the start lock (start-lock.ts), so one
 * instance at a time, and after Strapi's schema sync, so migrations find Strapi's tables. The
 * numbered migrations (migrations/), then the per-taxonomy-key indexes that follow the code.
 */
export async function migrateSchema(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const dialect = strapi.db.dialect.client as Dialect;
  const ran = await runMigrations(knex, { dialect, log: (message) => strapi.log.warn(message) });
  if (ran.length) strapi.log.info(`Database migrations: ran ${ran.join(', ')}`);
  const keys = await reconcileKeyIndexes(knex, dialect);
  if (keys.built.length) strapi.log.info(`Newsroom read model: built ${keys.built.length} per-key grid indexes`);
  if (keys.dropped.length) strapi.log.info(`Newsroom read model: dropped ${keys.dropped.length} per-key grid indexes of keys gone or changed`);
}
