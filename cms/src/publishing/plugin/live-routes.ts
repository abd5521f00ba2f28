import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { PassThrough } from 'node:stream';
import { errors } from '@strapi/utils';
import { KEEP_ALIVE_MS, MAX_UPDATE_BYTES, parseLiveUpdate, type LiveChangeEvent, type LiveEvent } from 'contract/wire';
import { editorOf, liveRooms, LiveRefusal } from '../../live';
import { refusal } from '../../rate-limits';
import { READ } from '../permission';
import { adminOf, documentRoute } from './admin-access';
import type { LivePageEntry } from './live-fields';

/**
 * Live editing of a page (contract/wire live.ts). Both routes need the role's read permission on the type and its
 * conditions on the entry, as opening the page in the content manager does: an editor who may not read a page gets
 * no presence for it. Each stream opened and each update counts against the editor's `live` rate limit. The changes
 * and syncs (live-change-routes.ts) go through the same room with the update permission.
 */

/** A page's room (one per type, document and locale), the editor, and the entry as the permission was checked on. */
export interface LiveRoom extends LivePageEntry {
  page: string;
  userId: number;
}

/**
 * The page's room, once the role may `action` the type and this entry (403 naming it), the entry exists (404) and the
 * editor is within their `live` rate limit (429). Null after answering a 4xx.
 */
export async function roomOf(strapi: Core.Strapi, ctx: Context, action = READ, verb = 'read'): Promise<LiveRoom | null> {
  const route = await documentRoute(strapi, ctx, action, verb);
  if (!route) return null;
  if (!route.entry) {
    ctx.notFound(`No ${String(ctx.params.type)} "${route.documentId}" in ${route.locale}`);
    return null;
  }
  const userId = Number(adminOf(ctx).user?.id);
  const refused = await refusal(strapi, ctx, 'live', `editor:${userId}`, 'live-editing requests');
  if (refused) throw new errors.RateLimitError(refused);
  const { uid, documentId, locale, entry } = route;
  return { page: `${uid}:${documentId}:${locale}`, userId, uid, documentId, locale, entry };
}

/** Answers why the rooms refused (403, 410, 429), or a 503 when the hub's store cannot be reached. */
export function answerRefusal(strapi: Core.Strapi, ctx: Context, error: unknown): void {
  if (!(error instanceof LiveRefusal)) {
    // The hub's store (Redis) cannot be reached: nothing the editor did, and nothing to show but their own page.
    strapi.log.warn(`Live editing: ${error instanceof Error ? error.message : String(error)}`);
    ctx.status = 503;
    ctx.set('Retry-After', '10');
    ctx.body = {
      data: null,
      error: { status: 503, name: 'ServiceUnavailableError', message: 'Live editing is unavailable for a moment: try again shortly', details: {} },
    };
    return;
  }
  if (error.status === 429) throw new errors.RateLimitError(error.message);
  if (error.status === 403) return void ctx.forbidden(error.message);
  ctx.status = error.status;
  ctx.body = { data: null, error: { status: error.status, name: 'GoneError', message: error.message, details: {} } };
}

const frame = (event: LiveEvent | LiveChangeEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * GET /publishing/pages/:type/:documentId/live?locale=: the page's live events as Server-Sent Events, until the
 * client closes the stream (the tab leaves) or its tab expires (no update for PRESENCE_TTL_MS).
 */
export async function liveStreamRoute(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const room = await roomOf(strapi, ctx);
  if (!room) return;
  const rooms = liveRooms(strapi);
  const stream = new PassThrough();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(keepAlive);
    stream.end();
  };
  // A comment line: proxies keep the link open, and the client knows it is alive.
  const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  keepAlive.unref();
  let session: string;
  try {
    ({ session } = await rooms.join(room.page, editorOf(adminOf(ctx).user ?? {}), () => ({ send: (event) => !ended && stream.write(frame(event)), end })));
  } catch (error) {
    end();
    return answerRefusal(strapi, ctx, error);
  }
  // The answer's close: the client went (or the stream was ended). Not the request's, which is done once it is read.
  ctx.res.on('close', () => {
    end();
    void rooms.leave(room.page, session).catch((error: Error) => strapi.log.warn(`Live editing: a tab's leave was not stored (${error.message})`));
  });
  ctx.req.socket.setNoDelay(true);
  ctx.status = 200;
  ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
  ctx.set('Cache-Control', 'no-store');
  // nginx (the scale profile's balancer) passes each event on at once instead of buffering the answer.
  ctx.set('X-Accel-Buffering', 'no');
  ctx.body = stream;
}

/** POST /publishing/pages/:type/:documentId/live?locale= { session, selection }: the tab is there, with this selection. */
export async function liveUpdateRoute(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const body = (ctx.request as unknown as { body?: unknown }).body;
  if (JSON.stringify(body ?? null).length > MAX_UPDATE_BYTES)
    throw new errors.PayloadTooLargeError(`A live-editing update is ${MAX_UPDATE_BYTES} bytes at most`);
  const parsed = parseLiveUpdate(body);
  if ('error' in parsed) return ctx.badRequest(parsed.error);
  const room = await roomOf(strapi, ctx);
  if (!room) return;
  try {
    await liveRooms(strapi).update(room.page, parsed.update.session, room.userId, parsed.update.selection);
  } catch (error) {
    return answerRefusal(strapi, ctx, error);
  }
  ctx.status = 204;
}
