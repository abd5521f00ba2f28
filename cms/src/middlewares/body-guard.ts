import type { Context, Next } from 'koa';
import { BODY_DEPTH, JSON_TEXT_FIELD, jsonTextDepth } from '../hardening/body-limits';
import { isPublicWrite, PUBLIC_BODY_DEPTH } from '../hardening/public-writes';
import { shown } from '../hardening/request-guard';
import { findUnstorableText } from '../hardening/text';
import { uploadIdProblem } from '../hardening/upload-ids';

/**
 * `global::body-guard` (after `strapi::body`), on every route: refuses a parsed body holding a string
 * the database cannot store, or nested deeper than the route allows (the public write routes' contract,
 * or `BODY_DEPTH` everywhere else, Strapi's admin and auth routes included), a multipart `fileInfo`
 * whose JSON is nested deeper than that, a JSON list where an object belongs, and a media library body
 * with an id that is not one.
 */
const WRITES = new Set(['POST', 'PUT', 'PATCH']);

export default () => async (ctx: Context, next: Next) => {
  const request = ctx.request as unknown as { body?: unknown };
  // A write without a body reads as an empty one: Strapi's admin controllers take the body as an
  // object and would fail on nothing (a 500) where an empty object gets their "required" answers.
  if (request.body === undefined && WRITES.has(ctx.method)) request.body = {};
  const body: unknown = request.body;
  // Every route here takes an object (Strapi's admin routes included, which fail on a list with a 500).
  if (Array.isArray(body) && ctx.is('json')) return ctx.badRequest('The request body must be a JSON object, not a list');
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
  const idProblem = uploadIdProblem(ctx.method, ctx.path, body);
  if (idProblem) return ctx.badRequest(idProblem);
  return next();
};
