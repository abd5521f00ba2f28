import { describe, expect, it } from 'vitest';
import { removeBlock } from './remove-block';
import { draftOf } from './test-helpers';

describe('removeBlock', () => {
  it('removes the block with the key', () => {
    expect(removeBlock(draftOf('a', 'b', 'c'), 'b').blocks.map((b) => b.__key)).toEqual(['a', 'c']);
  });
  it('returns the same draft when the key is unknown', () => {
    const draft = draftOf('a');
    expect(removeBlock(draft, 'x')).toBe(draft);
  });
});
