import type { Context, Next } from 'koa';
import { isPublicWrite, PUBLIC_BODY_DEPTH } from '../hardening/public-writes';
import { shown } from '../hardening/request-guard';
import { findUnstorableText } from '../hardening/text';

/**
 * `global::body-guard` (after `strapi::body`): refuses a parsed body holding a string the database
 * cannot store, and on the public write routes a body nested deeper than their contract allows.
 */
export default () => async (ctx: Context, next: Next) => {
  const body: unknown = (ctx.request as unknown as { body?: unknown }).body;
  const maxDepth = isPublicWrite(ctx.method, ctx.path) ? PUBLIC_BODY_DEPTH : undefined;
  const finding = findUnstorableText(body, { style: 'dotted', maxDepth });
  if (finding) return ctx.badRequest(`${shown(finding.field)} ${finding.problem}`);
  return next();
};
