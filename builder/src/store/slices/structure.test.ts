import { describe, expect, it } from 'vitest';
import { createBuilderStore } from '../store';
import { insertBlock } from '../actions/insert-block';
import { setBlockField } from '../actions/set-block-field';

describe('structure slice', () => {
  it('records each change for undo and redo and marks the page dirty', () => {
    const store = createBuilderStore();
    store.getState().change((d) => insertBlock(d, { __key: 'a', __component: 'blocks.text' }, 0));
    expect(store.getState().dirty).toBe(true);
    store.getState().change((d) => setBlockField(d, 'a', ['title'], 'H'), 'a:title');
    store.getState().change((d) => setBlockField(d, 'a', ['title'], 'Hi'), 'a:title');
    store.getState().undo();
    expect(store.getState().structure.blocks[0].title).toBeUndefined();
    store.getState().undo();
    expect(store.getState().structure.blocks).toHaveLength(0);
    store.getState().redo();
    store.getState().redo();
    expect(store.getState().structure.blocks[0].title).toBe('Hi');
  });
  it('does not record a change that changes nothing', () => {
    const store = createBuilderStore();
    store.getState().change((d) => d);
    expect(store.getState().history.past).toHaveLength(0);
    expect(store.getState().dirty).toBe(false);
  });
  it('opening a document resets history and selection', () => {
    const store = createBuilderStore();
    store.getState().change((d) => insertBlock(d, { __key: 'a', __component: 'blocks.text' }, 0));
    store.getState().select('a');
    store
      .getState()
      .openDocument(
        { type: 'article', documentId: 'd', locale: 'en-US', updatedAt: 't', published: [], publishedSettings: null },
        { blocks: [], settings: {}, page: {} },
      );
    expect(store.getState().history.past).toHaveLength(0);
    expect(store.getState().selectedKey).toBeNull();
    expect(store.getState().dirty).toBe(false);
  });
});
