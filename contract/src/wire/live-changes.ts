/**
 * Live changes: the edits of every editor on a page reach the others' builders within a second, as small operations
 * on a shared identity of the blocks (each block's key, which the tabs on a page agree on: a tab that joins takes the
 * page, keys included, from one already there). The CMS checks each change against the sender's role and hands it
 * to every tab of the page in one order; each tab applies the others' changes and replays its own not yet handed
 * back on top (builder/src/live), so every tab ends with the same page. The protocol, beside live.ts's presence:
 *
 *   POST /publishing/pages/:type/:documentId/live/changes?locale=  { session, seq, ops }: this tab's edits
 *   POST /publishing/pages/:type/:documentId/live/sync?locale=     { session, to, page }: the page, for a newcomer
 *
 * Events on the stream: `change` ({ session, seq, ops }, to every tab, the sender's own included, which is how the
 * sender knows where its change stands in the order) and `sync` (to the one tab named).
 */

import { BLOCK_KEY, eventData, LIVE_SESSION } from './live.js';

/** A place in a block, the settings or the page fields: field names and list indexes (`["items", 0, "answer"]`). */
export type LivePath = (string | number)[];

/** Where a `set` writes. */
export type LiveTarget = 'block' | 'settings' | 'page';

/** One edit. Blocks are named by key; `after: null` is the top of the page. */
export type LiveOp =
  | { op: 'set'; in: 'block'; key: string; path: LivePath; value: unknown }
  | { op: 'set'; in: 'settings' | 'page'; path: LivePath; value: unknown }
  | { op: 'insert'; key: string; after: string | null; block: LiveBlock }
  | { op: 'remove'; key: string }
  | { op: 'move'; key: string; after: string | null }
  /**
   * The sender saved the page to the CMS, as version `updatedAt`, with everything heard before this in the order: a
   * builder that hears it need not merge that version when it saves (it has all of it). Writes nothing.
   */
  | { op: 'saved'; updatedAt: string };

/** A block as it travels: its component, its key and its fields (component ids are not sent). */
export interface LiveBlock {
  __component: string;
  __key: string;
  [field: string]: unknown;
}

/** What a tab posts: its edits in the order it made them; `seq` counts the tab's changes from 1. */
export interface LiveChange {
  session: string;
  seq: number;
  ops: LiveOp[];
}

/** The page as a tab has it: what a newcomer starts from. */
export interface LivePage {
  blocks: LiveBlock[];
  settings: Record<string, unknown>;
  page: Record<string, unknown>;
}

/** What a tab posts for a newcomer (`to`). */
export interface LiveSync {
  session: string;
  to: string;
  page: LivePage;
}

/** The stream's events for changes (the SSE event's name is the type). `editor` is the sender's admin id. */
export type LiveChangeEvent =
  { type: 'change'; session: string; editor: number; seq: number; ops: LiveOp[] } | { type: 'sync'; from: string; to: string; page: LivePage };

/** The largest change body the CMS reads, in bytes (a block duplicated with a long text is well under it). */
export const MAX_CHANGE_BYTES = 256_000;
/** The largest sync body, in bytes: a whole page. */
export const MAX_SYNC_BYTES = 900_000;
/** At most this many operations in one change. */
export const MAX_OPS = 500;
/**
 * A newcomer that has no page from the others after this long starts from the CMS's draft alone (and still takes a
 * page that comes later, until it makes an edit).
 */
export const SYNC_WAIT_MS = 4_000;
/** How long a tab gathers its edits before it posts them (typing sends at most this often). */
export const CHANGE_BATCH_MS = 60;

const COMPONENT = /^[a-z0-9-]{1,40}\.[a-z0-9-]{1,60}$/;
/** A field name: what Strapi allows, never `__proto__` and the like (nor the block's own `__key`, `__component`). */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
const MAX_PATH = 8;
const MAX_LIST_INDEX = 999;
/** Values are JSON; nesting deeper than this is junk (a block's deepest field is a few levels down). */
const MAX_DEPTH = 12;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isKey = (value: unknown): value is string => typeof value === 'string' && BLOCK_KEY.test(value);
const isAfter = (value: unknown): value is string | null => value === null || isKey(value);
const FORBIDDEN_NAMES = new Set(['constructor', 'prototype']);
/** A version's time as the CMS writes it (an ISO date in UTC). */
const VERSION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

/** A path, or null. */
export function parsePath(value: unknown): LivePath | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_PATH) return null;
  for (const [at, segment] of value.entries()) {
    if (typeof segment === 'number') {
      if (at === 0 || !Number.isInteger(segment) || segment < 0 || segment > MAX_LIST_INDEX) return null;
    } else if (typeof segment !== 'string' || !FIELD_NAME.test(segment) || FORBIDDEN_NAMES.has(segment)) return null;
  }
  return value as LivePath;
}

/** The depth of a JSON value, stopping early past `limit`; also refuses keys that could reach a prototype. */
function depthOk(value: unknown, limit: number): boolean {
  if (limit < 0) return false;
  if (Array.isArray(value)) return value.every((item) => depthOk(item, limit - 1));
  if (!isRecord(value)) return true;
  return Object.entries(value).every(([name, item]) => name !== '__proto__' && !FORBIDDEN_NAMES.has(name) && depthOk(item, limit - 1));
}

/** A block as sent: a known shape of component and key, fields of sane names and depth. */
export function parseBlock(value: unknown): LiveBlock | { error: string } {
  if (!isRecord(value)) return { error: 'must be a block object { __component, __key, …fields }' };
  if (typeof value.__component !== 'string' || !COMPONENT.test(value.__component))
    return { error: '__component must be a component name such as "blocks.hero"' };
  if (!isKey(value.__key)) return { error: '__key must be a block key (letters, digits, "-" and "_", 64 at most)' };
  for (const [name, field] of Object.entries(value)) {
    if (name === '__component' || name === '__key') continue;
    if (!FIELD_NAME.test(name) || FORBIDDEN_NAMES.has(name)) return { error: `has a field of a name no block has ("${name.slice(0, 40)}")` };
    if (!depthOk(field, MAX_DEPTH)) return { error: `field "${name}" is nested deeper than ${MAX_DEPTH} levels` };
  }
  return value as LiveBlock;
}

/** One operation, or a message naming what is wrong with it. */
export function parseOp(value: unknown): LiveOp | { error: string } {
  if (!isRecord(value)) return { error: 'must be an object such as { op: "set", in: "block", key, path, value }' };
  const fields = (...names: string[]) => Object.keys(value).find((name) => !names.includes(name));
  switch (value.op) {
    case 'set': {
      const extra = value.in === 'block' ? fields('op', 'in', 'key', 'path', 'value') : fields('op', 'in', 'path', 'value');
      if (extra !== undefined) return { error: `has an unknown field "${extra.slice(0, 40)}"` };
      if (value.in !== 'block' && value.in !== 'settings' && value.in !== 'page') return { error: 'in must be "block", "settings" or "page"' };
      const path = parsePath(value.path);
      if (!path) return { error: `path must be 1 to ${MAX_PATH} field names and list indexes, starting with a field name (["items", 0, "answer"])` };
      if (!('value' in value)) return { error: 'value is required (null to empty a field)' };
      if (!depthOk(value.value, MAX_DEPTH))
        return { error: `value is nested deeper than ${MAX_DEPTH} levels, or has a field named __proto__, constructor or prototype` };
      if (value.in !== 'block') return { op: 'set', in: value.in, path, value: value.value };
      if (!isKey(value.key)) return { error: 'key must be a block key' };
      return { op: 'set', in: 'block', key: value.key, path, value: value.value };
    }
    case 'insert': {
      const extra = fields('op', 'key', 'after', 'block');
      if (extra !== undefined) return { error: `has an unknown field "${extra.slice(0, 40)}"` };
      if (!isKey(value.key) || !isAfter(value.after)) return { error: 'key must be a block key, after a block key or null' };
      const block = parseBlock(value.block);
      if ('error' in block) return { error: `block ${block.error}` };
      if (block.__key !== value.key) return { error: 'block.__key must be the operation\u2019s key' };
      return { op: 'insert', key: value.key, after: value.after, block };
    }
    case 'remove': {
      const extra = fields('op', 'key');
      if (extra !== undefined) return { error: `has an unknown field "${extra.slice(0, 40)}"` };
      return isKey(value.key) ? { op: 'remove', key: value.key } : { error: 'key must be a block key' };
    }
    case 'move': {
      const extra = fields('op', 'key', 'after');
      if (extra !== undefined) return { error: `has an unknown field "${extra.slice(0, 40)}"` };
      if (!isKey(value.key) || !isAfter(value.after)) return { error: 'key must be a block key, after a block key or null' };
      return { op: 'move', key: value.key, after: value.after };
    }
    case 'saved': {
      const extra = fields('op', 'updatedAt');
      if (extra !== undefined) return { error: `has an unknown field "${extra.slice(0, 40)}"` };
      return typeof value.updatedAt === 'string' && VERSION.test(value.updatedAt)
        ? { op: 'saved', updatedAt: value.updatedAt }
        : { error: 'updatedAt must be the saved version\u2019s time, such as "2026-11-29T10:00:00.000Z"' };
    }
    default:
      return { error: 'op must be "set", "insert", "remove", "move" or "saved"' };
  }
}

const sessionError = 'session must be the session the stream\u2019s hello event named (24 hex digits)';

/** A tab's change, or a message naming what is wrong (the CMS answers it with a 400). */
export function parseLiveChange(body: unknown): { change: LiveChange } | { error: string } {
  if (!isRecord(body)) return { error: 'The body must be a JSON object { session, seq, ops }' };
  const extra = Object.keys(body).find((key) => !['session', 'seq', 'ops'].includes(key));
  if (extra !== undefined) return { error: `Unknown field "${extra.slice(0, 40)}": the body is { session, seq, ops }` };
  if (typeof body.session !== 'string' || !LIVE_SESSION.test(body.session)) return { error: sessionError };
  if (!Number.isSafeInteger(body.seq) || (body.seq as number) < 1) return { error: 'seq must be a whole number from 1 (the tab\u2019s count of its changes)' };
  if (!Array.isArray(body.ops) || body.ops.length === 0 || body.ops.length > MAX_OPS) return { error: `ops must be a list of 1 to ${MAX_OPS} operations` };
  const ops: LiveOp[] = [];
  for (const [at, value] of body.ops.entries()) {
    const op = parseOp(value);
    if ('error' in op) return { error: `ops[${at}] ${op.error}` };
    ops.push(op);
  }
  return { change: { session: body.session, seq: body.seq as number, ops } };
}

/** A page as sent, or a message naming what is wrong. */
export function parseLivePage(value: unknown): LivePage | { error: string } {
  if (!isRecord(value)) return { error: 'page must be an object { blocks, settings, page }' };
  const extra = Object.keys(value).find((key) => !['blocks', 'settings', 'page'].includes(key));
  if (extra !== undefined) return { error: `page has an unknown field "${extra.slice(0, 40)}"` };
  if (!Array.isArray(value.blocks) || value.blocks.length > MAX_OPS) return { error: `page.blocks must be a list of at most ${MAX_OPS} blocks` };
  const blocks: LiveBlock[] = [];
  const keys = new Set<string>();
  for (const [at, item] of value.blocks.entries()) {
    const block = parseBlock(item);
    if ('error' in block) return { error: `page.blocks[${at}] ${block.error}` };
    if (keys.has(block.__key)) return { error: `page.blocks[${at}] has the key of an earlier block` };
    keys.add(block.__key);
    blocks.push(block);
  }
  for (const part of ['settings', 'page'] as const) {
    const fields = value[part];
    if (!isRecord(fields)) return { error: `page.${part} must be an object of fields` };
    const bad = Object.keys(fields).find((name) => !FIELD_NAME.test(name) || FORBIDDEN_NAMES.has(name));
    if (bad !== undefined) return { error: `page.${part} has a field of a name no page has ("${bad.slice(0, 40)}")` };
    if (!depthOk(fields, MAX_DEPTH)) return { error: `page.${part} is nested deeper than ${MAX_DEPTH} levels` };
  }
  return { blocks, settings: value.settings as Record<string, unknown>, page: value.page as Record<string, unknown> };
}

/** A sync for a newcomer, or a message naming what is wrong. */
export function parseLiveSync(body: unknown): { sync: LiveSync } | { error: string } {
  if (!isRecord(body)) return { error: 'The body must be a JSON object { session, to, page }' };
  const extra = Object.keys(body).find((key) => !['session', 'to', 'page'].includes(key));
  if (extra !== undefined) return { error: `Unknown field "${extra.slice(0, 40)}": the body is { session, to, page }` };
  if (typeof body.session !== 'string' || !LIVE_SESSION.test(body.session)) return { error: sessionError };
  if (typeof body.to !== 'string' || !LIVE_SESSION.test(body.to)) return { error: 'to must be the session of the tab that joined (24 hex digits)' };
  const page = parseLivePage(body.page);
  return 'error' in page ? page : { sync: { session: body.session, to: body.to, page } };
}

/** A change or sync event of the stream (its type and JSON data), or null for anything else. */
export function parseLiveChangeEvent(type: string, data: string): LiveChangeEvent | null {
  const value = type === 'change' || type === 'sync' ? eventData(type, data) : null;
  if (!value) return null;
  if (type === 'change') {
    const parsed = parseLiveChange({ session: value.session, seq: value.seq, ops: value.ops });
    if ('error' in parsed || !Number.isSafeInteger(value.editor)) return null;
    return { type, editor: value.editor as number, ...parsed.change };
  }
  if (typeof value.from !== 'string' || !LIVE_SESSION.test(value.from) || typeof value.to !== 'string' || !LIVE_SESSION.test(value.to)) return null;
  const page = parseLivePage(value.page);
  return 'error' in page ? null : { type: 'sync', from: value.from, to: value.to, page };
}

/**
 * Where an operation writes (null: nowhere, a `saved`), as Strapi names the page's fields: `draft` (the blocks),
 * `draftSettings.<field>`, or a page field. A role's field permissions name the fields inside components (`draftSettings.eventDates.startDate`),
 * so the CMS follows the operation's path from here to every field it reaches (cms/src/publishing/plugin/live-fields.ts).
 */
export function fieldOfOp(op: LiveOp): string | null {
  if (op.op === 'saved') return null;
  if (op.op !== 'set' || op.in === 'block') return 'draft';
  return op.in === 'settings' ? `draftSettings.${String(op.path[0])}` : String(op.path[0]);
}
