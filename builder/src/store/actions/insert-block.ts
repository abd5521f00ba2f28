import type { Block, Draft } from '../types';

/** Puts a block at `index` (clamped to the list); the canvas and the keyboard path both use it. */
export function insertBlock(draft: Draft, block: Block, index: number): Draft {
  const at = Math.max(0, Math.min(index, draft.blocks.length));
  return { ...draft, blocks: [...draft.blocks.slice(0, at), block, ...draft.blocks.slice(at)] };
}
