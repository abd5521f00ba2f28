import type { FrameRequest, ShortcutCommand } from 'contract/preview';
import type { BuilderState } from '../store/store';
import type { PathSegment } from '../store/types';
import { setBlockField } from '../store/actions/set-block-field';
import { moveBlock } from '../store/actions/move-block';
import { duplicateBlock } from '../store/actions/duplicate-block';
import { removeBlock } from '../store/actions/remove-block';
import { normaliseHtml } from '../fields/richtext/normalise';
import { newKey } from '../store/keys';
import { getIn } from '../store/path';
import { setInsertPoint } from './insert-point';
import { fieldAt } from './field-kind';
import { fieldsOf } from '../schema/form-model';
import { newEntry } from '../schema/defaults';
import { blockName } from '../schema/readable';

/** What the page canvas does beyond the store: open the block's fields, focus one, open the palette. */
export interface CanvasEffects {
  showBlock(key: string, field: string | null): void;
  openPalette(position: number): void;
  save(): void;
  /** The keyboard leaves the page (Escape there): back to the canvas's "Edit on the page" button. */
  leave(): void;
  announce(message: string): void;
  /** An edit in place on the page starts or ends (leaving the builder meanwhile warns). */
  editing(active: boolean): void;
  /** The builder's other shortcuts pressed on the page: F6 regions, the shortcuts list. */
  shortcut(command: ShortcutCommand): void;
  /** The page answered the builder's `builder:sync` with this id. */
  synced(id: number): void;
}

/** "items.0.answer" → ["items", 0, "answer"] (data-field paths, checked by the protocol). */
export const fieldPath = (field: string): PathSegment[] => field.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));

/**
 * Performs what the page canvas (the site's draft preview, edit-overlay.tsx) asks, on the store, with
 * the same pure actions as the outline list and the panel: every change through `structure.change()`,
 * so undo/redo, autosave and the offline queue treat it as any other edit. A request naming a block
 * that is no longer there (the page changed meanwhile) does nothing.
 */
export function performFrameRequest(
  request: FrameRequest,
  state: BuilderState,
  effects: CanvasEffects,
  isHtmlField: (uid: string, field: string) => boolean,
): void {
  if (request.type === 'preview:ready') return;
  if (request.type === 'preview:editing') return effects.editing(request.editing);
  if (request.type === 'preview:synced') return effects.synced(request.id);
  if (request.type === 'preview:command') {
    if (request.command === 'undo') state.undo();
    else if (request.command === 'redo') state.redo();
    else if (request.command === 'save') effects.save();
    else if (request.command === 'leave') effects.leave();
    else effects.shortcut(request.command);
    return;
  }
  if (request.type === 'preview:insert') {
    const position = Math.min(request.index, state.structure.blocks.length);
    setInsertPoint(position);
    effects.openPalette(position);
    return;
  }
  const block = state.structure.blocks[request.index];
  if (!block) return;
  const key = block.__key;
  switch (request.type) {
    case 'preview:select':
      state.select(key);
      effects.showBlock(key, request.field);
      return;
    case 'preview:edit': {
      const html = isHtmlField(block.__component, request.field);
      const value = html ? normaliseHtml(request.value) : request.value;
      state.change((draft) => setBlockField(draft, key, fieldPath(request.field), value));
      return;
    }
    case 'preview:add-item': {
      // As the panel's "Add": a new item with its defaults at the end of the list, up to its maximum.
      const { components } = state;
      const path = fieldPath(request.field);
      const list = fieldAt(fieldsOf(components[block.__component]?.schema.attributes ?? {}, components), path);
      if (list?.kind !== 'repeatable') return;
      const current = getIn(block, path);
      const items = Array.isArray(current) ? current : [];
      const itemName = list.component ? blockName(list.component, components) : list.label;
      if (list.max !== undefined && items.length >= list.max) {
        effects.announce(`${list.label} is full: at most ${list.max}.`);
        return;
      }
      state.change((draft) => setBlockField(draft, key, path, [...items, newEntry(list, components)]));
      effects.announce(`Added ${itemName.toLowerCase()} ${items.length + 1}.`);
      return;
    }
    case 'preview:move': {
      // Dragged on the page: one undoable move, as a drag in the outline.
      const to = Math.min(request.to, state.structure.blocks.length - 1);
      if (to === request.index) return;
      state.change((draft) => moveBlock(draft, request.index, to));
      effects.announce(`Moved block ${request.index + 1} to position ${to + 1}.`);
      return;
    }
    case 'preview:action': {
      const count = state.structure.blocks.length;
      const at = request.index;
      if (request.action === 'up' && at > 0) {
        state.change((draft) => moveBlock(draft, at, at - 1));
        effects.announce(`Moved block ${at + 1} to position ${at}.`);
      } else if (request.action === 'down' && at < count - 1) {
        state.change((draft) => moveBlock(draft, at, at + 1));
        effects.announce(`Moved block ${at + 1} to position ${at + 2}.`);
      } else if (request.action === 'duplicate') {
        const copy = newKey();
        state.change((draft) => duplicateBlock(draft, key, copy));
        state.select(copy);
        effects.announce(`Duplicated as block ${at + 2}.`);
      } else if (request.action === 'delete') {
        state.change((draft) => removeBlock(draft, key));
        if (state.selectedKey === key) state.select(null);
        effects.announce(`Deleted block ${at + 1}. Undo with Ctrl+Z.`);
      }
    }
  }
}
