import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { isIP } from 'node:net';
import { secretMatches } from 'contract/security';
import { NEWSLETTER_CLIENT_HEADER, NEWSLETTER_TOKEN_HEADER } from 'contract/wire';
import { NewsletterError, parseSubscription, subscribe } from '../../../newsletter/newsletter';
import { refusal } from '../../../rate-limits';

/** When NEWSLETTER_INGEST_TOKEN is set, only callers sending it (the site's server) may write. */
function authorised(ctx: Context): boolean {
  const expected = process.env.NEWSLETTER_INGEST_TOKEN;
  return !expected || secretMatches(ctx.get(NEWSLETTER_TOKEN_HEADER), expected);
}

/**
 * Whose sign-up this is, for the rate limit: the visitor's address the site's server sends beside the ingest token
 * (the CMS sees the site, not the visitor), else the caller's own. Without a configured token nobody's word is
 * taken for it.
 */
function clientOf(ctx: Context): string {
  const given = ctx.get(NEWSLETTER_CLIENT_HEADER);
  if (!process.env.NEWSLETTER_INGEST_TOKEN || !given) return ctx.ip;
  if (!isIP(given)) throw new NewsletterError(`${NEWSLETTER_CLIENT_HEADER} must be an IP address`);
  return given;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async subscribe(ctx: Context) {
    if (!authorised(ctx)) return ctx.unauthorized(`Missing or wrong ${NEWSLETTER_TOKEN_HEADER}`);
    try {
      const refused = await refusal(strapi, ctx, 'newsletter', clientOf(ctx), 'newsletter sign-ups');
      if (refused) throw new errors.RateLimitError(refused);
      const result = await subscribe(strapi, parseSubscription((ctx.request as unknown as { body?: unknown }).body));
      ctx.status = result.created ? 201 : 200;
      ctx.body = { ok: true };
    } catch (error) {
      if (error instanceof NewsletterError) return ctx.badRequest(error.message);
      throw error;
    }
  },
});
