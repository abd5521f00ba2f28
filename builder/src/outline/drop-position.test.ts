import { describe, expect, it } from 'vitest';
import { insertIndex } from './drop-position';

const blocks = ['a', 'b', 'c'].map((key) => ({ __key: key, __component: 'blocks.text' }));

describe('insertIndex', () => {
  it('inserts before the block when the dragged centre is above its centre', () => {
    expect(insertIndex(blocks, 'b', { top: 100, height: 20 }, { top: 100, height: 60 })).toBe(1);
  });
  it('inserts after the block when the dragged centre is below its centre', () => {
    expect(insertIndex(blocks, 'b', { top: 150, height: 20 }, { top: 100, height: 60 })).toBe(2);
  });
  it('appends over the end zone or nothing', () => {
    expect(insertIndex(blocks, 'canvas:end', null, null)).toBe(3);
    expect(insertIndex(blocks, null, null, null)).toBe(3);
  });
});
