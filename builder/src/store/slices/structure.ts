import type { StateCreator } from 'zustand';
import type { Draft, OpenDocument } from '../types';
import { emptyHistory, record, redo, undo, type History } from '../actions/history';

/**
 * The page being edited: the draft (blocks, settings, page fields), its undo history, the
 * selection and collapsed blocks. Every change goes through `change` so that it can be undone.
 */
export interface StructureSlice {
  structure: Draft;
  document: OpenDocument | null;
  history: History;
  dirty: boolean;
  selectedKey: string | null;
  collapsed: Record<string, boolean>;
  change(update: (draft: Draft) => Draft, coalesce?: string): void;
  undo(): void;
  redo(): void;
  select(key: string | null): void;
  toggleCollapsed(key: string): void;
  openDocument(document: OpenDocument, draft: Draft, dirty?: boolean): void;
  markSaved(document: OpenDocument): void;
  closeDocument(): void;
}

export const emptyDraft = (): Draft => ({ blocks: [], settings: {}, page: {} });

export const createStructureSlice: StateCreator<StructureSlice> = (set) => ({
  structure: emptyDraft(),
  document: null,
  history: emptyHistory(),
  dirty: false,
  selectedKey: null,
  collapsed: {},
  change: (update, coalesce) =>
    set((state) => {
      const next = update(state.structure);
      if (next === state.structure) return {};
      return { structure: next, history: record(state.history, state.structure, coalesce ?? null), dirty: true };
    }),
  undo: () =>
    set((state) => {
      const result = undo(state.history, state.structure);
      return result ? { structure: result.present, history: result.history, dirty: true } : {};
    }),
  redo: () =>
    set((state) => {
      const result = redo(state.history, state.structure);
      return result ? { structure: result.present, history: result.history, dirty: true } : {};
    }),
  select: (selectedKey) => set({ selectedKey }),
  toggleCollapsed: (key) => set((state) => ({ collapsed: { ...state.collapsed, [key]: !state.collapsed[key] } })),
  openDocument: (document, structure, dirty = false) => set({ document, structure, dirty, history: emptyHistory(), selectedKey: null, collapsed: {} }),
  markSaved: (document) => set({ document, dirty: false }),
  closeDocument: () => set({ document: null, structure: emptyDraft(), dirty: false, history: emptyHistory(), selectedKey: null, collapsed: {} }),
});
