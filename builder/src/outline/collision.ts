import { closestCenter, closestCorners, pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import { PALETTE_PREFIX } from '../palette/Palette';

/**
 * Pointer drags use what is under the pointer. Keyboard drags (no pointer): a page block by the
 * nearest corners, as dnd-kit recommends for sortable lists; a palette block by the nearest centre,
 * because the keyboard getter centres it on the row it steps to, and a dragged box taller than the
 * rows ties on corners with the row above (the drop position then stuck one row short).
 */
export const collision: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return String(args.active.id).startsWith(PALETTE_PREFIX) ? closestCenter(args) : closestCorners(args);
  const within = pointerWithin(args);
  return within.length ? within : closestCenter(args);
};
