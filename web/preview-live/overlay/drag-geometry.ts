import type { Box } from './page-blocks';

/**
 * Where a block dragged to document height `y` goes: the insertion point (0…n) before the first block
 * whose middle is below `y`, as the outline's drop position.
 */
export function insertionAt(y: number, boxes: readonly Box[]): number {
  const index = boxes.findIndex((box) => y < box.top + box.height / 2);
  return index === -1 ? boxes.length : index;
}

/** How far the page scrolls per frame with the pointer at `y` in a viewport `height` tall: faster nearer the edge. */
const EDGE = 48;
export function edgeScroll(y: number, height: number): number {
  if (y < EDGE) return -Math.ceil((EDGE - Math.max(0, y)) / 3);
  if (y > height - EDGE) return Math.ceil((Math.min(height, y) - (height - EDGE)) / 3);
  return 0;
}
