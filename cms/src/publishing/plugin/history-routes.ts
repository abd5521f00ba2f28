import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { actorOf, listVersions, readVersion } from '../../history/versions';
import { restoreVersion } from '../../history/restore';
import { READ, UPDATE } from '../permission';
import { adminOf, documentRoute } from './admin-access';
import { rowIdOf } from './route-params';

/** GET /publishing/pages/:type/:documentId/versions?locale=: the versions, newest first, without snapshots. */
export async function versionsRoute(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const route = await documentRoute(strapi, ctx, READ, 'read');
  if (!route) return;
  if (!route.exists) return ctx.notFound(`No ${String(ctx.params.type)} "${route.documentId}" in ${route.locale}`);
  ctx.body = { data: await listVersions(strapi, route.uid, route.documentId, route.locale) };
}

/** GET /publishing/pages/:type/:documentId/versions/:id?locale=: one version with its snapshot. */
export async function versionRoute(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const route = await documentRoute(strapi, ctx, READ, 'read');
  const id = route && rowIdOf(ctx, 'id');
  if (!route || !id) return;
  const found = await readVersion(strapi, route.uid, route.documentId, route.locale, id);
  if (!found) return ctx.notFound(`No version ${id} of ${String(ctx.params.type)} "${route.documentId}" in ${route.locale}`);
  ctx.body = { data: found };
}

/** POST /publishing/pages/:type/:documentId/versions/:id/restore?locale=: the version becomes the draft (never published). */
export async function restoreRoute(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const route = await documentRoute(strapi, ctx, UPDATE, 'update');
  const id = route && rowIdOf(ctx, 'id');
  if (!route || !id) return;
  const document = await restoreVersion(strapi, route.uid, route.documentId, route.locale, id, actorOf(adminOf(ctx).user));
  ctx.body = { data: document };
}
