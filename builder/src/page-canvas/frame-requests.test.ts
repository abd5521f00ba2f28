import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuilderStore } from '../store/store';
import { draftOf } from '../store/actions/test-helpers';
import { fieldPath, performFrameRequest, type CanvasEffects } from './frame-requests';
import { takeInsertPoint, useInsertPoint } from './insert-point';
import { components } from '../schema/fixtures';

const html = (uid: string, field: string) => uid === 'blocks.text' && field === 'content';

function setup() {
  const store = createBuilderStore();
  store.getState().openDocument({ type: 'landing-page', documentId: 'd', locale: 'en-US', updatedAt: null } as never, draftOf('a', 'b', 'c'));
  const effects: CanvasEffects = {
    showBlock: vi.fn(),
    openPalette: vi.fn(),
    announce: vi.fn(),
    save: vi.fn(),
    leave: vi.fn(),
    editing: vi.fn(),
    shortcut: vi.fn(),
    synced: vi.fn(),
  };
  const run = (request: Parameters<typeof performFrameRequest>[0]) => performFrameRequest(request, store.getState(), effects, html);
  const keys = () => store.getState().structure.blocks.map((block) => block.__key);
  return { store, effects, run, keys };
}

describe('performFrameRequest', () => {
  beforeEach(() => useInsertPoint.setState({ position: null }));

  it('selects the clicked block in the store and shows its field', () => {
    const { store, effects, run } = setup();
    run({ type: 'preview:select', index: 1, field: 'title' });
    expect(store.getState().selectedKey).toBe('b');
    expect(effects.showBlock).toHaveBeenCalledWith('b', 'title');
  });

  it('commits an in-place edit as one undoable change; rich text is normalised', () => {
    const { store, run } = setup();
    run({ type: 'preview:edit', index: 0, field: 'title', value: 'New title' });
    expect(store.getState().structure.blocks[0]).toMatchObject({ title: 'New title' });
    expect(store.getState().dirty).toBe(true);
    run({ type: 'preview:edit', index: 0, field: 'content', value: '<p onclick="x()">Hi<script>alert(1)</script> <b>there</b></p>' });
    expect(store.getState().structure.blocks[0]?.content).toBe('<p>Hi <strong>there</strong></p>');
    store.getState().undo();
    expect(store.getState().structure.blocks[0]?.content).toBeUndefined();
    store.getState().undo();
    expect(store.getState().structure.blocks[0]).toMatchObject({ title: 'a' });
  });

  it('moves, duplicates and deletes with the store actions', () => {
    const { store, run, keys } = setup();
    run({ type: 'preview:action', index: 0, action: 'up' });
    expect(keys()).toEqual(['a', 'b', 'c']);
    run({ type: 'preview:action', index: 0, action: 'down' });
    expect(keys()).toEqual(['b', 'a', 'c']);
    run({ type: 'preview:action', index: 2, action: 'up' });
    expect(keys()).toEqual(['b', 'c', 'a']);
    run({ type: 'preview:action', index: 2, action: 'down' });
    expect(keys()).toEqual(['b', 'c', 'a']);
    run({ type: 'preview:action', index: 0, action: 'duplicate' });
    expect(keys()).toHaveLength(4);
    expect(store.getState().selectedKey).toBe(keys()[1]);
    expect(store.getState().structure.blocks[1]).toMatchObject({ title: 'b' });
    store.getState().select('c');
    run({ type: 'preview:action', index: 2, action: 'delete' });
    expect(keys()).not.toContain('c');
    expect(store.getState().selectedKey).toBeNull();
  });

  it('moves a block dragged on the page as one undoable change, keeping it selected; a drop where it was changes nothing', () => {
    const { store, effects, run, keys } = setup();
    store.getState().select('a');
    run({ type: 'preview:move', index: 0, to: 2 });
    expect(keys()).toEqual(['b', 'c', 'a']);
    expect(store.getState().selectedKey).toBe('a');
    expect(effects.announce).toHaveBeenCalledWith('Moved block 1 to position 3.');
    run({ type: 'preview:move', index: 2, to: 99 });
    expect(keys()).toEqual(['b', 'c', 'a']);
    run({ type: 'preview:move', index: 1, to: 0 });
    expect(keys()).toEqual(['c', 'b', 'a']);
    store.getState().undo();
    expect(keys()).toEqual(['b', 'c', 'a']);
    run({ type: 'preview:move', index: 7, to: 0 });
    expect(keys()).toEqual(['b', 'c', 'a']);
  });

  it('opens the palette at an insert point, which the next insert takes once', () => {
    const { effects, run } = setup();
    run({ type: 'preview:insert', index: 2 });
    expect(effects.openPalette).toHaveBeenCalledWith(2);
    expect(takeInsertPoint()).toBe(2);
    expect(takeInsertPoint()).toBeUndefined();
    run({ type: 'preview:insert', index: 99 });
    expect(takeInsertPoint()).toBe(3);
  });

  it("performs the builder's shortcuts pressed on the page", () => {
    const { store, effects, run, keys } = setup();
    run({ type: 'preview:action', index: 0, action: 'delete' });
    run({ type: 'preview:command', command: 'undo' });
    expect(keys()).toEqual(['a', 'b', 'c']);
    run({ type: 'preview:command', command: 'redo' });
    expect(keys()).toEqual(['b', 'c']);
    run({ type: 'preview:command', command: 'save' });
    expect(effects.save).toHaveBeenCalledTimes(1);
    run({ type: 'preview:command', command: 'leave' });
    expect(effects.leave).toHaveBeenCalledTimes(1);
    run({ type: 'preview:command', command: 'next-region' });
    run({ type: 'preview:command', command: 'shortcuts' });
    expect((effects.shortcut as ReturnType<typeof vi.fn>).mock.calls).toEqual([['next-region'], ['shortcuts']]);
    expect(store.getState().dirty).toBe(true);
  });

  it('passes the start and end of an edit in place, and the answer to a sync, on, changing nothing', () => {
    const { store, effects, run } = setup();
    run({ type: 'preview:editing', editing: true });
    run({ type: 'preview:editing', editing: false });
    run({ type: 'preview:synced', id: 4 });
    expect((effects.editing as ReturnType<typeof vi.fn>).mock.calls).toEqual([[true], [false]]);
    expect(effects.synced).toHaveBeenCalledWith(4);
    expect(store.getState().dirty).toBe(false);
  });

  it("adds an item to a block's list as the panel does, one undoable change, up to its maximum", () => {
    const { store, effects, run } = setup();
    store.setState({ components });
    store.getState().openDocument({ type: 'landing-page', documentId: 'd', locale: 'en-US', updatedAt: null } as never, {
      blocks: [{ __key: 'f', __component: 'blocks.faq-collapse', title: 'FAQ', items: [] }],
      settings: {},
      page: {},
    });
    run({ type: 'preview:add-item', index: 0, field: 'items' });
    const items = () => store.getState().structure.blocks[0].items as Array<Record<string, unknown>>;
    expect(items()).toHaveLength(1);
    expect(typeof items()[0].uuid).toBe('string');
    expect(effects.announce).toHaveBeenLastCalledWith('Added question 1.');
    run({ type: 'preview:add-item', index: 0, field: 'items' });
    run({ type: 'preview:add-item', index: 0, field: 'items' });
    expect(items()).toHaveLength(2);
    expect(effects.announce).toHaveBeenLastCalledWith('Items is full: at most 2.');
    // Not a list: nothing.
    run({ type: 'preview:add-item', index: 0, field: 'title' });
    store.getState().undo();
    expect(items()).toHaveLength(1);
  });

  it('ignores a request for a block that is no longer there', () => {
    const { store, run, keys } = setup();
    run({ type: 'preview:edit', index: 7, field: 'title', value: 'x' });
    run({ type: 'preview:action', index: 3, action: 'delete' });
    expect(keys()).toEqual(['a', 'b', 'c']);
    expect(store.getState().dirty).toBe(false);
  });
});

describe('fieldPath', () => {
  it('reads item indexes as numbers', () => {
    expect(fieldPath('items.0.answer')).toEqual(['items', 0, 'answer']);
    expect(fieldPath('title')).toEqual(['title']);
  });
});
