import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pageTypeOf, pageUidOf, PAGE_UID, type PageType, type PageUid } from 'contract/rules';
import { setPublication, type PageTarget, type PublishMode } from '../publish';
import { pageStates } from '../states';
import { actorOf, listVersions, readVersion, restoreVersion } from '../../history/versions';
import { cancelJob, findJob, listJobs, MAX_AHEAD_MS, scheduleJob, ScheduleConflict } from '../../scheduling/jobs';

const TYPES = Object.keys(PAGE_UID)
  .map((name) => `"${name}"`)
  .join(' or ');
/** A locale code such as en-US (which ones exist is the document's business: unknown ones are a 404). */
const LOCALE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2}$/;
/** A document id as Strapi makes them (lower-case letters and digits). */
const DOCUMENT_ID = /^[A-Za-z0-9]{1,64}$/;
/** At most one list page of Strapi's admin (its largest page size). */
export const MAX_STATES = 100;
const READ = 'plugin::content-manager.explorer.read';
const UPDATE = 'plugin::content-manager.explorer.update';
/** A row id (versions, schedules). */
const ROW_ID = /^[1-9][0-9]{0,9}$/;
/** A moment with its zone, as the builder sends it (toISOString): 2026-05-01T09:30:00.000Z or …+02:00. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

interface AdminState {
  userAbility?: { can(action: string, subject?: unknown): boolean };
  user?: { id?: number; firstname?: string | null; lastname?: string | null; email?: string };
}

const stateOf = (ctx: Context) => ctx.state as AdminState;

/** Refuses (403 naming the permission) an admin whose role may not `action` the type; true when allowed. */
function allowed(ctx: Context, action: string, uid: PageUid, verb: string): boolean {
  if (stateOf(ctx).userAbility?.can(action, uid)) return true;
  ctx.forbidden(`Your role may not ${verb} ${String(ctx.params.type)}s (${action} on ${uid})`);
  return false;
}

interface PermissionChecker {
  can(action: string, entity?: Record<string, unknown>): boolean;
}

/**
 * Refuses (403) an admin whose role's conditions exclude this very entry, true when allowed: the check
 * the content manager makes before it opens or saves an entry (its permission-checker service), so a
 * role limited to some locales, or an Author limited to what they created, may not read the history,
 * restore, publish or schedule an entry they could not open there. A missing entry is allowed here: the
 * route answers its own 404. Answers 'missing' (no such entry), 'allowed', or 'forbidden' after answering the 403.
 */
async function allowedOnEntry(
  strapi: Core.Strapi,
  ctx: Context,
  action: string,
  verb: string,
  target: PageTarget,
): Promise<'missing' | 'allowed' | 'forbidden'> {
  const { uid, documentId, locale } = target;
  const entry = (await strapi.documents(uid).findOne({
    documentId,
    locale,
    fields: ['id', 'locale'],
    populate: { createdBy: { fields: ['id'] } },
  } as never)) as Record<string, unknown> | null;
  if (!entry) return 'missing';
  const checker = (
    strapi.plugin('content-manager').service('permission-checker') as unknown as {
      create(options: { userAbility: unknown; model: string }): PermissionChecker;
    }
  ).create({ userAbility: stateOf(ctx).userAbility, model: uid });
  if (checker.can(action, entry)) return 'allowed';
  ctx.forbidden(
    `Your role may not ${verb} ${pageTypeOf(uid)} "${documentId}" in ${String(entry.locale)}: its conditions for ${action} (locales, or only what you created) exclude this entry`,
  );
  return 'forbidden';
}

/** A required locale query parameter, or null after answering a 400. */
function requiredLocaleOf(ctx: Context): string | null {
  const locale = localeOf(ctx);
  if (locale === false) return null;
  if (locale === undefined) {
    ctx.badRequest('locale is required (e.g. ?locale=en-US)');
    return null;
  }
  return locale;
}

/** The route's document id, or null after answering a 400. */
function documentIdOf(ctx: Context): string | null {
  const id = String(ctx.params.documentId);
  if (DOCUMENT_ID.test(id)) return id;
  ctx.badRequest(`documentId: ${JSON.stringify(id.slice(0, 80))} is not a document id`);
  return null;
}

/** A numeric row id from the route, or null after answering a 400. */
function rowIdOf(ctx: Context, name: string): number | null {
  const raw = String(ctx.params[name]);
  if (ROW_ID.test(raw)) return Number(raw);
  ctx.badRequest(`${name} must be a positive whole number (got ${JSON.stringify(raw.slice(0, 80))})`);
  return null;
}

/** The page type of the route, or a 400 naming what is wrong (answered on ctx). */
function typeOf(ctx: Context): PageUid | null {
  const uid = pageUidOf(ctx.params.type);
  if (!uid) ctx.badRequest(`type must be ${TYPES} (got "${String(ctx.params.type)}")`);
  return uid;
}

/** The locale query parameter, undefined when absent, or false after answering a 400. */
function localeOf(ctx: Context): string | undefined | false {
  const { locale } = ctx.query;
  if (locale === undefined) return undefined;
  if (typeof locale !== 'string' || !LOCALE.test(locale)) {
    ctx.badRequest(`locale must be one locale code such as en-US (got ${JSON.stringify(locale)})`);
    return false;
  }
  return locale;
}

/** Answers `{ data: document with its published pair, meta: { changed } }` (changed: false when it already was so). */
async function run(strapi: Core.Strapi, ctx: Context, mode: PublishMode): Promise<void> {
  const uid = typeOf(ctx);
  const locale = localeOf(ctx);
  if (!uid || locale === false) return;
  const target = { uid, documentId: String(ctx.params.documentId), locale };
  if ((await allowedOnEntry(strapi, ctx, UPDATE, mode, target)) === 'forbidden') return;
  const { document, changed } = await setPublication(strapi, target, mode, actorOf(stateOf(ctx).user));
  ctx.body = { data: document, meta: { changed } };
}

/**
 * GET /publishing/pages/:type/states?locale=&documentIds=a,b: the computed state of each listed
 * document (documentState, the builder's dashboard rule), for the admin's list and edit view. Any
 * admin who may read the type may ask; documents without that locale are left out of the answer.
 */
async function states(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const uid = typeOf(ctx);
  const locale = localeOf(ctx);
  if (!uid || locale === false) return;
  if (!(ctx.state as AdminState).userAbility?.can(READ, uid)) return ctx.forbidden(`Your role may not read ${ctx.params.type}s (${READ} on ${uid})`);
  const raw = ctx.query.documentIds;
  if (typeof raw !== 'string' || !raw) return ctx.badRequest('documentIds must be document ids separated by commas (e.g. documentIds=abc,def)');
  const documentIds = [...new Set(raw.split(','))];
  const bad = documentIds.find((id) => !DOCUMENT_ID.test(id));
  if (bad !== undefined) return ctx.badRequest(`documentIds: ${JSON.stringify(bad.slice(0, 80))} is not a document id`);
  if (documentIds.length > MAX_STATES) return ctx.badRequest(`documentIds: at most ${MAX_STATES} at once (got ${documentIds.length})`);
  ctx.body = { data: await pageStates(strapi, uid, documentIds, locale) };
}

/** The type, document id and locale of a document route, or null after answering a 400 or 403 (the type's permission, then the entry's). */
async function documentRoute(
  strapi: Core.Strapi,
  ctx: Context,
  action: string,
  verb: string,
): Promise<{ uid: PageUid; documentId: string; locale: string; exists: boolean } | null> {
  const uid = typeOf(ctx);
  if (!uid) return null;
  const documentId = documentIdOf(ctx);
  const locale = documentId && requiredLocaleOf(ctx);
  if (!documentId || !locale || !allowed(ctx, action, uid, verb)) return null;
  const found = await allowedOnEntry(strapi, ctx, action, verb, { uid, documentId, locale });
  return found === 'forbidden' ? null : { uid, documentId, locale, exists: found === 'allowed' };
}

/** GET /publishing/pages/:type/:documentId/versions?locale=: the versions, newest first, without snapshots. */
async function versions(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const route = await documentRoute(strapi, ctx, READ, 'read');
  if (!route) return;
  if (!route.exists) return ctx.notFound(`No ${String(ctx.params.type)} "${route.documentId}" in ${route.locale}`);
  ctx.body = { data: await listVersions(strapi, route.uid, route.documentId, route.locale) };
}

/** GET /publishing/pages/:type/:documentId/versions/:id?locale=: one version with its snapshot. */
async function version(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const route = await documentRoute(strapi, ctx, READ, 'read');
  const id = route && rowIdOf(ctx, 'id');
  if (!route || !id) return;
  const found = await readVersion(strapi, route.uid, route.documentId, route.locale, id);
  if (!found) return ctx.notFound(`No version ${id} of ${String(ctx.params.type)} "${route.documentId}" in ${route.locale}`);
  ctx.body = { data: found };
}

/** POST /publishing/pages/:type/:documentId/versions/:id/restore?locale=: the version becomes the draft (never published). */
async function restore(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const route = await documentRoute(strapi, ctx, UPDATE, 'update');
  const id = route && rowIdOf(ctx, 'id');
  if (!route || !id) return;
  const document = await restoreVersion(strapi, route.uid, route.documentId, route.locale, id, actorOf(stateOf(ctx).user));
  ctx.body = { data: document };
}

/** POST /publishing/pages/:type/:documentId/schedule?locale= { action: "publish"|"unpublish", at: ISO moment }. */
async function schedule(strapi: Core.Strapi, ctx: Context): Promise<void> {
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
    const job = await scheduleJob(strapi, route, action, runAt, actorOf(stateOf(ctx).user));
    ctx.status = 201;
    ctx.body = { data: job };
  } catch (error) {
    if (!(error instanceof ScheduleConflict)) throw error;
    ctx.conflict(error.message);
  }
}

/** The page type names (article, landing-page) the admin may read. */
const readableTypes = (ctx: Context): PageType[] => (Object.keys(PAGE_UID) as PageType[]).filter((name) => stateOf(ctx).userAbility?.can(READ, PAGE_UID[name]));

/** GET /publishing/schedules?type=&documentId=&locale=: pending schedules (and failures of the last week) the admin may read. */
async function schedules(strapi: Core.Strapi, ctx: Context): Promise<void> {
  let types = readableTypes(ctx);
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
  ctx.body = { data: types.length ? await listJobs(strapi, { types, documentId, locale }) : [] };
}

/** DELETE /publishing/schedules/:id: cancels a pending schedule. */
async function cancel(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const id = rowIdOf(ctx, 'id');
  if (!id) return;
  const job = await findJob(strapi, id);
  if (!job || !stateOf(ctx).userAbility?.can(READ, PAGE_UID[job.type])) return ctx.notFound(`No schedule ${id}`);
  if (
    (await allowedOnEntry(strapi, ctx, UPDATE, 'cancel a schedule of', { uid: PAGE_UID[job.type], documentId: job.documentId, locale: job.locale })) ===
    'forbidden'
  )
    return;
  if (job.status !== 'pending' || !(await cancelJob(strapi, id)))
    return ctx.conflict(`Schedule ${id} is no longer pending (it is ${job.status === 'pending' ? 'running' : job.status})`);
  ctx.body = { data: { ...job, status: 'cancelled' } };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  publish: (ctx: Context) => run(strapi, ctx, 'publish'),
  unpublish: (ctx: Context) => run(strapi, ctx, 'unpublish'),
  states: (ctx: Context) => states(strapi, ctx),
  versions: (ctx: Context) => versions(strapi, ctx),
  version: (ctx: Context) => version(strapi, ctx),
  restore: (ctx: Context) => restore(strapi, ctx),
  schedule: (ctx: Context) => schedule(strapi, ctx),
  schedules: (ctx: Context) => schedules(strapi, ctx),
  cancel: (ctx: Context) => cancel(strapi, ctx),
});
