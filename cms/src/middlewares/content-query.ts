import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { contentQueryProblem } from '../hardening/content-query';
import { attributeLookup } from '../hardening/models';
import { shown } from '../hardening/request-guard';

/**
 * `global::content-query`, a route middleware of the core (generic) content routes, configured with
 * the route's content type: refuses query shapes and values that Strapi's own validation lets through
 * to a 500 (see src/hardening/content-query.ts).
 */
export default (config: { uid: string }, { strapi }: { strapi: Core.Strapi }) => {
  const lookup = attributeLookup(strapi);
  return async (ctx: Context, next: Next) => {
    const problem = contentQueryProblem(ctx.query as Record<string, unknown>, { uid: config.uid, lookup });
    if (problem) return ctx.badRequest(shown(problem, 300)); // it quotes the query's own keys
    return next();
  };
};
