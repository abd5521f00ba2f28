import type { Announcements } from '@dnd-kit/core';
import type { Block } from '../store/types';
import type { ComponentMap } from '../schema/types';
import { PALETTE_PREFIX } from '../palette/Palette';
import { blockName } from '../schema/readable';

export const SCREEN_READER_INSTRUCTIONS =
  'To pick up a block, press Space or Enter. Use the arrow keys to move it (from the palette, press Right to reach the page), Space or Enter to drop it there, Escape to cancel.';

/** Spoken feedback for dragging, in block names and positions rather than ids. */
export function makeAnnouncements(getBlocks: () => Block[], components: ComponentMap): Announcements {
  const nameOf = (id: string | number, data?: { name?: string }) => {
    if (String(id).startsWith(PALETTE_PREFIX)) return `new ${data?.name ?? String(id).slice(PALETTE_PREFIX.length)} block`;
    const block = getBlocks().find((b) => b.__key === id);
    return block ? blockName(block.__component, components) : 'block';
  };
  const position = (id: string | number | undefined) => {
    const blocks = getBlocks();
    const index = blocks.findIndex((b) => b.__key === id);
    return index < 0 ? `at the end of the page` : `at position ${index + 1} of ${blocks.length}`;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id, active.data.current)}, ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id, active.data.current)} is over ${position(over.id)}.` : `${nameOf(active.id, active.data.current)} is not over the page.`,
    // dnd-kit announces a drop after the page's onDragEnd has changed the store: a moved block is
    // where it landed; a block from the palette is announced with its position by the page itself.
    onDragEnd: ({ active, over }) => {
      const name = nameOf(active.id, active.data.current);
      if (!over) return `${name} was dropped outside the page; nothing changed.`;
      return String(active.id).startsWith(PALETTE_PREFIX) ? `Dropped ${name} on the page.` : `Dropped ${name} ${position(active.id)}.`;
    },
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id, active.data.current)} was cancelled.`,
  };
}
