import { describe, expect, it } from 'vitest';
import type { LivePresence } from 'contract/wire';
import type { Block } from '../store/types';
import { blockOf, peersOf, selectionOf, selectorsByBlock } from './peers';

const block = (key: string, component: string, id?: number): Block => ({ __key: key, __component: component, ...(id ? { id } : {}) });
const blocks = [block('k1', 'blocks.hero', 11), block('k2', 'blocks.faq', 12), block('k3', 'blocks.faq')];
const ada = { id: 1, name: 'Ada Lovelace', initials: 'AL', colour: '#047857' };
const bob = { id: 2, name: 'Bob', initials: 'BO', colour: '#7e22ce' };
const tab = (session: string, editor: typeof ada, selection: LivePresence['selection']): LivePresence => ({ session, editor, selection });

describe('selectionOf', () => {
  it('names the selected block by place, id once saved, key and component', () => {
    expect(selectionOf(blocks, 'k2')).toEqual({ index: 1, id: 12, key: 'k2', component: 'blocks.faq', field: null });
    expect(selectionOf(blocks, 'k3')).toEqual({ index: 2, id: null, key: 'k3', component: 'blocks.faq', field: null });
    expect(selectionOf(blocks, null)).toBeNull();
    expect(selectionOf(blocks, 'gone')).toBeNull();
    expect(selectionOf(blocks, 'k1', 'title')).toEqual({ index: 0, id: 11, key: 'k1', component: 'blocks.hero', field: 'title' });
  });
});

describe('blockOf', () => {
  it('finds a saved block by its id wherever it is on this page, an unsaved one by its place and component', () => {
    const moved = [blocks[1], blocks[0], blocks[2]];
    expect(blockOf(moved, { index: 1, id: 12, component: 'blocks.faq', field: null })?.__key).toBe('k2');
    expect(blockOf(blocks, { index: 2, id: null, component: 'blocks.faq', field: null })?.__key).toBe('k3');
    // Not the same component at that place, or a saved block at that place that is another one: none.
    expect(blockOf(blocks, { index: 0, id: null, component: 'blocks.faq', field: null })).toBeNull();
    expect(blockOf(blocks, { index: 1, id: 99, component: 'blocks.faq', field: null })).toBeNull();
    expect(blockOf(blocks, { index: 7, id: null, component: 'blocks.faq', field: null })).toBeNull();
  });

  it('finds a block by its key first (tabs that share the page\u2019s changes share its keys)', () => {
    const moved = [blocks[2], blocks[1], blocks[0]];
    expect(blockOf(moved, { index: 1, id: null, key: 'k3', component: 'blocks.faq', field: null })?.__key).toBe('k3');
    // A key of another component is not that block; the id and place still find one.
    expect(blockOf(blocks, { index: 1, id: 12, key: 'k1', component: 'blocks.faq', field: null })?.__key).toBe('k2');
  });
});

describe('peersOf', () => {
  it('lists the other editors once each, in the order they came, with every block their tabs have selected', () => {
    const present = [
      tab('me', bob, { index: 0, id: 11, component: 'blocks.hero', field: null }),
      tab('s1', ada, { index: 1, id: 12, component: 'blocks.faq', field: 'items.0.answer' }),
      tab('s2', bob, null),
      tab('s3', ada, { index: 0, id: 11, component: 'blocks.hero', field: null }),
      tab('s4', ada, { index: 1, id: 12, component: 'blocks.faq', field: null }),
    ];
    const peers = peersOf(present, 'me', blocks);
    expect(peers).toEqual([
      { editor: ada, selected: ['k2', 'k1'], fields: [{ key: 'k2', field: 'items.0.answer' }] },
      { editor: bob, selected: [], fields: [] },
    ]);
    expect(selectorsByBlock(peers)).toEqual(
      new Map([
        ['k2', [ada]],
        ['k1', [ada]],
      ]),
    );
  });
});
