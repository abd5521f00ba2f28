import type { Block } from '../store/types';

export interface Rect {
  top: number;
  height: number;
}

/**
 * Where a dragged palette block lands: before the block it is over, or after it when its centre is
 * below that block's centre; at the end over the end zone or nothing.
 */
export function insertIndex(blocks: readonly Block[], overId: string | null, dragged: Rect | null, over: Rect | null): number {
  const index = overId ? blocks.findIndex((b) => b.__key === overId) : -1;
  if (index < 0) return blocks.length;
  if (dragged && over && dragged.top + dragged.height / 2 > over.top + over.height / 2) return index + 1;
  return index;
}
