/**
 * Route config for a core router whose every action checks the shape of its query first (see
 * content-query.ts): `factories.createCoreRouter(uid, { config: guardedQueries })`.
 */
const guarded = { middlewares: ['global::content-query'] };

export const guardedQueries = { find: guarded, findOne: guarded, create: guarded, update: guarded, delete: guarded };
