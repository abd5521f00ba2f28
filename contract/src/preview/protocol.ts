/**
 * The messages between the page builder and the draft preview it frames (its visual canvas), and the
 * one check each side applies before reading one: the sender's origin is one it trusts and the sender
 * is the window it expects (the frame: its parent; the builder: its iframe's contentWindow). Shared by
 * the site (web/preview-live/) and the builder (builder/src/page-canvas/) through `contract/preview`. Everything else a message says is checked by its reader: the draft by
 * renderLiveDraft (the CMS's sanitising rules), frame requests by `frameRequest` below.
 */
import { SHORTCUT_COMMANDS, type ShortcutCommand } from './shortcuts.js';

/**
 * Builder → frame. A draft names the saved version of the page it was made from (`version`, the
 * document's updatedAt: the saved page around the blocks is read afresh for a new one, as after a
 * save) and whether it has unsaved changes (`unsaved: false` after a save: the page says nothing).
 */
export type BuilderMessage =
  | { type: 'builder:draft'; draft: unknown; draftSettings?: unknown; names?: unknown; selected?: unknown; version?: unknown; unsaved?: unknown }
  | { type: 'builder:select'; selected: unknown; names?: unknown }
  /** The keyboard moves onto the page: the selected block's toolbar takes the focus. */
  | { type: 'builder:focus' }
  /**
   * Edit this text in place: Enter in the panel field a click on the page focused, or a double click
   * whose edit lost the keyboard to that field. The builder has given the page the keyboard.
   */
  | { type: 'builder:edit'; index: unknown; field: unknown }
  /**
   * The page answers `preview:synced` with the same id at once: everything it sent before (a double
   * click's edit starting) has then reached the builder. The builder asks before it moves the keyboard.
   */
  | { type: 'builder:sync'; id: unknown }
  /** The blocks other editors have selected (live editing), each outlined on the page in that editor's colour. */
  | { type: 'builder:peers'; peers: unknown };

/** A block another editor has selected: its place on this page, their name and colour (`#rrggbb`), and the field they are writing in. */
export interface PeerOutline {
  index: number;
  name: string;
  colour: string;
  field?: string;
}

export type BlockAction = 'up' | 'down' | 'duplicate' | 'delete';

/**
 * The builder's shortcuts pressed on the page (shortcuts.ts), outside an in-place edit, and Escape there
 * ("leave": the keyboard goes back to the builder).
 */
export type BuilderCommand = ShortcutCommand | 'leave';

/** Frame → builder. `index` is a block's position on the page, `field` a path in the block ("items.0.answer"). */
export type FrameRequest =
  | { type: 'preview:ready' }
  | { type: 'preview:select'; index: number; field: string | null }
  | { type: 'preview:edit'; index: number; field: string; value: string }
  | { type: 'preview:action'; index: number; action: BlockAction }
  /** A block dragged on the page: from `index` to `to` (its position after the move). */
  | { type: 'preview:move'; index: number; to: number }
  | { type: 'preview:insert'; index: number }
  /** A new item at the end of the block's list at `field` ("items"), as the panel's "Add" does. */
  | { type: 'preview:add-item'; index: number; field: string }
  | { type: 'preview:command'; command: BuilderCommand }
  /**
   * An edit in place starts (`true`) or ends (`false`). The builder warns before the editor leaves with
   * a text still being written; the page holds new drafts back until the edit ends.
   */
  | { type: 'preview:editing'; editing: boolean }
  /** The answer to `builder:sync`. */
  | { type: 'preview:synced'; id: number };

interface MessageLike {
  origin: string;
  source: unknown;
}

/** The one check: from one of `origins` and from the `expected` window (never null). */
export function trustedMessage(event: MessageLike, origins: readonly string[], expected: unknown): boolean {
  return expected !== null && expected !== undefined && event.source === expected && origins.includes(event.origin);
}

const isRow = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIndex = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000;
/** A field path: names and item indexes separated by dots, as data-field carries them. */
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]{0,63}(?:\.(?:\d{1,4}|[A-Za-z_][A-Za-z0-9_]{0,63})){0,7}$/;
const ACTIONS: readonly BlockAction[] = ['up', 'down', 'duplicate', 'delete'];
const COMMANDS: readonly BuilderCommand[] = [...SHORTCUT_COMMANDS, 'leave'];
const MAX_VALUE = 200_000;

/** A sync's id: a counter of the builder's. */
export const isSyncId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export const isFieldPath = (value: unknown): value is string => typeof value === 'string' && FIELD_PATH.test(value);

/** A builder message's type, or null for anything else (other scripts' messages are ignored). */
export function builderMessageType(data: unknown): BuilderMessage['type'] | null {
  const type = isRow(data) ? data.type : null;
  return type === 'builder:draft' ||
    type === 'builder:select' ||
    type === 'builder:focus' ||
    type === 'builder:edit' ||
    type === 'builder:sync' ||
    type === 'builder:peers'
    ? type
    : null;
}

/** A frame request checked field by field, or null (ignored). */
export function frameRequest(data: unknown): FrameRequest | null {
  if (!isRow(data)) return null;
  switch (data.type) {
    case 'preview:ready':
      return { type: 'preview:ready' };
    case 'preview:select':
      if (!isIndex(data.index)) return null;
      return { type: 'preview:select', index: data.index, field: isFieldPath(data.field) ? data.field : null };
    case 'preview:edit':
      if (!isIndex(data.index) || !isFieldPath(data.field) || typeof data.value !== 'string' || data.value.length > MAX_VALUE) return null;
      return { type: 'preview:edit', index: data.index, field: data.field, value: data.value };
    case 'preview:action':
      if (!isIndex(data.index) || !ACTIONS.includes(data.action as BlockAction)) return null;
      return { type: 'preview:action', index: data.index, action: data.action as BlockAction };
    case 'preview:move':
      return isIndex(data.index) && isIndex(data.to) ? { type: 'preview:move', index: data.index, to: data.to } : null;
    case 'preview:insert':
      return isIndex(data.index) ? { type: 'preview:insert', index: data.index } : null;
    case 'preview:add-item':
      return isIndex(data.index) && isFieldPath(data.field) ? { type: 'preview:add-item', index: data.index, field: data.field } : null;
    case 'preview:command':
      return COMMANDS.includes(data.command as BuilderCommand) ? { type: 'preview:command', command: data.command as BuilderCommand } : null;
    case 'preview:editing':
      return typeof data.editing === 'boolean' ? { type: 'preview:editing', editing: data.editing } : null;
    case 'preview:synced':
      return isSyncId(data.id) ? { type: 'preview:synced', id: data.id } : null;
    default:
      return null;
  }
}

/** The names and selected position a builder message carries, checked. */
export function blockNames(value: unknown): string[] | null {
  return Array.isArray(value) ? value.map((name) => (typeof name === 'string' ? name.slice(0, 120) : '')) : null;
}

export const selectedIndex = (value: unknown): number | null => (isIndex(value) ? value : null);

const COLOUR = /^#[0-9a-f]{6}$/;
/** At most this many outlines (a page is open in at most 50 tabs). */
const MAX_PEERS = 50;

/** The outlines a `builder:peers` message carries, checked; anything malformed is left out. */
export function peerOutlines(value: unknown): PeerOutline[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, MAX_PEERS)
    .filter(
      (peer): peer is PeerOutline =>
        isRow(peer) && isIndex(peer.index) && typeof peer.name === 'string' && typeof peer.colour === 'string' && COLOUR.test(peer.colour),
    )
    .map((peer) => ({ index: peer.index, name: peer.name.slice(0, 80), colour: peer.colour, ...(isFieldPath(peer.field) ? { field: peer.field } : {}) }));
}

/** A saved version: a timestamp as the CMS writes it ("2026-11-25T09:30:00.000Z"). */
const VERSION = /^[0-9][0-9T:.Z+-]{0,39}$/;

/** The saved version a draft message names, checked, or null (none, or not a version). */
export const draftVersion = (value: unknown): string | null => (typeof value === 'string' && VERSION.test(value) ? value : null);
