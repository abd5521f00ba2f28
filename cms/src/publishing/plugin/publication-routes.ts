import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { setPublication, type PublishMode } from '../publish';
import { pageStates } from '../states';
import { actorOf } from '../../history/versions';
import { READ, readScope, UPDATE } from '../permission';
import { adminOf, allowed, allowedEntry } from './admin-access';
import { DOCUMENT_ID, localeOf, typeOf } from './route-params';
import { PAGE_UID } from 'contract/rules';

/** At most one list page of Strapi's admin (its largest page size). */
export const MAX_STATES = 100;

/**
 * POST /publishing/pages/:type/:documentId/publish|unpublish?locale=: answers `{ data: document with
 * its published pair, meta: { changed, withoutPublishDate } }` (changed: false when it already was
 * so; withoutPublishDate: a published article without a publish date, which the newsroom does not
 * list and whose page stays hidden until it has one). The entry's own permission conditions are
 * checked on the entry as the action reads it (one read of the document).
 */
export async function setPublicationRoute(strapi: Core.Strapi, ctx: Context, mode: PublishMode): Promise<void> {
  const uid = typeOf(ctx);
  const locale = localeOf(ctx);
  if (!uid || locale === false) return;
  const target = { uid, documentId: String(ctx.params.documentId), locale };
  const done = await setPublication(strapi, target, mode, actorOf(adminOf(ctx).user), (entry) => allowedEntry(strapi, ctx, UPDATE, mode, target, entry));
  if (!done) return;
  const settings = (done.document as { publishedSettings?: { datePublished?: unknown } | null }).publishedSettings;
  const withoutPublishDate = mode === 'publish' && uid === PAGE_UID.article && !settings?.datePublished;
  ctx.body = { data: done.document, meta: { changed: done.changed, withoutPublishDate } };
}

/**
 * GET /publishing/pages/:type/states?locale=&documentIds=a,b: the computed state of each listed
 * document (documentState, the builder's dashboard rule), for the admin's list and edit view. Any
 * admin who may read the type may ask; the answer holds the documents their role may read (its
 * conditions as the content manager's list applies them, in the query): documents without that
 * locale, or that the role may not read, are left out.
 */
export async function statesRoute(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const uid = typeOf(ctx);
  const locale = localeOf(ctx);
  if (!uid || locale === false || !allowed(ctx, READ, uid, 'read')) return;
  const raw = ctx.query.documentIds;
  if (typeof raw !== 'string' || !raw) return ctx.badRequest('documentIds must be document ids separated by commas (e.g. documentIds=abc,def)');
  const documentIds = [...new Set(raw.split(','))];
  const bad = documentIds.find((id) => !DOCUMENT_ID.test(id));
  if (bad !== undefined) return ctx.badRequest(`documentIds: ${JSON.stringify(bad.slice(0, 80))} is not a document id`);
  if (documentIds.length > MAX_STATES) return ctx.badRequest(`documentIds: at most ${MAX_STATES} at once (got ${documentIds.length})`);
  const scope = await readScope(strapi, adminOf(ctx).userAbility, uid);
  if (!scope) return; // null only for a role that may not read the type: refused above
  ctx.body = { data: await pageStates(strapi, uid, { documentIds, locale, readable: scope.filters }) };
}
