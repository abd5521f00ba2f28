const ACTIONS = ['find', 'findOne', 'create', 'update', 'delete'] as const;

/**
 * Route config for a core router whose every action checks the shape of its query first (see
 * content-query.ts): `factories.createCoreRouter(uid, { config: guardedQueries() })`. A fresh object
 * per route: Strapi writes each route's auth scope into its config.
 */
export const guardedQueries = () => Object.fromEntries(ACTIONS.map((action) => [action, { middlewares: ['global::content-query'] }]));
