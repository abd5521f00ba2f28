import type { Context, Next } from 'koa';
import { contentQueryProblem } from '../hardening/content-query';
import { shown } from '../hardening/request-guard';

/**
 * `global::content-query`, a route middleware of the core (generic) content routes: refuses query
 * shapes that Strapi's own validation lets through to a 500 (see src/hardening/content-query.ts).
 */
export default () => async (ctx: Context, next: Next) => {
  const problem = contentQueryProblem(ctx.query as Record<string, unknown>);
  if (problem) return ctx.badRequest(shown(problem, 300)); // it quotes the query's own keys
  return next();
};
