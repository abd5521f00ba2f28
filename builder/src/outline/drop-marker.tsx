import { useEffect, useRef } from 'react';
import { useDndMonitor, type Active, type DragMoveEvent, type DragOverEvent, type Over } from '@dnd-kit/core';
import type { Block } from '../store/types';
import { useBuilder } from '../store/store';
import { PALETTE_PREFIX, paletteButtonId } from '../palette/Palette';
import { insertIndex } from './drop-position';
import { keyboardStep } from './keyboard-coordinates';

/**
 * Where a block dragged from the palette lands, for the marker and the drop alike. By keyboard:
 * before the row the last arrow press chose (the end zone: at the end), whatever the measured boxes
 * say while a scroll or a frame is still moving them. By pointer: by where the dragged box is over
 * the row (`insertIndex`). Null: over nothing.
 */
export function paletteDropIndex(blocks: readonly Block[], active: Active, over: Over | null): number | null {
  const step = keyboardStep();
  if (step !== null) return insertIndex(blocks, step, null, null);
  return over ? insertIndex(blocks, String(over.id), active.rect.current.translated, over.rect) : null;
}
import type { SortableRegistry } from './sortable-registry';

/** The element the marker goes on for a drop at `index`: the row it lands before, or the end zone. */
function markedElement(registry: SortableRegistry, index: number): HTMLElement | null {
  const blocks = useBuilder.getState().structure.blocks;
  const key = blocks[index]?.__key;
  return key ? (registry.elements(key)?.card.current ?? null) : registry.snapshot().end;
}

/**
 * The drop position of a block dragged from the palette, by mouse or keyboard: a line before the row
 * it will land before (`data-drop` on that row, or on the end zone), moved with every arrow press
 * and scrolled into view. Renders nothing; the DOM attribute is its only output, so a move over the
 * rows re-renders nothing.
 */
export function PaletteDropMarker({ registry }: { registry: SortableRegistry }) {
  const marked = useRef<HTMLElement | null>(null);
  const clear = () => {
    marked.current?.removeAttribute('data-drop');
    marked.current = null;
  };
  const show = ({ active, over }: DragMoveEvent | DragOverEvent) => {
    if (!String(active.id).startsWith(PALETTE_PREFIX)) return;
    const blocks = useBuilder.getState().structure.blocks;
    const index = paletteDropIndex(blocks, active, over);
    const element = index === null ? null : markedElement(registry, index);
    if (element === marked.current) return;
    clear();
    if (!element) return;
    element.setAttribute('data-drop', 'before');
    marked.current = element;
    element.scrollIntoView({ block: 'nearest' });
  };
  useDndMonitor({ onDragOver: show, onDragMove: show, onDragEnd: clear, onDragCancel: clear });
  useEffect(() => clear, []);
  return null;
}

/**
 * Where the keyboard focus goes after a keyboard drag (dnd-kit's own focus restoring is turned off:
 * it would take the focus back to the palette from the block just added). A block added from the
 * palette: its outline row (it asks for it itself, see focus-request.ts). A moved block: its handle.
 * A cancelled or missed palette drag: the palette block.
 */
export function FocusAfterDrop({ registry }: { registry: SortableRegistry }) {
  const restore = (id: string, added: boolean, activatorEvent: Event | null) => {
    if (!(activatorEvent instanceof KeyboardEvent) || added) return;
    requestAnimationFrame(() => {
      const element = id.startsWith(PALETTE_PREFIX)
        ? document.getElementById(paletteButtonId(id.slice(PALETTE_PREFIX.length)))
        : (registry.elements(id)?.handle.current ?? null);
      element?.focus();
    });
  };
  useDndMonitor({
    onDragEnd: ({ active, over, activatorEvent }) => restore(String(active.id), String(active.id).startsWith(PALETTE_PREFIX) && !!over, activatorEvent),
    onDragCancel: ({ active, activatorEvent }) => restore(String(active.id), false, activatorEvent),
  });
  return null;
}
