/**
 * What changed between two versions of a page (the CMS's snapshots: draft blocks, draft settings
 * and page fields, in write form, without component ids). Pure, so that it is tested on its own.
 *
 * Blocks have no identity across versions (publishing and the history strip component ids), so they
 * are paired: first identical blocks, then the remaining blocks of one type in order (edited blocks).
 * Paired blocks whose order changed relative to the others (outside the longest run kept in order)
 * are "moved"; unpaired ones are "added" or "removed". Fields are compared leaf by leaf, by path.
 */
import type { Snapshot } from 'contract/wire';

type Row = Record<string, unknown>;
export type { Snapshot };

export interface FieldChange {
  /** "seoTitle", "items.1.question", "categories". */
  path: string;
  before: unknown;
  after: unknown;
}

export type BlockChange =
  | { kind: 'added'; component: string; index: number }
  | { kind: 'removed'; component: string; index: number }
  | { kind: 'moved'; component: string; from: number; to: number }
  | { kind: 'changed'; component: string; from: number; to: number; moved: boolean; fields: FieldChange[] };

export interface SnapshotDiff {
  blocks: BlockChange[];
  /** Page fields (slug, title, dates, categories…). */
  fields: FieldChange[];
  settings: FieldChange[];
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const isPlainObject = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);

/** A value's leaves by path: objects and arrays of objects are walked, arrays of scalars are one leaf. */
function leaves(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) if (key !== '__component') leaves(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (Array.isArray(value) && value.some(isPlainObject)) {
    value.forEach((inner, index) => leaves(inner, prefix ? `${prefix}.${index + 1}` : String(index + 1), out));
  } else if (!isEmpty(value)) out.set(prefix, value);
  return out;
}

const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/** The leaves that differ between two values, in the order they first appear. */
export function diffFields(before: unknown, after: unknown): FieldChange[] {
  const a = leaves(before, '', new Map());
  const b = leaves(after, '', new Map());
  const changes: FieldChange[] = [];
  for (const path of new Set([...a.keys(), ...b.keys()])) {
    if (!same(a.get(path), b.get(path))) changes.push({ path, before: a.get(path) ?? null, after: b.get(path) ?? null });
  }
  return changes;
}

/** Indices (into `values`) of one longest strictly increasing subsequence. */
function longestIncreasing(values: number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array(values.length).fill(-1);
  values.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const kept = new Set<number>();
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = previous[i]!) kept.add(i);
  return kept;
}

export function diffBlocks(before: Row[], after: Row[]): BlockChange[] {
  const key = (block: Row) => JSON.stringify(block);
  const pairs: Array<{ from: number; to: number }> = [];
  const usedAfter = new Set<number>();
  const pairedBefore = new Set<number>();
  // Identical blocks first.
  before.forEach((block, from) => {
    const to = after.findIndex((candidate, index) => !usedAfter.has(index) && key(candidate) === key(block));
    if (to < 0) return;
    usedAfter.add(to);
    pairedBefore.add(from);
    pairs.push({ from, to });
  });
  // Then edited blocks: the remaining ones of one type, in order.
  before.forEach((block, from) => {
    if (pairedBefore.has(from)) return;
    const to = after.findIndex((candidate, index) => !usedAfter.has(index) && candidate.__component === block.__component);
    if (to < 0) return;
    usedAfter.add(to);
    pairedBefore.add(from);
    pairs.push({ from, to });
  });
  pairs.sort((a, b) => a.from - b.from);
  const inOrder = longestIncreasing(pairs.map((pair) => pair.to));
  const changes: BlockChange[] = [];
  before.forEach((block, index) => {
    if (!pairedBefore.has(index)) changes.push({ kind: 'removed', component: String(block.__component), index });
  });
  pairs.forEach((pair, i) => {
    const component = String(before[pair.from]!.__component);
    const moved = !inOrder.has(i);
    const fields = diffFields(before[pair.from], after[pair.to]);
    if (fields.length) changes.push({ kind: 'changed', component, from: pair.from, to: pair.to, moved, fields });
    else if (moved) changes.push({ kind: 'moved', component, from: pair.from, to: pair.to });
  });
  after.forEach((block, index) => {
    if (!usedAfter.has(index)) changes.push({ kind: 'added', component: String(block.__component), index });
  });
  return changes;
}

/** What changed from `before` to `after`. */
export function diffSnapshots(before: Snapshot, after: Snapshot): SnapshotDiff {
  return {
    blocks: diffBlocks(before.draft ?? [], after.draft ?? []),
    fields: diffFields(before.fields ?? {}, after.fields ?? {}),
    settings: diffFields(before.draftSettings ?? {}, after.draftSettings ?? {}),
  };
}

export const isSame = (diff: SnapshotDiff) => !diff.blocks.length && !diff.fields.length && !diff.settings.length;

/** A changed value as one line for the side-by-side view. */
export function shown(value: unknown): string {
  if (isEmpty(value)) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
