import { describe, expect, it, vi } from 'vitest';
import { createBuilderStore } from '../store/store';
import { setBlockField } from '../store/actions/set-block-field';
import { moveBlock } from '../store/actions/move-block';
import { components, landingPage } from '../schema/fixtures';
import { CardViews } from './card-views';

const HERO = 'blocks.hero-image-left';

function setup() {
  const store = createBuilderStore();
  store.getState().setSchemas(components, { [landingPage.uid]: landingPage });
  store
    .getState()
    .openDocument(
      { type: 'landing-page', documentId: 'd', locale: 'en-US', updatedAt: '', published: [], publishedSettings: null },
      { blocks: ['a', 'b', 'c'].map((key) => ({ __key: key, __component: HERO, title: `Title ${key}` })), settings: {}, page: { slug: 's', title: 't' } },
    );
  const views = new CardViews(store);
  const calls = { a: vi.fn(), b: vi.fn(), c: vi.fn() };
  const unsubscribe = (['a', 'b', 'c'] as const).map((key) => views.subscribe(key, calls[key]));
  return { store, views, calls, unsubscribe };
}

const called = (calls: Record<string, ReturnType<typeof vi.fn>>) => Object.keys(calls).filter((key) => calls[key].mock.calls.length > 0);
const reset = (calls: Record<string, ReturnType<typeof vi.fn>>) => Object.values(calls).forEach((fn) => fn.mockClear());

describe('card views', () => {
  it('show a card’s block, name, selection, collapse and problems', () => {
    const { views } = setup();
    expect(views.get('a')).toMatchObject({
      name: 'Hero with image',
      summary: 'Title a',
      selected: false,
      collapsed: false,
      problems: 0,
      block: { title: 'Title a' },
    });
    expect(views.get('a')).toBe(views.get('a'));
  });

  it('notify only the card whose block changed on a keystroke', () => {
    const { store, views, calls } = setup();
    const before = { a: views.get('a'), c: views.get('c') };
    store.getState().change((draft) => setBlockField(draft, 'b', ['title'], 'Title bb'), 'b:title');
    expect(called(calls)).toEqual(['b']);
    expect(views.get('b')?.block.title).toBe('Title bb');
    expect(views.get('a')).toBe(before.a);
    expect(views.get('c')).toBe(before.c);
  });

  it('notify nobody on a move (the position is the card’s prop) and the old and new selection on select', () => {
    const { store, calls } = setup();
    store.getState().change((draft) => moveBlock(draft, 0, 2));
    expect(called(calls)).toEqual([]);
    store.getState().select('a');
    expect(called(calls)).toEqual(['a']);
    reset(calls);
    store.getState().select('c');
    expect(called(calls).sort()).toEqual(['a', 'c']);
  });

  it('notify a card when it is collapsed and when its problem count changes', () => {
    const { store, views, calls } = setup();
    store.getState().toggleCollapsed('c');
    expect(called(calls)).toEqual(['c']);
    expect(views.get('c')?.collapsed).toBe(true);
    reset(calls);
    store.getState().change((draft) => setBlockField(draft, 'a', ['title'], ''));
    expect(called(calls)).toEqual(['a']);
    expect(views.get('a')?.problems).toBe(1);
  });

  it('notify every card when the schemas change, and stop listening to the store when the last card leaves', () => {
    const { store, calls, unsubscribe } = setup();
    store.getState().setSchemas({ ...components }, { [landingPage.uid]: landingPage });
    expect(called(calls).sort()).toEqual(['a', 'b', 'c']);
    reset(calls);
    unsubscribe.forEach((stop) => stop());
    store.getState().change((draft) => setBlockField(draft, 'a', ['title'], 'x'));
    expect(called(calls)).toEqual([]);
  });

  it('summarise each block by the main field the CMS configures, once its configuration has loaded', () => {
    const { store, views, calls } = setup();
    store.getState().change((draft) => setBlockField(draft, 'b', ['subtitle'], 'Sub b'));
    reset(calls);
    store.getState().setContentManagerConfiguration(landingPage.uid, { contentType: {}, components: { [HERO]: { settings: { mainField: 'subtitle' } } } });
    expect(called(calls).sort()).toEqual(['a', 'b', 'c']);
    expect(views.get('b')?.summary).toBe('Sub b');
    expect(views.get('a')?.summary).toBe('Title a');
  });

  it('compute a card’s view from the current state while nothing is subscribed', () => {
    const { store, views, unsubscribe } = setup();
    unsubscribe.forEach((stop) => stop());
    const first = views.get('a');
    store.getState().change((draft) => setBlockField(draft, 'a', ['title'], 'New'));
    expect(views.get('a')).not.toBe(first);
    expect(views.get('a')?.block.title).toBe('New');
  });
});
