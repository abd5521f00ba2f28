import { describe, expect, it } from 'vitest';
import { draftSlots, RenderCache, renderKey, unrendered } from './live-blocks-plan';

const text = (key: string, title: string) => ({ __component: 'blocks.text', __key: key, title, items: [{ __key: `${key}-i`, answer: 'A' }] });

describe('live preview, block by block', () => {
  it('a render key is the block without the builder keys, and whether it comes first', () => {
    expect(renderKey(text('a', 'T'), 1)).toBe(renderKey(text('b', 'T'), 5));
    expect(renderKey(text('a', 'T'), 0)).not.toBe(renderKey(text('a', 'T'), 1));
    expect(renderKey(text('a', 'T'), 1)).not.toBe(renderKey(text('a', 'U'), 1));
    expect(renderKey(undefined, 2)).toBe('Nundefined');
  });

  it('slots keep the builder key as their identity, unique even when the draft repeats or lacks one', () => {
    const slots = draftSlots([{ __key: '#1' }, { __component: 'blocks.text' }, text('a', 'One'), text('a', 'Two'), null, text('x'.repeat(201), 'Long')]);
    expect(slots.map((slot) => slot.id)).toEqual(['#1', '#1#', 'a', '#3', '#4', '#5']);
    expect(slots.map((slot) => slot.uid)).toEqual(['', 'blocks.text', 'blocks.text', 'blocks.text', '', 'blocks.text']);
  });

  it('asks only for what is not rendered yet, once per content: a keystroke asks for one block, a move for none', () => {
    const cache = new RenderCache<string>();
    const first = draftSlots([text('a', 'A'), text('b', 'B'), text('c', 'C'), text('d', 'C')]);
    const wanted = unrendered(first, (key) => cache.has(key));
    expect(wanted.map((slot) => slot.index)).toEqual([0, 1, 2]); // d repeats c's content
    for (const slot of wanted) cache.set(slot.key, `rendered ${slot.index}`);
    const typed = draftSlots([text('a', 'A'), text('b', 'Bx'), text('c', 'C'), text('d', 'C')]);
    expect(unrendered(typed, (key) => cache.has(key)).map((slot) => slot.id)).toEqual(['b']);
    const moved = draftSlots([text('a', 'A'), text('c', 'C'), text('b', 'B'), text('d', 'C')]);
    expect(unrendered(moved, (key) => cache.has(key))).toEqual([]);
    // The first block renders differently: moving another block to the top asks for it.
    const raised = draftSlots([text('b', 'B'), text('a', 'A')]);
    expect(unrendered(raised, (key) => cache.has(key)).map((slot) => slot.id)).toEqual(['b', 'a']);
  });

  it('the cache keeps what is in use and the most recent others, up to the spare count', () => {
    const cache = new RenderCache<number>();
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, 1);
    cache.set('a', 2); // stored again: most recent
    cache.prune(new Set(['b']), 2);
    expect(['a', 'b', 'c', 'd', 'e'].filter((key) => cache.has(key))).toEqual(['a', 'b', 'e']);
    expect(cache.get('a')).toBe(2);
    cache.prune(new Set(), 0);
    expect(cache.size).toBe(0);
  });
});
