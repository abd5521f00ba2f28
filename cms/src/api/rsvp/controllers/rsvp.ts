import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { countFor, EVENT_KEY, parseSubmission, RSVP_ERRORS, RsvpError, submit } from '../../../rsvp/rsvp';
import { refusal } from '../../../rate-limits';

function fail(ctx: Context, error: unknown) {
  if (!(error instanceof RsvpError)) throw error;
  const { code, status } = RSVP_ERRORS[error.kind];
  ctx.status = status;
  ctx.body = { ok: false, code, message: error.message };
}

function eventKey(ctx: Context): string {
  const key = String(ctx.params.eventKey ?? '');
  if (!EVENT_KEY.test(key)) throw new RsvpError('badInput', 'eventKey may only hold letters, digits, "_" and "-" (64 at most)');
  return key;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async count(ctx: Context) {
    try {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await countFor(strapi, eventKey(ctx));
    } catch (error) {
      fail(ctx, error);
    }
  },
  async submit(ctx: Context) {
    try {
      // The widget posts from the visitor's browser: the client is the caller (ctx.ip).
      const refused = await refusal(strapi, ctx, 'rsvp', ctx.ip, 'RSVP answers');
      if (refused) throw new RsvpError('tooMany', refused);
      const key = eventKey(ctx);
      ctx.body = await submit(strapi, key, parseSubmission((ctx.request as unknown as { body?: unknown }).body));
    } catch (error) {
      fail(ctx, error);
    }
  },
});
