import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { timingSafeEqual } from 'node:crypto';
import { NewsletterError, parseSubscription, subscribe } from '../../../newsletter/newsletter';

/** When NEWSLETTER_INGEST_TOKEN is set, only callers sending it (the site's server) may write. */
function authorised(ctx: Context): boolean {
  const expected = process.env.NEWSLETTER_INGEST_TOKEN;
  if (!expected) return true;
  const given = Buffer.from(String(ctx.get('x-newsletter-token') ?? ''));
  const want = Buffer.from(expected);
  return given.length === want.length && timingSafeEqual(given, want);
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async subscribe(ctx: Context) {
    if (!authorised(ctx)) return ctx.unauthorized('Missing or wrong x-newsletter-token');
    try {
      const result = await subscribe(strapi, parseSubscription((ctx.request as unknown as { body?: unknown }).body));
      ctx.status = result.created ? 201 : 200;
      ctx.body = { ok: true };
    } catch (error) {
      if (error instanceof NewsletterError) return ctx.badRequest(error.message);
      throw error;
    }
  },
});
