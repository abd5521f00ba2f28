import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { articleBySlug, landingPageBySlug } from '../../../content/public-document';
import { PREVIEW_SECRET_HEADER, previewSecretMatches } from '../../../preview/secret';

/**
 * GET /api/preview/:type/:slug?locale= with PREVIEW_SECRET in the x-preview-secret header — the
 * draft and draftSettings of an article or landing page, in the shape of the public slug routes, for
 * the site's server. Off when PREVIEW_SECRET is unset.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    if (!previewSecretMatches(ctx.get(PREVIEW_SECRET_HEADER))) return ctx.unauthorized(`Preview needs PREVIEW_SECRET in the ${PREVIEW_SECRET_HEADER} header`);
    if (ctx.params.type === 'article') return articleBySlug(strapi, ctx, { preview: true });
    if (ctx.params.type === 'landing-page') return landingPageBySlug(strapi, ctx, { preview: true });
    return ctx.badRequest(`type must be "article" or "landing-page" (got "${String(ctx.params.type)}")`);
  },
});
