import type { BuilderState } from '../store/store';
import { PAGE_UID } from 'contract/rules';
import { blockByKey, cardView, errorCounts, type CardView } from './block-index';
import { blockName, entrySummary } from '../schema/readable';
import { viewLookup } from '../schema/configured-labels';

interface Store {
  getState(): BuilderState;
  subscribe(listener: (state: BuilderState, previous: BuilderState) => void): () => void;
}

const contentTypeOf = (state: BuilderState) => (state.document ? state.contentTypes[PAGE_UID[state.document.type]] : undefined);
const countsOf = (state: BuilderState) => errorCounts(state.structure, state.components, contentTypeOf(state));

function viewOf(state: BuilderState, key: string): CardView | undefined {
  const block = blockByKey(state.structure.blocks, key);
  const name = block ? blockName(block.__component, state.components) : '';
  const summary = block ? entrySummary(block, block.__component, viewLookup(state.configuration.contentManager)) : '';
  return cardView(block, name, summary, state.selectedKey === key, !!state.collapsed[key], countsOf(state).get(key) ?? 0);
}

/**
 * What each outline row shows of the store (its block, name, summary, selection, collapse and problem
 * count), with one store subscription for all cards. On a change it works out which cards are
 * concerned — blocks whose object changed, the old and new selection, collapse flags and problem
 * counts that differ — and notifies those cards only: a keystroke or a drop costs one comparison
 * pass over the blocks, not one selector call per card (200 on a long page).
 */
export class CardViews {
  private readonly views = new Map<string, CardView | undefined>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly store: Store) {}

  /** The card's current view: the same object until something it shows changes. */
  get(key: string): CardView | undefined {
    // Unsubscribed, nothing would tell the cache of a change: compute (cardView keeps the object stable).
    if (!this.unsubscribe) return viewOf(this.store.getState(), key);
    if (!this.views.has(key)) this.views.set(key, viewOf(this.store.getState(), key));
    return this.views.get(key);
  }

  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    this.unsubscribe ??= this.store.subscribe((state, previous) => this.changed(state, previous));
    return () => {
      set.delete(listener);
      if (set.size === 0) {
        this.listeners.delete(key);
        this.views.delete(key);
      }
      if (this.listeners.size === 0) {
        this.unsubscribe?.();
        this.unsubscribe = null;
        this.views.clear();
      }
    };
  }

  /** Keys of the cards whose view may differ between the two states (all of them when the schemas or their configured views changed). */
  static affected(state: BuilderState, previous: BuilderState): Set<string> | 'all' {
    if (
      state.components !== previous.components ||
      contentTypeOf(state) !== contentTypeOf(previous) ||
      state.configuration.contentManager !== previous.configuration.contentManager
    )
      return 'all';
    const keys = new Set<string>();
    const blocks = state.structure.blocks;
    const before = previous.structure.blocks;
    if (blocks !== before) {
      // Same object at the same place (a keystroke changes one block): no lookup needed.
      blocks.forEach((block, i) => {
        if (before[i] !== block && blockByKey(before, block.__key) !== block) keys.add(block.__key);
      });
    }
    if (state.selectedKey !== previous.selectedKey) {
      if (state.selectedKey) keys.add(state.selectedKey);
      if (previous.selectedKey) keys.add(previous.selectedKey);
    }
    if (state.collapsed !== previous.collapsed) {
      for (const key of new Set([...Object.keys(state.collapsed), ...Object.keys(previous.collapsed)])) {
        if (!!state.collapsed[key] !== !!previous.collapsed[key]) keys.add(key);
      }
    }
    if (state.structure !== previous.structure) {
      const counts = countsOf(state);
      const last = countsOf(previous);
      if (counts !== last) for (const key of new Set([...counts.keys(), ...last.keys()])) if (counts.get(key) !== last.get(key)) keys.add(key);
    }
    return keys;
  }

  private changed(state: BuilderState, previous: BuilderState): void {
    const keys = CardViews.affected(state, previous);
    if (keys === 'all') this.views.clear();
    const notify = keys === 'all' ? [...this.listeners.keys()] : [...keys];
    for (const key of notify) {
      if (!this.listeners.has(key)) {
        this.views.delete(key);
        continue;
      }
      const view = viewOf(state, key);
      if (this.views.has(key) && this.views.get(key) === view) continue;
      this.views.set(key, view);
      for (const listener of this.listeners.get(key) ?? []) listener();
    }
  }
}
