import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseNewsroomQuery, QueryError } from '../../../newsroom/params';
import { dateLimit } from '../../../newsroom/rules';
import type { createNewsroomQueries } from '../../../newsroom/query';

type Queries = ReturnType<typeof createNewsroomQueries>;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const queries = () => strapi.service('api::newsroom.newsroom') as unknown as Queries;

  const respond = (ctx: Context, json: string) => {
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'public, max-age=5, stale-while-revalidate=30');
    ctx.body = json;
  };

  return {
    async find(ctx: Context) {
      try {
        const query = parseNewsroomQuery(ctx.query as Record<string, unknown>);
        respond(ctx, (await queries().list(query, dateLimit())).json);
      } catch (error) {
        if (error instanceof QueryError) return ctx.badRequest(error.message);
        throw error;
      }
    },
    async featured(ctx: Context) {
      try {
        const query = parseNewsroomQuery(ctx.query as Record<string, unknown>, { allowFilters: false });
        respond(ctx, (await queries().featured(query.locale, dateLimit())).json);
      } catch (error) {
        if (error instanceof QueryError) return ctx.badRequest(error.message);
        throw error;
      }
    },
  };
};
