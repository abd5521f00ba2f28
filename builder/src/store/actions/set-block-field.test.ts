import { describe, expect, it } from 'vitest';
import { setBlockField } from './set-block-field';
import { draftOf } from './test-helpers';

describe('setBlockField', () => {
  it('sets a top-level field of one block only', () => {
    const draft = draftOf('a', 'b');
    const next = setBlockField(draft, 'b', ['title'], 'Hello');
    expect(next.blocks[1].title).toBe('Hello');
    expect(next.blocks[0]).toBe(draft.blocks[0]);
  });
  it('sets a field inside a repeatable component', () => {
    const next = setBlockField(draftOf('a'), 'a', ['items', 0, 'question'], 'Why?');
    expect(next.blocks[0].items).toEqual([{ question: 'Why?' }]);
  });
  it('ignores an unknown block', () => {
    const draft = draftOf('a');
    expect(setBlockField(draft, 'x', ['title'], 'v')).toBe(draft);
  });
});
