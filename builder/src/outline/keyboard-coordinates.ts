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

/**
 * Where Down or Up takes a block of the page dragged by the keyboard: the next or previous row of its
 * list, counted from the row the previous press chose (`stepped`; the block's own row at first), not
 * from where its box and the row under it are measured, which lag a press behind on a busy machine
 * (a press then went nowhere). The box lines up as dnd-kit's sortable getter lines it up: on a row
 * below its own place, bottom edges meet; above it, top edges. Undefined at either end of the list.
 */
export function blockKeyTarget(
  code: string,
  dragged: Box,
  activeId: string,
  rows: readonly Target[],
  stepped: string | null = null,
): { id: string; x: number; y: number } | undefined {
  if (code !== 'ArrowDown' && code !== 'ArrowUp') return undefined;
  const order = [...rows].sort((a, b) => a.top - b.top);
  const own = order.findIndex((row) => row.id === activeId);
  if (own < 0) return undefined;
  const last = stepped === null ? -1 : order.findIndex((row) => row.id === stepped);
  const from = last >= 0 ? last : own;
  const next = code === 'ArrowDown' ? Math.min(from + 1, order.length - 1) : Math.max(from - 1, 0);
  if (next === from) return undefined;
  const target = order[next]!;
  return { id: target.id, x: target.left, y: next > own ? target.top + target.height - dragged.height : target.top };
}

/** The row the current palette drag was last stepped onto by the keyboard. */
let stepped: string | null = null;
/** The row the current keyboard drag of a page block was last stepped onto. */
let blockStepped: string | null = null;

/** The row a keyboard drag from the palette was last stepped onto (null: not by keyboard, or not yet on the page). */
export function keyboardStep(): string | null {
  return stepped;
}

/** A new drag (or the end of one) starts from the palette again. */
export function resetKeyboardSteps(): void {
  stepped = null;
  blockStepped = null;
}

const ARROWS = ['ArrowRight', 'ArrowDown', 'ArrowUp', 'ArrowLeft'];

/** The builder's keyboard getter: palette blocks and the page's own blocks (Down, Up) as above; other keys by dnd-kit's sortable getter. */
export const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, collisionRect, droppableRects, droppableContainers, over } = args.context;
  if (!active) return sortableKeyboardCoordinates(event, args);
  if (!String(active.id).startsWith(PALETTE_PREFIX)) {
    if ((event.code !== 'ArrowDown' && event.code !== 'ArrowUp') || !collisionRect) return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    // The rows of the dragged block's own list (its sortable container), where they were laid out.
    const list: unknown = droppableContainers.get(active.id)?.data.current?.sortable?.containerId;
    const rows: Target[] = [];
    for (const container of droppableContainers.getEnabled()) {
      const rect = droppableRects.get(container.id);
      if (rect && list !== undefined && container.data.current?.sortable?.containerId === list) {
        rows.push({ id: String(container.id), left: rect.left, top: rect.top, width: rect.width, height: rect.height });
      }
    }
    const to = blockKeyTarget(event.code, collisionRect, String(active.id), rows, blockStepped);
    if (!to) return undefined;
    blockStepped = to.id;
    return { x: to.x, y: to.y };
  }
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
