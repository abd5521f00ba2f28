import type { Draft } from '../types';

/** Moves the block at `from` to `to` (indexes in the list before the move). */
export function moveBlock(draft: Draft, from: number, to: number): Draft {
  if (from === to || from < 0 || from >= draft.blocks.length) return draft;
  const blocks = [...draft.blocks];
  const [moved] = blocks.splice(from, 1);
  blocks.splice(Math.max(0, Math.min(to, blocks.length)), 0, moved);
  return { ...draft, blocks };
}
