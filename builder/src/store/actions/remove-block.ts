import type { Draft } from '../types';

export function removeBlock(draft: Draft, key: string): Draft {
  const blocks = draft.blocks.filter((block) => block.__key !== key);
  return blocks.length === draft.blocks.length ? draft : { ...draft, blocks };
}
