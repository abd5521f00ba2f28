import { createContext, type RefObject } from 'react';
import type { useSortable } from '@dnd-kit/sortable';

export type SortableListeners = ReturnType<typeof useSortable>['listeners'];

/** The DOM of one canvas card that its sortable binding works on. */
export interface CardElements {
  card: RefObject<HTMLLIElement | null>;
  handle: RefObject<HTMLButtonElement | null>;
  /** Filled by the binding: the handle forwards its pointer and key presses to them. */
  listeners: { current: SortableListeners };
}

/** Why a card carries its sortable: near the visible part, its handle has the focus, it is being dragged. */
export type BindReason = 'near' | 'focused' | 'dragging';

export interface BoundCards {
  keys: readonly string[];
  end: HTMLElement | null;
}

/**
 * Between the canvas cards, which live outside dnd-kit's contexts, and their sortable bindings,
 * which live inside them (`sortable-bindings.tsx`): the cards register their elements and say why
 * they need a binding; the bindings list renders one for each such card. So a drag start, a move
 * over another card or a drop re-renders the ~30 bindings, and React does not search the 200 cards'
 * subtrees for consumers of the changed contexts.
 */
export class SortableRegistry {
  private readonly cards = new Map<string, CardElements>();
  private readonly reasons = new Map<string, Set<BindReason>>();
  private readonly listeners = new Set<() => void>();
  private end: HTMLElement | null = null;
  private current: BoundCards = { keys: [], end: null };

  register(key: string, elements: CardElements): () => void {
    this.cards.set(key, elements);
    this.emit();
    return () => {
      if (this.cards.get(key) !== elements) return;
      this.cards.delete(key);
      this.reasons.delete(key);
      this.emit();
    };
  }

  elements(key: string): CardElements | undefined {
    return this.cards.get(key);
  }

  want(key: string, reason: BindReason, on: boolean): void {
    let reasons = this.reasons.get(key);
    if (on === !!reasons?.has(reason)) return;
    if (!reasons) this.reasons.set(key, (reasons = new Set()));
    if (on) reasons.add(reason);
    else reasons.delete(reason);
    if (reasons.size === 0) this.reasons.delete(key);
    this.emit();
  }

  /** The "Drop here to add at the end" area, a droppable of its own. */
  setCanvasEnd(element: HTMLElement | null): void {
    if (element === this.end) return;
    this.end = element;
    this.emit();
  }

  /** The cards that carry a binding now, and the canvas end (the same object until one changes). */
  snapshot = (): BoundCards => this.current;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    const keys = [...this.reasons.keys()].filter((key) => this.cards.has(key));
    const same = keys.length === this.current.keys.length && keys.every((key, i) => key === this.current.keys[i]);
    if (same && this.end === this.current.end) return;
    this.current = { keys: same ? this.current.keys : keys, end: this.end };
    for (const listener of this.listeners) listener();
  }
}

export const SortableRegistryContext = createContext<SortableRegistry | null>(null);
