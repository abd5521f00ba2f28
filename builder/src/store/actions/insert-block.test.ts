import { describe, expect, it } from 'vitest';
import { insertBlock } from './insert-block';
import { draftOf } from './test-helpers';

describe('insertBlock', () => {
  it('inserts at the given position', () => {
    const next = insertBlock(draftOf('a', 'b'), { __key: 'x', __component: 'blocks.text' }, 1);
    expect(next.blocks.map((b) => b.__key)).toEqual(['a', 'x', 'b']);
  });
  it('clamps positions past either end', () => {
    expect(insertBlock(draftOf('a'), { __key: 'x', __component: 'blocks.text' }, 9).blocks.map((b) => b.__key)).toEqual(['a', 'x']);
    expect(insertBlock(draftOf('a'), { __key: 'x', __component: 'blocks.text' }, -3).blocks.map((b) => b.__key)).toEqual(['x', 'a']);
  });
  it('does not change the original draft', () => {
    const draft = draftOf('a');
    insertBlock(draft, { __key: 'x', __component: 'blocks.text' }, 0);
    expect(draft.blocks).toHaveLength(1);
  });
});
