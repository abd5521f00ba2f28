import { useCallback, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { FrameRequest } from 'contract/preview';
import { edgeScroll, insertionAt } from './drag-geometry';
import { blockElements, boxOf } from './page-blocks';

/** A block being dragged by its grip: from where, and the insertion point (0…n) under the pointer. */
export interface Drag {
  from: number;
  to: number;
}

/**
 * Dragging the selected block by its toolbar's grip with the mouse: the insertion point follows the
 * pointer, near the frame's top or bottom edge the page scrolls (so a block can go anywhere on a long
 * page), releasing asks the builder to move the block (`preview:move`), Escape cancels. The keyboard
 * moves blocks with the toolbar's move up and move down instead.
 */
export function useBlockDrag(ask: (request: FrameRequest) => void, finishEdit: (commit: boolean) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);

  const startDrag = useCallback(
    (event: ReactPointerEvent<HTMLElement>, from: number) => {
      if (event.button !== 0) return;
      // The press keeps its default (no preventDefault: the grip selects no text and pans nothing,
      // by its CSS), so the keyboard comes to the page and Escape cancels the drag, also when the
      // builder had it; and the builder is told the block is selected with no field to focus, so a
      // field focus it still had pending from the click that selected the block does not take the
      // keyboard away during the drag.
      ask({ type: 'preview:select', index: from, field: null });
      finishEdit(true);
      const grip = event.currentTarget;
      grip.setPointerCapture(event.pointerId);
      const state = { y: event.clientY, to: from, frame: 0 };
      const update = () => {
        const to = insertionAt(state.y + window.scrollY, blockElements().map(boxOf));
        if (to !== state.to) {
          state.to = to;
          setDrag({ from, to });
        }
      };
      const scroll = () => {
        const by = edgeScroll(state.y, window.innerHeight);
        if (by) {
          window.scrollBy(0, by);
          update();
        }
        state.frame = requestAnimationFrame(scroll);
      };
      const onMove = (move: PointerEvent) => {
        state.y = move.clientY;
        update();
      };
      const end = (commit: boolean) => {
        cancelAnimationFrame(state.frame);
        grip.removeEventListener('pointermove', onMove);
        grip.removeEventListener('pointerup', onUp);
        grip.removeEventListener('pointercancel', onCancel);
        document.removeEventListener('keydown', onEscape, true);
        setDrag(null);
        // The insertion point counts the block itself: below it, the block's new position is one less.
        const to = state.to > from ? state.to - 1 : state.to;
        if (commit && to !== from) ask({ type: 'preview:move', index: from, to });
      };
      const onUp = () => end(true);
      const onCancel = () => end(false);
      const onEscape = (key: KeyboardEvent) => {
        if (key.key !== 'Escape') return;
        key.preventDefault();
        key.stopPropagation();
        end(false);
      };
      grip.addEventListener('pointermove', onMove);
      grip.addEventListener('pointerup', onUp);
      grip.addEventListener('pointercancel', onCancel);
      document.addEventListener('keydown', onEscape, true);
      setDrag({ from, to: from });
      state.frame = requestAnimationFrame(scroll);
    },
    [ask, finishEdit],
  );

  return { drag, startDrag };
}
