import { useCallback, useMemo, type ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { PALETTE_PREFIX } from '../palette/Palette';
import { moveBlock } from '../store/actions/move-block';
import { useBuilder } from '../store/store';
import { makeAnnouncements, SCREEN_READER_INSTRUCTIONS } from './announcements';
import { collision } from './collision';
import { FocusAfterDrop, PaletteDropMarker, paletteDropIndex } from './drop-marker';
import { keyboardCoordinates, resetKeyboardSteps } from './keyboard-coordinates';
import { PaletteDragOverlay } from './PaletteDragOverlay';
import { CANVAS_END, SortableBindings } from './sortable-bindings';
import type { SortableRegistry } from './sortable-registry';

/**
 * Drag and drop of blocks, by mouse or keyboard: from the palette (`children`) into the outline, and
 * within the outline. dnd-kit's context holds the palette and the rows' sortable bindings, not the
 * rows themselves (a drag does not re-render the outline). A block from the palette goes to
 * `onAdd` with its place; a row dropped on another moves there.
 */
export function DragAndDrop({ registry, onAdd, children }: { registry: SortableRegistry; onAdd(uid: string, index: number): void; children: ReactNode }) {
  const components = useBuilder((state) => state.components);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // Instant, not smooth: past the middle of the outline an arrow press scrolls it, and a press that
    // came while a smooth scroll was still under way was computed from the old position and lost.
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates, scrollBehavior: 'instant' }),
  );
  const announcements = useMemo(() => makeAnnouncements(() => useBuilder.getState().structure.blocks, components), [components]);
  // dnd-kit's focus restoring is off: FocusAfterDrop sends the focus to the block just added instead of back to the palette.
  const accessibility = useMemo(
    () => ({ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS }, restoreFocus: false }),
    [announcements],
  );

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      const id = String(active.id);
      const blocks = useBuilder.getState().structure.blocks;
      if (id.startsWith(PALETTE_PREFIX)) {
        const index = paletteDropIndex(blocks, active, over);
        if (index !== null) onAdd(id.slice(PALETTE_PREFIX.length), index);
        return;
      }
      if (!over || over.id === active.id) return;
      const fromIndex = blocks.findIndex((b) => b.__key === id);
      const toIndex = over.id === CANVAS_END ? blocks.length - 1 : blocks.findIndex((b) => b.__key === over.id);
      if (fromIndex >= 0 && toIndex >= 0) useBuilder.getState().change((draft) => moveBlock(draft, fromIndex, toIndex));
    },
    [onAdd],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={resetKeyboardSteps}
      onDragEnd={onDragEnd}
      onDragCancel={resetKeyboardSteps}
      accessibility={accessibility}
    >
      {children}
      <SortableBindings registry={registry} />
      <PaletteDragOverlay />
      <PaletteDropMarker registry={registry} />
      <FocusAfterDrop registry={registry} />
    </DndContext>
  );
}
