/**
 * Live editing of one page (a type, a document id and a locale): which editors have it open in the builder and
 * which block each has selected. The CMS keeps it (src/live), the builder shows it (src/live). The protocol:
 *
 *   GET  /publishing/pages/:type/:documentId/live?locale=   a stream of Server-Sent Events (text/event-stream),
 *        opened with the admin's JWT; its first event, `hello`, names the stream's session and who is there
 *   POST /publishing/pages/:type/:documentId/live?locale=   { session, selection }: this tab is still there, with
 *        this block selected (or none); sent at least every HEARTBEAT_MS
 *
 * Events: `hello`, `presence` (an editor arrived or changed their selection), `leave` (a tab closed, or was not
 * heard from for PRESENCE_TTL_MS). The server writes a comment line every KEEP_ALIVE_MS, so a client that hears
 * nothing for SILENCE_MS knows the link is down and connects again.
 */

import { isFieldPath } from '../preview/protocol.js';

/** How often an open builder says it is still there. */
export const HEARTBEAT_MS = 3_000;
/** A tab not heard from for this long is gone (closed without a goodbye, or its network dropped). */
export const PRESENCE_TTL_MS = 8_000;
/** The server's keep-alive on the stream: it keeps proxies from closing an idle link and shows the client it is up. */
export const KEEP_ALIVE_MS = 4_000;
/** A client that hears nothing for this long on its stream connects again. */
export const SILENCE_MS = 10_000;
/** At most this many tabs on one page. */
export const MAX_TABS_PER_PAGE = 50;
/** The largest update body the CMS reads, in bytes. */
export const MAX_UPDATE_BYTES = 1_024;

/** Who is editing: the admin user, as the others see them. The CMS derives all of it from the signed-in user. */
export interface LiveEditor {
  id: number;
  name: string;
  /** One or two letters for the avatar. */
  initials: string;
  /** `#rrggbb`, with white text on it at a contrast of at least 4.5:1. */
  colour: string;
}

/**
 * The block a tab has selected. `index` is its place in that tab's page; `id` the block's component id in the CMS
 * when it has been saved (the others find it by id first, as their page may be ordered differently for a moment).
 */
export interface LiveSelection {
  index: number;
  id: number | null;
  /** The block's key, which the tabs of a page share once they take changes live (live-changes.ts); found by it first. */
  key?: string | null;
  /** The block's component (`blocks.hero`); the others match it before showing the selection. */
  component: string;
  /** The field being edited, as a path (`items.0.answer`), or null. */
  field: string | null;
}

/** One open tab of the page. */
export interface LivePresence {
  session: string;
  editor: LiveEditor;
  selection: LiveSelection | null;
}

/** What the stream sends (the SSE event's name is the type; its data the JSON of the whole event). */
export type LiveEvent =
  { type: 'hello'; session: string; present: LivePresence[] } | { type: 'presence'; presence: LivePresence } | { type: 'leave'; session: string };

/** What the client posts. */
export interface LiveUpdate {
  session: string;
  selection: LiveSelection | null;
}

/** A block's key as the builder makes them. */
export const BLOCK_KEY = /^[A-Za-z0-9_-]{1,64}$/;
/** A session as the CMS makes them: 24 hex digits. */
export const LIVE_SESSION = /^[0-9a-f]{24}$/;
const COMPONENT = /^[a-z0-9-]{1,40}\.[a-z0-9-]{1,60}$/;
const COLOUR = /^#[0-9a-f]{6}$/;
/** The most blocks a page can have is far below this; a larger index is junk. */
const MAX_INDEX = 9_999;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIndex = (value: unknown, max: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;
const isString = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** A selection, or a message naming what is wrong with it. */
export function parseSelection(value: unknown): { selection: LiveSelection | null } | { error: string } {
  if (value === null) return { selection: null };
  if (!isRecord(value)) return { error: 'selection must be an object { index, id, key, component, field } or null' };
  const extra = Object.keys(value).find((key) => !['index', 'id', 'key', 'component', 'field'].includes(key));
  if (extra !== undefined) return { error: `selection has an unknown field "${extra.slice(0, 40)}"` };
  if (!isIndex(value.index, MAX_INDEX)) return { error: `selection.index must be a whole number from 0 to ${MAX_INDEX}` };
  if (value.id !== null && !isIndex(value.id, 2 ** 31 - 1)) return { error: 'selection.id must be a positive whole number or null' };
  if (typeof value.component !== 'string' || !COMPONENT.test(value.component))
    return { error: 'selection.component must be a component name such as "blocks.hero"' };
  if (value.field !== null && !isFieldPath(value.field)) return { error: 'selection.field must be a field path such as "items.0.answer", or null' };
  const key = value.key ?? null;
  if (key !== null && (typeof key !== 'string' || !BLOCK_KEY.test(key)))
    return { error: 'selection.key must be a block key (letters, digits, "-" and "_"), or null' };
  return { selection: { index: value.index, id: value.id as number | null, key, component: value.component, field: value.field as string | null } };
}

/** A client's update, or a message naming what is wrong (the CMS answers it with a 400). */
export function parseLiveUpdate(body: unknown): { update: LiveUpdate } | { error: string } {
  if (!isRecord(body)) return { error: 'The body must be a JSON object { session, selection }' };
  const extra = Object.keys(body).find((key) => key !== 'session' && key !== 'selection');
  if (extra !== undefined) return { error: `Unknown field "${extra.slice(0, 40)}": the body is { session, selection }` };
  if (typeof body.session !== 'string' || !LIVE_SESSION.test(body.session))
    return { error: 'session must be the session the stream\u2019s hello event named (24 hex digits)' };
  if (!('selection' in body)) return { error: 'selection is required (null when no block is selected)' };
  const parsed = parseSelection(body.selection);
  return 'error' in parsed ? parsed : { update: { session: body.session, selection: parsed.selection } };
}

function parseEditor(value: unknown): LiveEditor | null {
  if (!isRecord(value) || !isIndex(value.id, 2 ** 31 - 1) || !isString(value.name, 200) || !isString(value.initials, 4)) return null;
  if (typeof value.colour !== 'string' || !COLOUR.test(value.colour)) return null;
  return { id: value.id, name: value.name, initials: value.initials, colour: value.colour };
}

/** A presence as sent by the CMS, or null for anything else. */
export function parsePresence(value: unknown): LivePresence | null {
  if (!isRecord(value) || typeof value.session !== 'string' || !LIVE_SESSION.test(value.session)) return null;
  const editor = parseEditor(value.editor);
  const selection = parseSelection(value.selection ?? null);
  if (!editor || 'error' in selection) return null;
  return { session: value.session, editor, selection: selection.selection };
}

/** A stream event's JSON data as an object whose `type` is the event's name, or null. */
export function eventData(type: string, data: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  return isRecord(value) && value.type === type ? value : null;
}

/** An event of the stream (its type and JSON data), or null for anything the client does not know. */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  const value = eventData(type, data);
  if (!value) return null;
  if (type === 'hello') {
    if (typeof value.session !== 'string' || !LIVE_SESSION.test(value.session) || !Array.isArray(value.present)) return null;
    const present = value.present.map(parsePresence);
    return present.every((entry) => entry !== null) ? { type, session: value.session, present: present as LivePresence[] } : null;
  }
  if (type === 'presence') {
    const presence = parsePresence(value.presence);
    return presence && { type, presence };
  }
  if (type === 'leave') return typeof value.session === 'string' && LIVE_SESSION.test(value.session) ? { type, session: value.session } : null;
  return null;
}
