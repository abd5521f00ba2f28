import type { Draft } from '../types';
import { stripIds } from '../../publish/strip-ids';

/** Puts a deep copy of a block right after it, with a new key and without CMS component ids. */
export function duplicateBlock(draft: Draft, key: string, newKey: string): Draft {
  const index = draft.blocks.findIndex((block) => block.__key === key);
  if (index < 0) return draft;
  const copy = { ...stripIds(draft.blocks[index]), __key: newKey, __component: draft.blocks[index].__component };
  return { ...draft, blocks: [...draft.blocks.slice(0, index + 1), copy, ...draft.blocks.slice(index + 1)] };
}
