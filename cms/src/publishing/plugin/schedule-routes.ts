import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pageUidOf, PAGE_UID, type PageType } from 'contract/rules';
import { actorOf } from '../../history/versions';
import { cancelJob, findJob, listJobs, MAX_AHEAD_MS, scheduleJob, ScheduleConflict } from '../../scheduling/jobs';
import { readScope, UPDATE, type ReadScope } from '../permission';
import { adminOf, allowed, allowedEntry, allowedOnEntry, documentRoute } from './admin-access';
import { DOCUMENT_ID, localeOf, rowIdOf, TYPES } from './route-params';

/** A moment with its zone, as the builder sends it (toISOString): 2026-05-01T09:30:00.000Z or …+02:00. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** POST /publishing/pages/:type/:documentId/schedule?locale= { action: "publish"|"unpublish", at: ISO moment }. */
export async function scheduleRoute(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const route = await documentRoute(strapi, ctx, UPDATE, 'schedule');
  if (!route) return;
  const body = (ctx.request as { body?: unknown }).body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return ctx.badRequest('The body must be a JSON object { action, at }');
  const { action, at } = body as Record<string, unknown>;
  if (action !== 'publish' && action !== 'unpublish')
    return ctx.badRequest(`action must be "publish" or "unpublish" (got ${JSON.stringify(action)?.slice(0, 80)})`);
  const runAt = typeof at === 'string' && MOMENT.test(at) ? Date.parse(at) : NaN;
  if (Number.isNaN(runAt))
    return ctx.badRequest(`at must be a date and time with its zone, e.g. 2026-05-01T09:30:00.000Z (got ${JSON.stringify(at)?.slice(0, 80)})`);
  const now = Date.now();
  if (runAt <= now) return ctx.badRequest(`at must be in the future (got ${new Date(runAt).toISOString()}, now ${new Date(now).toISOString()})`);
  if (runAt > now + MAX_AHEAD_MS) return ctx.badRequest('at must be within 5 years');
  try {
    const job = await scheduleJob(strapi, route, action, runAt, actorOf(adminOf(ctx).user));
    ctx.status = 201;
    ctx.body = { data: job };
  } catch (error) {
    if (!(error instanceof ScheduleConflict)) throw error;
    ctx.conflict(error.message);
  }
}

/**
 * GET /publishing/schedules?type=&documentId=&locale=: pending schedules (and failures of the last
 * week) of the pages the admin may read, as the content manager's list shows them: the role's read
 * conditions (an Author: only what they created; a role limited to some locales: those) are in the
 * query that finds the pages (scheduling/jobs.ts listJobs).
 */
export async function schedulesRoute(strapi: Core.Strapi, ctx: Context): Promise<void> {
  let types = Object.keys(PAGE_UID) as PageType[];
  if (ctx.query.type !== undefined) {
    const uid = pageUidOf(ctx.query.type);
    if (!uid) return ctx.badRequest(`type must be ${TYPES} (got ${JSON.stringify(ctx.query.type)})`);
    types = types.filter((name) => PAGE_UID[name] === uid);
  }
  const locale = localeOf(ctx);
  if (locale === false) return;
  const { documentId } = ctx.query;
  if (documentId !== undefined && (typeof documentId !== 'string' || !DOCUMENT_ID.test(documentId)))
    return ctx.badRequest(`documentId: ${JSON.stringify(documentId).slice(0, 80)} is not a document id`);
  const scopes = new Map<PageType, ReadScope>();
  for (const type of types) {
    const scope = await readScope(strapi, adminOf(ctx).userAbility, PAGE_UID[type], ['title', 'slug']);
    if (scope) scopes.set(type, scope);
  }
  ctx.body = { data: await listJobs(strapi, scopes, { documentId, locale }) };
}

/**
 * DELETE /publishing/schedules/:id: cancels a pending schedule. Needs update access to its page,
 * checked on the page with the role's conditions (403); for a schedule whose page is gone, on its
 * locale alone (so a condition on who made the page refuses it).
 */
export async function cancelRoute(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const id = rowIdOf(ctx, 'id');
  if (!id) return;
  const job = await findJob(strapi, id);
  if (!job) return ctx.notFound(`No schedule ${id}`);
  const uid = PAGE_UID[job.type];
  const verb = 'cancel a schedule of';
  if (!allowed(ctx, UPDATE, uid, 'cancel schedules of')) return;
  const target = { uid, documentId: job.documentId, locale: job.locale };
  const found = await allowedOnEntry(strapi, ctx, UPDATE, verb, target);
  if (found === 'forbidden') return;
  // A page that is gone: its locale is all there is to check the conditions on (whoever made it).
  if (found === 'missing' && !allowedEntry(strapi, ctx, UPDATE, verb, target, { documentId: job.documentId, locale: job.locale })) return;
  if (job.status !== 'pending' || !(await cancelJob(strapi, id)))
    return ctx.conflict(`Schedule ${id} is no longer pending (it is ${job.status === 'pending' ? 'running' : job.status})`);
  ctx.body = { data: { ...job, status: 'cancelled' } };
}
