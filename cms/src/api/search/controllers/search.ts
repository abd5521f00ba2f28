import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { QueryError } from '../../../newsroom/params';
import { dateLimit } from '../../../newsroom/rules';
import { parseSearchQuery } from '../../../search/query';
import type { createCachedSearch } from '../../../search/cached';

/** How many suggestions the header's search box shows. */
export const SUGGESTIONS = 5;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const search = () => strapi.service('api::search.search') as unknown as ReturnType<typeof createCachedSearch>;

  const answer = async (ctx: Context, prefix: boolean) => {
    try {
      const query = parseSearchQuery(ctx.query as Record<string, unknown>);
      const { json } = await search().answer(prefix ? { ...query, page: 1, pageSize: Math.min(query.pageSize, SUGGESTIONS) } : query, dateLimit(), { prefix });
      ctx.type = 'application/json';
      // As the newsroom: published content, the same for everyone.
      ctx.set('Cache-Control', 'public, max-age=5, stale-while-revalidate=30');
      ctx.body = json;
    } catch (error) {
      if (error instanceof QueryError) return ctx.badRequest(error.message);
      throw error;
    }
  };

  return {
    find: (ctx: Context) => answer(ctx, false),
    suggest: (ctx: Context) => answer(ctx, true),
  };
};
