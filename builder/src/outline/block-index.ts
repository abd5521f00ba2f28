import type { Block } from '../store/types';
import type { ComponentMap, ContentTypeSchema } from '../schema/types';
import { validateDraft } from '../schema/document-fields';
import type { FieldError } from '../schema/validate';
import type { Draft } from '../store/types';

const byKey = new WeakMap<readonly Block[], Map<string, Block>>();

/** The block with a key, from a map built once per blocks array (each card looks itself up). */
export function blockByKey(blocks: readonly Block[], key: string): Block | undefined {
  let map = byKey.get(blocks);
  if (!map) byKey.set(blocks, (map = new Map(blocks.map((block) => [block.__key, block]))));
  return map.get(key);
}

interface Checked {
  components: ComponentMap;
  contentType: ContentTypeSchema | undefined;
  errors: FieldError[];
  counts: Map<string, number>;
}
const checked = new WeakMap<Draft, Checked>();

function check(draft: Draft, components: ComponentMap, contentType: ContentTypeSchema | undefined): Checked {
  const cached = checked.get(draft);
  if (cached && cached.components === components && cached.contentType === contentType) return cached;
  const errors = validateDraft(draft, components, contentType);
  const counts = new Map<string, number>();
  for (const error of errors) {
    const key = /^blocks\.([^.[]+)/.exec(error.path)?.[1];
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const result = { components, contentType, errors, counts };
  checked.set(draft, result);
  return result;
}

/** Every problem of the draft, computed once per draft for the cards and the side panel together. */
export function draftErrors(draft: Draft, components: ComponentMap, contentType: ContentTypeSchema | undefined): FieldError[] {
  return check(draft, components, contentType).errors;
}

/** Problems per block key, computed once per draft (block checks are cached by block identity). */
export function errorCounts(draft: Draft, components: ComponentMap, contentType: ContentTypeSchema | undefined): Map<string, number> {
  return check(draft, components, contentType).counts;
}

/** What one canvas card shows of the store. */
export interface CardView {
  block: Block;
  name: string;
  /** A one-line reminder of its content (its configured main field, else its first text). */
  summary: string;
  selected: boolean;
  collapsed: boolean;
  problems: number;
}

const views = new WeakMap<Block, CardView>();

/**
 * A card's view, the same object while none of its parts changed: each card subscribes to the store
 * once (one selector call per card on every change, not one per field).
 */
export function cardView(
  block: Block | undefined,
  name: string,
  summary: string,
  selected: boolean,
  collapsed: boolean,
  problems: number,
): CardView | undefined {
  if (!block) return undefined;
  const last = views.get(block);
  if (last && last.name === name && last.summary === summary && last.selected === selected && last.collapsed === collapsed && last.problems === problems)
    return last;
  const view = { block, name, summary, selected, collapsed, problems };
  views.set(block, view);
  return view;
}

let lastKeys: string[] = [];

/** The blocks' keys in order, the same array while the order is unchanged (typing changes blocks, not keys). */
export function blockKeys(blocks: readonly Block[]): string[] {
  if (blocks.length === lastKeys.length && blocks.every((block, i) => block.__key === lastKeys[i])) return lastKeys;
  lastKeys = blocks.map((block) => block.__key);
  return lastKeys;
}
