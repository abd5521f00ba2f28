import { describe, expect, it } from 'vitest';
import { duplicateBlock } from './duplicate-block';
import type { Draft } from '../types';

describe('duplicateBlock', () => {
  const draft: Draft = {
    blocks: [
      { __key: 'a', __component: 'blocks.faq-collapse', id: 7, title: 'FAQ', items: [{ id: 3, question: 'Q' }] },
      { __key: 'b', __component: 'blocks.text', id: 8 },
    ],
    settings: {},
    page: {},
  };
  it('inserts a copy after the original with a new key and no ids', () => {
    const next = duplicateBlock(draft, 'a', 'c');
    expect(next.blocks.map((b) => b.__key)).toEqual(['a', 'c', 'b']);
    expect(next.blocks[1]).toEqual({ __key: 'c', __component: 'blocks.faq-collapse', title: 'FAQ', items: [{ question: 'Q' }] });
  });
  it('makes a deep copy: editing the copy leaves the original alone', () => {
    const next = duplicateBlock(draft, 'a', 'c');
    expect(next.blocks[1].items).not.toBe(draft.blocks[0].items);
  });
  it('ignores an unknown key', () => {
    expect(duplicateBlock(draft, 'zzz', 'c')).toBe(draft);
  });
});
