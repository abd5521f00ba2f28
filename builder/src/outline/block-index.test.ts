import { describe, expect, it } from 'vitest';
import { blockByKey, blockKeys, cardView, draftErrors, errorCounts } from './block-index';
import { validateDraft } from '../schema/document-fields';
import { components, landingPage } from '../schema/fixtures';
import type { Draft } from '../store/types';

describe('block index', () => {
  it('finds blocks by key', () => {
    const blocks = [
      { __key: 'a', __component: 'x' },
      { __key: 'b', __component: 'y' },
    ];
    expect(blockByKey(blocks, 'b')).toBe(blocks[1]);
    expect(blockByKey(blocks, 'z')).toBeUndefined();
  });
  it('counts problems per block and reuses the result for the same draft', () => {
    const draft: Draft = {
      blocks: [
        { __key: 'a', __component: 'blocks.hero-image-left' },
        { __key: 'b', __component: 'blocks.hero-image-left', title: 'ok' },
      ],
      settings: {},
      page: { slug: 's', title: 't' },
    };
    const counts = errorCounts(draft, components, landingPage);
    expect(counts.get('a')).toBe(1);
    expect(counts.get('b')).toBeUndefined();
    expect(errorCounts(draft, components, landingPage)).toBe(counts);
  });
});

describe('draft errors', () => {
  it('are the draft’s validation errors, computed once per draft and shared with the counts', () => {
    const draft: Draft = { blocks: [{ __key: 'a', __component: 'blocks.hero-image-left' }], settings: {}, page: { slug: 's', title: 't' } };
    const errors = draftErrors(draft, components, landingPage);
    expect(errors).toEqual(validateDraft(draft, components, landingPage));
    expect(draftErrors(draft, components, landingPage)).toBe(errors);
    expect(errorCounts(draft, components, landingPage).get('a')).toBe(errors.filter((e) => e.path.startsWith('blocks.a.')).length);
    const changed: Draft = { ...draft, blocks: [{ ...draft.blocks[0], title: 'ok' }] };
    expect(draftErrors(changed, components, landingPage)).not.toBe(errors);
  });
});

describe('card views and block keys', () => {
  it('keep their identity while nothing they show changed', () => {
    const block = { __key: 'a', __component: 'x', title: 'One' };
    const view = cardView(block, 'Hero', 'Hi', false, false, 0);
    expect(view).toEqual({ block, name: 'Hero', summary: 'Hi', selected: false, collapsed: false, problems: 0 });
    expect(cardView(block, 'Hero', 'Hi', false, false, 0)).toBe(view);
    expect(cardView(block, 'Hero', 'Hi', true, false, 0)).toEqual({ ...view, selected: true });
    expect(cardView(block, 'Hero', 'Hi', true, false, 2)!.problems).toBe(2);
    expect(cardView(block, 'Hero', 'Ho', true, false, 2)!.summary).toBe('Ho');
    const edited = { ...block, title: 'Two' };
    expect(cardView(edited, 'Hero', 'Hi', true, false, 2)!.block).toBe(edited);
    expect(cardView(undefined, '', '', false, false, 0)).toBeUndefined();
  });
  it('gives the same key array for the same order and a new one after a move', () => {
    const blocks = [
      { __key: 'a', __component: 'x' },
      { __key: 'b', __component: 'x' },
    ];
    const keys = blockKeys(blocks);
    expect(keys).toEqual(['a', 'b']);
    expect(blockKeys([{ ...blocks[0], title: 't' }, blocks[1]])).toBe(keys);
    expect(blockKeys([blocks[1], blocks[0]])).toEqual(['b', 'a']);
  });
});
