import type { UID } from '@strapi/strapi';

const ACTIONS = ['find', 'findOne', 'create', 'update', 'delete'] as const;

/**
 * Route config for a core router whose every action checks its query first (see content-query.ts):
 * `factories.createCoreRouter(uid, { config: guardedQueries(uid) })`. A fresh object per route:
 * Strapi writes each route's auth scope into its config.
 */
export const guardedQueries = (uid: UID.ContentType) =>
  Object.fromEntries(ACTIONS.map((action) => [action, { middlewares: [{ name: 'global::content-query', config: { uid } }] }]));
