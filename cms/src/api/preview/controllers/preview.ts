import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { timingSafeEqual } from 'node:crypto';
import { articleBySlug, landingPageBySlug } from '../../../content/public-document';

function secretMatches(given: unknown): boolean {
  const expected = process.env.PREVIEW_SECRET;
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /api/preview/:type/:slug?locale=&secret= — the draft and draftSettings of an article or
 * landing page, in the shape of the public slug routes. Needs PREVIEW_SECRET; off when it is unset.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    if (!secretMatches(ctx.query.secret)) return ctx.unauthorized('Preview needs the right secret (PREVIEW_SECRET)');
    const { secret: _secret, ...rest } = ctx.query;
    ctx.query = rest;
    if (ctx.params.type === 'article') return articleBySlug(strapi, ctx, { preview: true });
    if (ctx.params.type === 'landing-page') return landingPageBySlug(strapi, ctx, { preview: true });
    return ctx.badRequest(`type must be "article" or "landing-page" (got "${String(ctx.params.type)}")`);
  },
});
