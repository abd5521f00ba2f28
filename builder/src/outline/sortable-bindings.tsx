import { memo, useLayoutEffect, useSyncExternalStore } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useBuilder } from '../store/store';
import { blockKeys } from './block-index';
import type { CardElements, SortableRegistry } from './sortable-registry';
import { clearDragAttributes, writeDragAttributes } from './dnd-attributes';

export const CANVAS_END = 'canvas:end';

// No layout animation after a drop: measuring 200 cards for it costs more than a frame.
const noLayoutAnimation = () => false;

/**
 * dnd-kit's sortable for one card, rendered only while the card is near the visible part of the
 * canvas, its handle has the focus or it is being dragged. dnd-kit's context re-renders every
 * useSortable on each drag start, move over another card and drop, so with 200 blocks only the ~30
 * cards near the viewport pay for it. The binding renders nothing: it points dnd-kit at the card's
 * <li> and handle, writes the drag transform, the handle's ARIA attributes and `data-dragging` to
 * the DOM, and lends the handle its pointer/keyboard listeners.
 */
const SortableBinding = memo(function SortableBinding({
  blockKey,
  elements,
  registry,
}: {
  blockKey: string;
  elements: CardElements;
  registry: SortableRegistry;
}) {
  const { card: cardRef, handle: handleRef, listeners: listenersRef } = elements;
  const sortable = useSortable({ id: blockKey, animateLayoutChanges: noLayoutAnimation });
  const { attributes, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = sortable;
  useLayoutEffect(() => {
    listenersRef.current = sortable.listeners;
  });
  useLayoutEffect(() => {
    setNodeRef(cardRef.current);
    setActivatorNodeRef(handleRef.current);
  }, [cardRef, handleRef, setNodeRef, setActivatorNodeRef]);
  useLayoutEffect(() => {
    const element = cardRef.current;
    if (!element) return;
    // 2D, not dnd-kit's translate3d: no composited layer per moved card to build and tear down at the drop.
    element.style.transform = transform ? `translate(${Math.round(transform.x)}px, ${Math.round(transform.y)}px)` : '';
    element.style.transition = transition ?? '';
    element.toggleAttribute('data-dragging', isDragging);
  }, [cardRef, transform, transition, isDragging]);
  // A dragged card keeps its binding wherever it goes.
  useLayoutEffect(() => registry.want(blockKey, 'dragging', isDragging), [registry, blockKey, isDragging]);
  useLayoutEffect(() => writeDragAttributes(handleRef.current, attributes), [handleRef, attributes]);
  useLayoutEffect(
    () => () => {
      listenersRef.current = undefined;
      const element = cardRef.current;
      if (element) {
        element.style.transform = '';
        element.style.transition = '';
        element.removeAttribute('data-dragging');
      }
      clearDragAttributes(handleRef.current);
    },
    [cardRef, handleRef, listenersRef],
  );
  return null;
});

/** The "Drop here to add at the end" area as a droppable; `over` shows as its class. */
function CanvasEndBinding({ element }: { element: HTMLElement | null }) {
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_END });
  useLayoutEffect(() => setNodeRef(element), [element, setNodeRef]);
  useLayoutEffect(() => {
    element?.classList.toggle('over', isOver);
  }, [element, isOver]);
  return null;
}

/**
 * Inside dnd-kit's context: the sortable list of the page's blocks and a binding for each card
 * that needs one (see SortableRegistry). Renders no DOM; the cards are the canvas's.
 */
export const SortableBindings = memo(function SortableBindings({ registry }: { registry: SortableRegistry }) {
  // A stable items array (the same while the order is unchanged) keeps dnd-kit from re-rendering every binding.
  const items = useBuilder((state) => blockKeys(state.structure.blocks));
  const bound = useSyncExternalStore(registry.subscribe, registry.snapshot);
  return (
    <SortableContext items={items} strategy={verticalListSortingStrategy}>
      {bound.keys.map((key) => {
        const elements = registry.elements(key);
        return elements ? <SortableBinding key={key} blockKey={key} elements={elements} registry={registry} /> : null;
      })}
      <CanvasEndBinding element={bound.end} />
    </SortableContext>
  );
});
