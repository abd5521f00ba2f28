import { useState } from 'react';
import { DragOverlay, useDndMonitor } from '@dnd-kit/core';
import { PALETTE_PREFIX } from '../palette/Palette';

/**
 * The overlay of a block dragged from the palette. Its own state, so that a drag start or drop does
 * not re-render the builder page. Mounted for card drags too, an (empty) overlay would make dnd-kit
 * run its drop animation on every drop: a forced style recalculation and layout, then 250 ms of
 * animation frames. A dragged card moves itself instead.
 */
export function PaletteDragOverlay() {
  const [name, setName] = useState<string | null>(null);
  useDndMonitor({
    onDragStart: ({ active }) => setName(String(active.id).startsWith(PALETTE_PREFIX) ? String(active.data.current?.name ?? '') : null),
    onDragEnd: () => setName(null),
    onDragCancel: () => setName(null),
  });
  return name === null ? null : (
    <DragOverlay>
      <div className="drag-overlay">{name}</div>
    </DragOverlay>
  );
}
