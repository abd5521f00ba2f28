import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pageUidOf, PAGE_TYPE_NAMES, type PageUid } from '../../content/page-types';
import { setPublication, type PublishMode } from '../publish';
import { pageStates } from '../states';

const TYPES = Object.keys(PAGE_TYPE_NAMES)
  .map((name) => `"${name}"`)
  .join(' or ');
/** A locale code such as en-US (which ones exist is the document's business: unknown ones are a 404). */
const LOCALE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2}$/;
/** A document id as Strapi makes them (lower-case letters and digits). */
const DOCUMENT_ID = /^[A-Za-z0-9]{1,64}$/;
/** At most one list page of Strapi's admin (its largest page size). */
export const MAX_STATES = 100;
const READ = 'plugin::content-manager.explorer.read';

interface AdminState {
  userAbility?: { can(action: string, subject?: unknown): boolean };
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
  const { document, changed } = await setPublication(strapi, { uid, documentId: String(ctx.params.documentId), locale }, mode);
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

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  publish: (ctx: Context) => run(strapi, ctx, 'publish'),
  unpublish: (ctx: Context) => run(strapi, ctx, 'unpublish'),
  states: (ctx: Context) => states(strapi, ctx),
});
