import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { PALETTE_PREFIX } from '../palette/Palette';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Target extends Box {
  id: string;
}

/**
 * Where an arrow key takes a block dragged from the palette: the rows of the outline (and its end
 * zone) in page order are the places it may land; Right (from the palette) or Down/Up on the page
 * step to the next/previous one. The dragged box is centred on that row, so the drop lands before
 * it (`insertIndex`), or at the end over the end zone. dnd-kit's sortable keyboard getter cannot do
 * this: it only moves items that are themselves in the sortable list, so a palette block never
 * moved and the drop position stayed where the pick-up left it.
 *
 * `stepped` is the row the previous arrow press put the block on (null while it is still in the
 * palette). Steps count from it, not from where the box is measured: the box's rectangle and the
 * row under it settle a frame or more after a press (and by fractions of a pixel after a scroll),
 * so a fast second press measured from them went nowhere.
 */
export function paletteKeyTarget(
  code: string,
  dragged: Box,
  overId: string | null,
  targets: readonly Target[],
  stepped: string | null = null,
): { id: string; x: number; y: number } | undefined {
  const order = [...targets].sort((a, b) => a.top - b.top);
  if (!order.length) return undefined;
  const from = order.findIndex((target) => target.id === stepped);
  const onPage = from >= 0;
  const current = onPage ? from : order.findIndex((target) => target.id === overId);
  let next: number;
  switch (code) {
    case 'ArrowRight':
      if (onPage) return undefined;
      next = current >= 0 ? current : 0;
      break;
    case 'ArrowDown':
      next = onPage ? Math.min(current + 1, order.length - 1) : current >= 0 ? current : 0;
      break;
    case 'ArrowUp':
      next = onPage ? Math.max(current - 1, 0) : current >= 0 ? current : 0;
      break;
    default:
      return undefined;
  }
  const target = order[next]!;
  return { id: target.id, x: target.left, y: target.top + target.height / 2 - dragged.height / 2 };
}

/** The row the current palette drag was last stepped onto by the keyboard. */
let stepped: string | null = null;

/** The row a keyboard drag from the palette was last stepped onto (null: not by keyboard, or not yet on the page). */
export function keyboardStep(): string | null {
  return stepped;
}

/** A new drag (or the end of one) starts from the palette again. */
export function resetKeyboardSteps(): void {
  stepped = null;
}

const ARROWS = ['ArrowRight', 'ArrowDown', 'ArrowUp', 'ArrowLeft'];

/** The builder's keyboard getter: palette blocks as above, the page's own blocks by dnd-kit's sortable getter. */
export const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, collisionRect, droppableRects, droppableContainers, over } = args.context;
  if (!active || !String(active.id).startsWith(PALETTE_PREFIX)) return sortableKeyboardCoordinates(event, args);
  if (!ARROWS.includes(event.code) || !collisionRect) return undefined;
  event.preventDefault();
  const targets: Target[] = [];
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (rect) targets.push({ id: String(container.id), left: rect.left, top: rect.top, width: rect.width, height: rect.height });
  }
  const to = paletteKeyTarget(event.code, collisionRect, over ? String(over.id) : null, targets, stepped);
  if (!to) return undefined;
  stepped = to.id;
  return { x: to.x, y: to.y };
};
