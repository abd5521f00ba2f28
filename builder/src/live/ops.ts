import type { LiveBlock, LiveOp, LivePath } from 'contract/wire';
import type { Block, Draft } from '../store/types';

/**
 * Live changes as operations on the page (contract/wire live-changes.ts): `applyOp` plays one on a draft, the same
 * way in every tab, and `diffDrafts` says what changed between two drafts of this tab as operations. Every operation
 * can be played twice with the same result (a set writes a value, an insert of a key already there does nothing, a
 * move puts a block after another), so a tab that hears its own change again, or takes a page that already had it,
 * stays right.
 */

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value);
/** An uploaded file (it has a mime type): replaced whole, never field by field. */
const isMedia = (value: Record_) => 'mime' in value;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
const MAX_PATH = 8;
/** Identity, not content: never sent as a field. */
const BLOCK_OWN = new Set(['__key', '__component']);

/** `target` with `value` at `path`; unchanged (the same object) when the path runs through something that is not there. */
function setAt(target: unknown, path: LivePath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    if (!Array.isArray(target) || head >= target.length) return target;
    const inner = setAt(target[head], rest, value);
    if (inner === target[head]) return target;
    const list = [...target];
    list[head] = inner;
    return list;
  }
  if (!isRecord(target)) return target;
  const record = target;
  const inner = rest.length === 0 ? value : setAt(record[head], rest, value);
  if (inner === record[head] && head in record) return target;
  return { ...record, [head]: inner };
}

/** `blocks` with `block` right after the block keyed `after` (at the top for null, at the end when it is gone). */
function placeAfter(blocks: readonly Block[], block: Block, after: string | null): Block[] {
  if (after === null) return [block, ...blocks];
  const at = blocks.findIndex((item) => item.__key === after);
  return at < 0 ? [...blocks, block] : [...blocks.slice(0, at + 1), block, ...blocks.slice(at + 1)];
}

/** The draft after one operation (the same draft when it changes nothing). */
export function applyOp(draft: Draft, op: LiveOp): Draft {
  switch (op.op) {
    case 'set': {
      if (op.in !== 'block') {
        const part = op.in;
        const fields = setAt(draft[part], op.path, op.value) as Draft[typeof part];
        return fields === draft[part] ? draft : { ...draft, [part]: fields };
      }
      const at = draft.blocks.findIndex((block) => block.__key === op.key);
      if (at < 0) return draft;
      const block = setAt(draft.blocks[at], op.path, op.value) as Block;
      if (block === draft.blocks[at]) return draft;
      const blocks = [...draft.blocks];
      blocks[at] = block;
      return { ...draft, blocks };
    }
    case 'insert':
      if (draft.blocks.some((block) => block.__key === op.key)) return draft;
      return { ...draft, blocks: placeAfter(draft.blocks, { ...op.block } as Block, op.after) };
    case 'remove':
      return draft.blocks.some((block) => block.__key === op.key) ? { ...draft, blocks: draft.blocks.filter((block) => block.__key !== op.key) } : draft;
    case 'move': {
      const block = draft.blocks.find((item) => item.__key === op.key);
      if (!block || op.after === op.key) return draft;
      const at = draft.blocks.indexOf(block);
      const before = at === 0 ? null : draft.blocks[at - 1].__key;
      if (before === op.after) return draft;
      return {
        ...draft,
        blocks: placeAfter(
          draft.blocks.filter((item) => item !== block),
          block,
          op.after,
        ),
      };
    }
    case 'saved':
      return draft;
  }
}

export const applyOps = (draft: Draft, ops: readonly LiveOp[]): Draft => ops.reduce(applyOp, draft);

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]));
  }
  return false;
}

/**
 * Calls `emit` with each smallest place where `next` differs from `previous`: into fields and into lists of the
 * same length; a list that grew or shrank, a file, or a value of another kind goes whole. A missing value is sent
 * as null (JSON has no undefined).
 */
function diffValue(previous: unknown, next: unknown, path: LivePath, emit: (path: LivePath, value: unknown) => void, skip?: ReadonlySet<string>): void {
  if (previous === next) return;
  const room = path.length < MAX_PATH;
  if (isRecord(previous) && isRecord(next) && !isMedia(previous) && !isMedia(next) && room) {
    const names = new Set([...Object.keys(previous), ...Object.keys(next)].filter((name) => !skip?.has(name)));
    // A record with a name that cannot be a path's step (only in data, never in a schema's fields) goes whole.
    if (path.length > 0 && [...names].some((name) => !FIELD_NAME.test(name))) return void (sameValue(previous, next) || emit(path, next ?? null));
    for (const name of names) if (FIELD_NAME.test(name)) diffValue(previous[name], next[name], [...path, name], emit);
    return;
  }
  if (Array.isArray(previous) && Array.isArray(next) && previous.length === next.length && path.length > 0 && room) {
    next.forEach((item, i) => diffValue(previous[i], item, [...path, i], emit));
    return;
  }
  if (path.length > 0 && !sameValue(previous, next)) emit(path, next === undefined ? null : next);
}

/** The keys of `keys` (indexes into the previous order) that keep their order: the longest increasing run. */
function staying(order: readonly string[], place: ReadonlyMap<string, number>): Set<string> {
  // Patience sorting: tails[k] is the index (in `order`) ending the best run of length k + 1.
  const tails: number[] = [];
  const parent: number[] = [];
  order.forEach((key, i) => {
    const value = place.get(key) as number;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((place.get(order[tails[mid]]) as number) < value) low = mid + 1;
      else high = mid;
    }
    parent[i] = low > 0 ? tails[low - 1] : -1;
    tails[low] = i;
  });
  const kept = new Set<string>();
  for (let i = tails.length ? tails[tails.length - 1] : -1; i >= 0; i = parent[i]) kept.add(order[i]);
  return kept;
}

/** A block as it travels (component ids go with it: they are the CMS's, and harmless; the key names it). */
export const toLiveBlock = (block: Block): LiveBlock => ({ ...block }) as LiveBlock;

/** The operations that turn the blocks `previous` into `next`: removals, then inserts and moves in order, then fields. */
function diffBlocks(previous: readonly Block[], next: readonly Block[]): LiveOp[] {
  const ops: LiveOp[] = [];
  const before = new Map(previous.map((block, i) => [block.__key, { block, i }]));
  const after = new Set(next.map((block) => block.__key));
  for (const block of previous) if (!after.has(block.__key)) ops.push({ op: 'remove', key: block.__key });
  const common = next.filter((block) => before.has(block.__key)).map((block) => block.__key);
  const kept = staying(common, new Map(common.map((key) => [key, before.get(key)!.i])));
  next.forEach((block, i) => {
    const place = i === 0 ? null : next[i - 1].__key;
    if (!before.has(block.__key)) ops.push({ op: 'insert', key: block.__key, after: place, block: toLiveBlock(block) });
    else if (!kept.has(block.__key)) ops.push({ op: 'move', key: block.__key, after: place });
  });
  for (const block of next) {
    const old = before.get(block.__key)?.block;
    if (old && old !== block) diffValue(old, block, [], (path, value) => ops.push({ op: 'set', in: 'block', key: block.__key, path, value }), BLOCK_OWN);
  }
  return ops;
}

/** What changed from `previous` to `next`, as operations that turn one into the other. */
export function diffDrafts(previous: Draft, next: Draft): LiveOp[] {
  if (previous === next) return [];
  const ops: LiveOp[] = [];
  if (previous.page !== next.page) diffValue(previous.page, next.page, [], (path, value) => ops.push({ op: 'set', in: 'page', path, value }));
  if (previous.settings !== next.settings)
    diffValue(previous.settings, next.settings, [], (path, value) => ops.push({ op: 'set', in: 'settings', path, value }));
  if (previous.blocks !== next.blocks) ops.push(...diffBlocks(previous.blocks, next.blocks));
  return ops;
}
