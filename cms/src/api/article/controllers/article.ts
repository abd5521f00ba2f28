import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { articleBySlug } from '../../../content/public-document';

export default factories.createCoreController('api::article.article', ({ strapi }) => ({
  async findBySlug(ctx: Context) {
    return articleBySlug(strapi, ctx);
  },
}));
