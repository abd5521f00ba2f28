import { describe, expect, it } from 'vitest';
import { blockKeyTarget, paletteKeyTarget, type Target } from './keyboard-coordinates';
import { insertIndex } from './drop-position';

// Three rows of the outline and its end zone, a palette block 60 px high at the left.
const rows: Target[] = [
  { id: 'a', left: 300, top: 100, width: 500, height: 36 },
  { id: 'b', left: 300, top: 142, width: 500, height: 36 },
  { id: 'c', left: 300, top: 184, width: 500, height: 36 },
  { id: 'canvas:end', left: 300, top: 230, width: 500, height: 60 },
];
const blocks = ['a', 'b', 'c'].map((key) => ({ __key: key, __component: 'blocks.text' }));

/** Presses `keys` from the palette as dnd-kit would: the box moves, and is then over the row it was put on. */
function press(...keys: string[]) {
  let box = { left: 10, top: 400, width: 200, height: 60 };
  let over: string | null = 'c'; // what the pick-up left: the nearest row to the palette block
  let stepped: string | null = null;
  const positions: number[] = [];
  for (const key of keys) {
    const to = paletteKeyTarget(key, box, over, rows, stepped);
    if (to) {
      stepped = to.id;
      box = { ...box, left: to.x, top: to.y };
      over = rows.find((row) => Math.abs(row.top + row.height / 2 - (box.top + box.height / 2)) < 1)!.id;
    }
    const overRect = rows.find((row) => row.id === over)!;
    positions.push(insertIndex(blocks, over === 'canvas:end' ? null : over, box, overRect));
  }
  return positions;
}

describe('palette blocks moved by the arrow keys', () => {
  it('Right reaches the page where the pick-up was, then Up and Down move the drop position one row at a time', () => {
    expect(press('ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown')).toEqual([2, 1, 0, 0, 1, 2, 3, 3]);
  });

  it('lands before the row it is centred on, never after it', () => {
    const to = paletteKeyTarget('ArrowRight', { left: 10, top: 400, width: 200, height: 60 }, 'b', rows)!;
    expect(to).toEqual({ id: 'b', x: 300, y: 142 + 18 - 30 });
    expect(insertIndex(blocks, 'b', { top: to.y, height: 60 }, rows[1]!)).toBe(1);
  });

  it('steps from the row the last press chose, even while the box and the row under it still lag behind', () => {
    const box = { left: 10, top: 400, width: 200, height: 60 };
    const first = paletteKeyTarget('ArrowRight', box, 'a', rows)!;
    // Measured before the move settled: the box still in the palette, over the row of the pick-up.
    const second = paletteKeyTarget('ArrowDown', box, 'a', rows, first.id)!;
    expect(second.id).toBe('b');
    const third = paletteKeyTarget('ArrowDown', box, 'a', rows, second.id)!;
    expect(third.id).toBe('c');
    expect(paletteKeyTarget('ArrowRight', box, 'a', rows, third.id)).toBeUndefined();
  });

  it('does nothing with other keys or an empty page', () => {
    expect(paletteKeyTarget('ArrowLeft', { left: 300, top: 100, width: 200, height: 60 }, 'a', rows)).toBeUndefined();
    expect(paletteKeyTarget('ArrowDown', { left: 10, top: 100, width: 200, height: 60 }, null, [])).toBeUndefined();
  });
});

describe('page blocks moved by the arrow keys', () => {
  const list = rows.slice(0, 3);
  const box = { left: 300, top: 142, width: 500, height: 36 }; // block 'b', picked up

  it('one row per press from where the previous press put it, even while the box has not moved yet', () => {
    const first = blockKeyTarget('ArrowDown', box, 'b', list)!;
    expect(first).toEqual({ id: 'c', x: 300, y: 184 });
    // Still measured at its own place: the next Up goes back to its own row, then to the row above.
    const back = blockKeyTarget('ArrowUp', box, 'b', list, first.id)!;
    expect(back.id).toBe('b');
    expect(blockKeyTarget('ArrowUp', box, 'b', list, back.id)).toEqual({ id: 'a', x: 300, y: 100 });
  });

  it('lines a taller box up as the sortable getter does: bottom edges below its place, top edges above', () => {
    const tall = { ...box, height: 60 };
    expect(blockKeyTarget('ArrowDown', tall, 'b', list)).toEqual({ id: 'c', x: 300, y: 184 + 36 - 60 });
    expect(blockKeyTarget('ArrowUp', tall, 'b', list)).toEqual({ id: 'a', x: 300, y: 100 });
  });

  it('stops at either end and ignores other keys or a block not in the list', () => {
    expect(blockKeyTarget('ArrowDown', box, 'c', list)).toBeUndefined();
    expect(blockKeyTarget('ArrowUp', box, 'a', list)).toBeUndefined();
    expect(blockKeyTarget('ArrowLeft', box, 'b', list)).toBeUndefined();
    expect(blockKeyTarget('ArrowDown', box, 'zzz', list)).toBeUndefined();
  });
});
