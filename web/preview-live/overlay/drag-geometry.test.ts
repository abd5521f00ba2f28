import { describe, expect, it } from 'vitest';
import { edgeScroll, insertionAt } from './drag-geometry';

const boxes = [
  { top: 0, left: 0, width: 100, height: 100 },
  { top: 100, left: 0, width: 100, height: 50 },
  { top: 150, left: 0, width: 100, height: 200 },
];

describe('dragging a block on the page', () => {
  it('goes before the first block whose middle is below the pointer, or after the last', () => {
    expect(insertionAt(10, boxes)).toBe(0);
    expect(insertionAt(49, boxes)).toBe(0);
    expect(insertionAt(50, boxes)).toBe(1);
    expect(insertionAt(124, boxes)).toBe(1);
    expect(insertionAt(125, boxes)).toBe(2);
    expect(insertionAt(249, boxes)).toBe(2);
    expect(insertionAt(250, boxes)).toBe(3);
    expect(insertionAt(9999, boxes)).toBe(3);
    expect(insertionAt(10, [])).toBe(0);
  });

  it('scrolls the page near its top and bottom edges, faster nearer the edge, and not in between', () => {
    expect(edgeScroll(400, 800)).toBe(0);
    expect(edgeScroll(48, 800)).toBe(0);
    expect(edgeScroll(752, 800)).toBe(0);
    expect(edgeScroll(40, 800)).toBeLessThan(0);
    expect(edgeScroll(0, 800)).toBeLessThan(edgeScroll(40, 800));
    expect(edgeScroll(-50, 800)).toBe(edgeScroll(0, 800));
    expect(edgeScroll(760, 800)).toBeGreaterThan(0);
    expect(edgeScroll(800, 800)).toBeGreaterThan(edgeScroll(760, 800));
  });
});
