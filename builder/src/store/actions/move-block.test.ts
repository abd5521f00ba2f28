import { describe, expect, it } from 'vitest';
import { moveBlock } from './move-block';
import { draftOf } from './test-helpers';

const keys = (d: ReturnType<typeof draftOf>) => d.blocks.map((b) => b.__key);

describe('moveBlock', () => {
  it('moves down and up', () => {
    expect(keys(moveBlock(draftOf('a', 'b', 'c'), 0, 2))).toEqual(['b', 'c', 'a']);
    expect(keys(moveBlock(draftOf('a', 'b', 'c'), 2, 0))).toEqual(['c', 'a', 'b']);
  });
  it('returns the same draft for a no-op or an unknown index', () => {
    const draft = draftOf('a', 'b');
    expect(moveBlock(draft, 1, 1)).toBe(draft);
    expect(moveBlock(draft, 5, 0)).toBe(draft);
  });
  it('keeps the identity of blocks so unchanged rows need not re-render', () => {
    const draft = draftOf('a', 'b', 'c');
    const next = moveBlock(draft, 0, 1);
    expect(next.blocks[0]).toBe(draft.blocks[1]);
  });
});
