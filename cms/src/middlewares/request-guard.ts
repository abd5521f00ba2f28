import type { Context, Next } from 'koa';
import { checkRequestHead } from '../hardening/request-guard';

/** `global::request-guard`: refuses what is wrong before the body is read (see src/hardening). */
export default () => async (ctx: Context, next: Next) => {
  const refusal = checkRequestHead({ method: ctx.method, path: ctx.path, query: ctx.query, headers: ctx.headers });
  if (!refusal) return next();
  for (const [name, value] of Object.entries(refusal.headers ?? {})) ctx.set(name, value);
  // Strapi's error helpers (ctx.badRequest, ctx.methodNotAllowed, …) answer in its usual error format.
  const respond = {
    400: ctx.badRequest,
    405: ctx.methodNotAllowed,
    411: ctx.lengthRequired,
    413: ctx.payloadTooLarge,
    415: ctx.unsupportedMediaType,
  }[refusal.status];
  respond.call(ctx, refusal.message);
};
