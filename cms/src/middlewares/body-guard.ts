import type { Context, Next } from 'koa';
import { BODY_DEPTH, JSON_TEXT_FIELD, jsonTextDepth } from '../hardening/body-limits';
import { isPublicWrite, PUBLIC_BODY_DEPTH } from '../hardening/public-writes';
import { shown } from '../hardening/request-guard';
import { findUnstorableText } from '../hardening/text';

/**
 * `global::body-guard` (after `strapi::body`), on every route: refuses a parsed body holding a string
 * the database cannot store, or nested deeper than the route allows (the public write routes' contract,
 * or `BODY_DEPTH` everywhere else, Strapi's admin and auth routes included), and a multipart `fileInfo`
 * whose JSON is nested deeper than that.
 */
export default () => async (ctx: Context, next: Next) => {
  const body: unknown = (ctx.request as unknown as { body?: unknown }).body;
  const maxDepth = isPublicWrite(ctx.method, ctx.path) ? PUBLIC_BODY_DEPTH : BODY_DEPTH;
  const finding = findUnstorableText(body, { style: 'dotted', maxDepth });
  if (finding) return ctx.badRequest(`${shown(finding.field)} ${finding.problem}`);
  if (body && typeof body === 'object' && ctx.is('multipart')) {
    const field: unknown = (body as Record<string, unknown>)[JSON_TEXT_FIELD];
    const texts = Array.isArray(field) ? field : [field];
    if (texts.some((text) => typeof text === 'string' && jsonTextDepth(text) > maxDepth)) {
      return ctx.badRequest(`${JSON_TEXT_FIELD} is nested deeper than ${maxDepth} levels`);
    }
  }
  return next();
};
