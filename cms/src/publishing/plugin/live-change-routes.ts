import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { MAX_CHANGE_BYTES, MAX_SYNC_BYTES, parseLiveChange, parseLiveSync } from 'contract/wire';
import { liveRooms } from '../../live';
import { UPDATE } from '../permission';
import { mayWriteChange, mayWriteSync } from './live-fields';
import { answerRefusal, roomOf } from './live-routes';

/**
 * Live changes of a page (contract/wire live-changes.ts): a tab's edits, and the page a tab sends one that joined.
 * Both need the role's update permission on the type and its conditions on the entry, as saving the page in the
 * content manager does, and the update permission on every field they write (live-fields.ts); both count against
 * the editor's `live` rate limit. The session must be an open tab of this page and this editor's.
 */

const bodyOf = (ctx: Context): unknown => (ctx.request as unknown as { body?: unknown }).body;

/** Its size as JSON, in bytes; a 413 when over `max`. */
function sizeWithin(body: unknown, max: number, what: string): void {
  if (Buffer.byteLength(JSON.stringify(body ?? null)) > max) throw new errors.PayloadTooLargeError(`A live-editing ${what} is ${max} bytes at most`);
}

/**
 * POST /publishing/pages/:type/:documentId/live/changes?locale= { session, seq, ops }: the tab's edits, to every tab
 * of the page (the sender's own included) as a `change` event. 204 once told.
 */
export async function liveChangesRoute(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const body = bodyOf(ctx);
  sizeWithin(body, MAX_CHANGE_BYTES, 'change');
  const parsed = parseLiveChange(body);
  if ('error' in parsed) return ctx.badRequest(parsed.error);
  const room = await roomOf(strapi, ctx, UPDATE, 'edit');
  if (!room || !mayWriteChange(strapi, ctx, room, parsed.change)) return;
  try {
    await liveRooms(strapi).change(room.page, parsed.change.session, room.userId, parsed.change);
  } catch (error) {
    return answerRefusal(strapi, ctx, error);
  }
  ctx.status = 204;
}

/**
 * POST /publishing/pages/:type/:documentId/live/sync?locale= { session, to, page }: the page as this tab has it, to
 * the tab `to` (an open tab of the page) alone, as a `sync` event. 204 once told.
 */
export async function liveSyncRoute(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const body = bodyOf(ctx);
  sizeWithin(body, MAX_SYNC_BYTES, 'sync');
  const parsed = parseLiveSync(body);
  if ('error' in parsed) return ctx.badRequest(parsed.error);
  const room = await roomOf(strapi, ctx, UPDATE, 'edit');
  if (!room || !mayWriteSync(strapi, ctx, room, parsed.sync)) return;
  try {
    await liveRooms(strapi).sync(room.page, parsed.sync.session, room.userId, parsed.sync);
  } catch (error) {
    return answerRefusal(strapi, ctx, error);
  }
  ctx.status = 204;
}
