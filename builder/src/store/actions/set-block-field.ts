import type { Draft, PathSegment } from '../types';
import { setIn } from '../path';

/** Sets a field of a block; `path` reaches into repeatable and nested components (["items", 0, "question"]). */
export function setBlockField(draft: Draft, key: string, path: readonly PathSegment[], value: unknown): Draft {
  const index = draft.blocks.findIndex((block) => block.__key === key);
  if (index < 0 || path.length === 0) return draft;
  const blocks = [...draft.blocks];
  blocks[index] = setIn(blocks[index], path, value);
  return { ...draft, blocks };
}
