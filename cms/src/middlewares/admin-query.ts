import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { adminQueryModel } from '../hardening/admin-query';
import { contentQueryProblem } from '../hardening/content-query';
import { attributeLookup, registeredModel } from '../hardening/models';
import { shown } from '../hardening/request-guard';

/**
 * `global::admin-query`: the query checks of the content API (src/hardening/content-query.ts) on every
 * other route (Strapi's admin API, the media library, our publishing routes), where Strapi passes some
 * names, shapes and values to its database layer unchecked, which then fails with a 500. Where the
 * route's model is known (src/hardening/admin-query.ts), names must be its fields.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const lookup = attributeLookup(strapi);
  const targetOf = (uid: string, field: string) => {
    const attribute = lookup(uid, field);
    return attribute?.type === 'relation' ? attribute.target : undefined;
  };
  return async (ctx: Context, next: Next) => {
    if (/^\/api(\/|$)/i.test(ctx.path) || !ctx.querystring) return next();
    const uid = adminQueryModel(ctx.path, targetOf);
    const model = uid && registeredModel(strapi, uid)?.attributes ? { uid, lookup, strict: true } : undefined;
    const problem = contentQueryProblem(ctx.query as Record<string, unknown>, model);
    if (problem) return ctx.badRequest(shown(problem, 300));
    return next();
  };
};
