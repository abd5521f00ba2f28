import type { Data } from '../schema/defaults';
import type { Block, Draft } from '../store/types';

/**
 * Three-way merge of a page: the base (the version this tab loaded or last saved), mine (the editor's
 * unsaved work) and theirs (what the CMS has now). Changes made on one side only are taken without
 * asking and those from the other side are listed; a field both sides changed to different values,
 * a block one side removed while the other edited it, and a block order both sides changed
 * differently are conflicts the editor decides. Nothing is dropped without being listed or asked.
 *
 * Blocks are matched across versions: mine to base by client key (`__key`, kept from loading), theirs
 * to base by component id when it is unchanged, else by content — an identical block first, then
 * the most similar block of the same component (at least half of its fields equal). The builder
 * strips component ids when it saves (the CMS recreates the components), so after another tab's save
 * its blocks carry new ids and only their content identifies them: a block whose fields the other
 * side changed for the most part counts as removed and added.
 */

export type Side = 'mine' | 'theirs';

export type Conflict =
  | { id: string; kind: 'field'; where: string; base: unknown; mine: unknown; theirs: unknown }
  | { id: string; kind: 'removed'; where: string; removedBy: Side }
  | { id: string; kind: 'order'; where: string; mine: string[]; theirs: string[] };

export interface MergeOptions {
  /** A component's display name (the block's name in messages). */
  blockName?(uid: string): string;
  /** A field's label in `model` (a component uid, or the page/settings model below); the field's name made readable by default. */
  fieldLabel?(model: string, field: string): string | undefined;
  pageModel?: string;
  settingsModel?: string;
}

export interface MergeResult {
  /** The decisions to take, in page order. */
  conflicts: Conflict[];
  /** What came in from theirs without asking (and what they removed). */
  incoming: string[];
  /** The merged draft with these choices (a conflict without a choice keeps mine, and keeps a block). */
  resolve(choices: Readonly<Record<string, Side>>): Draft;
}

const META = new Set(['id', '__key', '__component']);

/** No value: null, undefined, '', [], or a component whose fields are all empty (the CMS answers one where the builder may hold null). */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value !== 'object' || 'mime' in value || 'documentId' in value) return false;
  return Object.entries(value).every(([key, item]) => key === 'id' || key === '__key' || isEmpty(item));
}

/** A component's data (merged field by field), not an upload file (`mime`) or a related document (`documentId`). */
function isRecord(value: unknown): value is Data {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !('mime' in value) && !('documentId' in value);
}

/**
 * Equal content: component ids and client keys are ignored (they change with every save), an upload
 * file is its id, a related document its documentId; null, undefined, '', [] and a component of empty fields are all "empty".
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameContent(item, b[index]));
  }
  const left = a as Data;
  const right = b as Data;
  if ('mime' in left || 'mime' in right) return left.id === right.id;
  if ('documentId' in left || 'documentId' in right) return left.documentId === right.documentId;
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    if (key === 'id' || key === '__key') continue;
    if (!sameContent(left[key], right[key])) return false;
  }
  return true;
}

function similarity(a: Block, b: Block): number {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !META.has(key));
  if (!keys.length) return 1;
  return keys.filter((key) => sameContent(a[key], b[key])).length / keys.length;
}

/**
 * For each base block, the index of the same block in `other`, or -1 when it is not there (removed).
 * `byKey`: the other side keeps the base's client keys (this tab's work); theirs does not.
 */
export function matchBlocks(base: readonly Block[], other: readonly Block[], byKey: boolean): number[] {
  const match = base.map(() => -1);
  const taken = new Set<number>();
  const pair = (i: number, j: number) => {
    match[i] = j;
    taken.add(j);
  };
  const free = (j: number, i: number) => !taken.has(j) && match[i] < 0 && other[j].__component === base[i].__component;
  if (byKey) {
    const at = new Map(other.map((block, j) => [block.__key, j]));
    base.forEach((block, i) => {
      const j = at.get(block.__key);
      if (j !== undefined && free(j, i)) pair(i, j);
    });
  }
  // The same component id (a CMS that kept it), then the same content, in page order.
  base.forEach((block, i) => {
    if (typeof block.id !== 'number') return;
    const j = other.findIndex((candidate, k) => free(k, i) && candidate.id === block.id);
    if (j >= 0) pair(i, j);
  });
  base.forEach((block, i) => {
    const j = other.findIndex((candidate, k) => free(k, i) && sameContent(candidate, block));
    if (j >= 0) pair(i, j);
  });
  // Then the most similar block of the same component, nearest first on a tie.
  const pairs: { i: number; j: number; score: number }[] = [];
  base.forEach((block, i) => {
    if (match[i] >= 0) return;
    other.forEach((candidate, j) => {
      if (!free(j, i)) return;
      const score = similarity(block, candidate);
      if (score >= 0.5) pairs.push({ i, j, score });
    });
  });
  pairs.sort((a, b) => b.score - a.score || Math.abs(a.i - a.j) - Math.abs(b.i - b.j));
  for (const { i, j } of pairs) if (free(j, i)) pair(i, j);
  return match;
}

const readable = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One entry of the merged page: where it comes from on each side. */
interface Item {
  base: Block | null;
  mine: Block | null;
  theirs: Block | null;
  baseIndex: number;
  mineIndex: number;
  theirsIndex: number;
}

const sameList = (a: readonly Item[], b: readonly Item[]) => a.length === b.length && a.every((item, index) => item === b[index]);

export function threeWayMerge(base: Draft, mine: Draft, theirs: Draft, options: MergeOptions = {}): MergeResult {
  const blockName = options.blockName ?? ((uid: string) => uid);
  const label = (model: string, field: string) => options.fieldLabel?.(model, field) ?? readable(field);

  const mineMatch = matchBlocks(base.blocks, mine.blocks, true);
  const theirsMatch = matchBlocks(base.blocks, theirs.blocks, false);
  const items: Item[] = base.blocks.map((block, i) => ({
    base: block,
    mine: mineMatch[i] >= 0 ? mine.blocks[mineMatch[i]] : null,
    theirs: theirsMatch[i] >= 0 ? theirs.blocks[theirsMatch[i]] : null,
    baseIndex: i,
    mineIndex: mineMatch[i],
    theirsIndex: theirsMatch[i],
  }));
  const mineTaken = new Set(mineMatch);
  const theirsTaken = new Set(theirsMatch);
  const mineAdded: Item[] = [];
  mine.blocks.forEach((block, j) => {
    if (!mineTaken.has(j)) mineAdded.push({ base: null, mine: block, theirs: null, baseIndex: -1, mineIndex: j, theirsIndex: -1 });
  });
  theirs.blocks.forEach((block, j) => {
    if (theirsTaken.has(j)) return;
    // Both sides added the same block: one block.
    const twin = mineAdded.find((item) => !item.theirs && item.mine!.__component === block.__component && sameContent(item.mine, block));
    if (twin) {
      twin.theirs = block;
      twin.theirsIndex = j;
    } else items.push({ base: null, mine: null, theirs: block, baseIndex: -1, mineIndex: -1, theirsIndex: j });
  });
  items.push(...mineAdded);

  const removedBy = (item: Item): Side | null => {
    if (!item.base) return null;
    if (!item.mine && item.theirs && !sameContent(item.base, item.theirs)) return 'mine';
    if (item.mine && !item.theirs && !sameContent(item.base, item.mine)) return 'theirs';
    return null;
  };

  const resolve = (choices: Readonly<Record<string, Side>>, collect?: { conflicts: Conflict[]; incoming: string[] }) => {
    const conflict = (entry: Conflict) => collect?.conflicts.push(entry);
    const came = (text: string) => collect?.incoming.push(text);

    // Which blocks stay.
    const kept = items.filter((item) => {
      const by = removedBy(item);
      if (by) return choices[`removed:${item.baseIndex}`] !== by;
      if (item.base) return !!item.mine && !!item.theirs;
      return true;
    });

    // Order: the blocks both sides kept, as the side that reordered them has them; then the blocks
    // only one side has, after the block they follow on that side.
    const common = kept.filter((item) => item.mine && item.theirs);
    const byBase = [...common].sort((a, b) => a.baseIndex - b.baseIndex);
    const byMine = [...common].sort((a, b) => a.mineIndex - b.mineIndex);
    const byTheirs = [...common].sort((a, b) => a.theirsIndex - b.theirsIndex);
    let order: Item[];
    let theirOrder = false;
    if (sameList(byMine, byTheirs) || sameList(byTheirs, byBase)) order = byMine;
    else if (sameList(byMine, byBase)) {
      order = byTheirs;
      theirOrder = true;
    } else order = choices.order === 'theirs' ? byTheirs : byMine;
    // Theirs first, then mine: at the same place, my block comes first. A block after the last one
    // both sides have stays at the end.
    const result = [...order];
    for (const side of ['theirs', 'mine'] as const) {
      const index = side === 'mine' ? 'mineIndex' : 'theirsIndex';
      const sequence = kept.filter((item) => item[side]).sort((a, b) => a[index] - b[index]);
      let lastShared = -1;
      sequence.forEach((item, position) => {
        if (result.includes(item)) lastShared = position;
      });
      let last = -1;
      sequence.forEach((item, position) => {
        const at = result.indexOf(item);
        if (at >= 0) last = at;
        else if (lastShared >= 0 && position > lastShared) result.push(item);
        else result.splice(++last, 0, item);
      });
    }
    const where = (item: Item) => `Block ${result.indexOf(item) + 1} (${blockName((item.mine ?? item.theirs ?? item.base)!.__component)})`;
    const nameOf = (item: Item) => blockName((item.mine ?? item.theirs ?? item.base)!.__component);

    if (!sameList(byMine, byBase) && !sameList(byTheirs, byBase) && !sameList(byMine, byTheirs))
      conflict({ id: 'order', kind: 'order', where: 'Block order', mine: byMine.map(nameOf), theirs: byTheirs.map(nameOf) });
    else if (theirOrder) came('Block order');

    // Field by field, recursively through nested and repeatable components.
    const mergeValue = (b: unknown, m: unknown, t: unknown, id: string, at: string): unknown => {
      if (sameContent(m, t)) return m;
      if (sameContent(b, m)) {
        came(at);
        return t;
      }
      if (sameContent(b, t)) return m;
      if (isRecord(b) && isRecord(m) && isRecord(t)) return mergeRecord(b, m, t, id, at, null);
      if (Array.isArray(b) && Array.isArray(m) && Array.isArray(t) && b.length === m.length && m.length === t.length && m.every(isRecord) && t.every(isRecord))
        return m.map((item, index) => mergeValue(b[index], item, t[index], `${id}.${index}`, `${at} ${index + 1}`));
      conflict({ id, kind: 'field', where: at, base: b, mine: m, theirs: t });
      return choices[id] === 'theirs' ? t : m;
    };
    const mergeRecord = (b: Data, m: Data, t: Data, id: string, at: string, model: string | null): Data => {
      const out: Data = { ...m };
      for (const key of new Set([...Object.keys(b), ...Object.keys(m), ...Object.keys(t)])) {
        if (META.has(key)) continue;
        const name = model ? label(model, key) : readable(key);
        const value = mergeValue(b[key], m[key], t[key], `${id}.${key}`, at ? `${at} › ${name}` : name);
        if (value !== undefined || key in out) out[key] = value;
      }
      return out;
    };

    const blocks: Block[] = result.map((item) => {
      const at = where(item);
      const by = removedBy(item);
      if (by) {
        conflict({ id: `removed:${item.baseIndex}`, kind: 'removed', where: at, removedBy: by });
        return (item.mine ?? item.theirs)!;
      }
      if (item.mine && item.theirs) {
        if (!item.base) return item.mine;
        return mergeRecord(item.base, item.mine, item.theirs, `block:${item.baseIndex}`, at, item.mine.__component) as Block;
      }
      if (item.theirs) {
        came(`${at}: added`);
        return item.theirs;
      }
      return item.mine!;
    });
    for (const item of items) {
      if (item.base && item.mine && !item.theirs && !removedBy(item))
        came(`${blockName(item.base.__component)} (block ${item.baseIndex + 1} when you opened the page): removed`);
    }

    const page = mergeRecord(base.page, mine.page, theirs.page, 'page', 'Page', options.pageModel ?? null);
    const settings = mergeRecord(base.settings, mine.settings, theirs.settings, 'settings', 'Page settings', options.settingsModel ?? null);
    return { blocks, page, settings };
  };

  const collect = { conflicts: [] as Conflict[], incoming: [] as string[] };
  resolve({}, collect);
  return { conflicts: collect.conflicts, incoming: collect.incoming, resolve: (choices) => resolve(choices) };
}
