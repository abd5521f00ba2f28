import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { landingPageAddress, landingPageBySlug } from '../../../content/public-document';

export default factories.createCoreController('api::landing-page.landing-page', ({ strapi }) => ({
  async findBySlug(ctx: Context) {
    return landingPageBySlug(strapi, ctx);
  },
  async findAddress(ctx: Context) {
    return landingPageAddress(strapi, ctx);
  },
}));
