import { describe, expect, it } from 'vitest';
import { paginationModel, type PageItem } from './pagination';

const show = (items: PageItem[]) => items.map((i) => (i.type === 'ellipsis' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

describe('paginationModel', () => {
  it.each([
    // current, last, expected numbers (2 siblings each side, no edge pages)
    [1, 1, '[1]'],
    [1, 3, '[1] 2 3'],
    [1, 10, '[1] 2 3 …'],
    [2, 10, '1 [2] 3 4 …'],
    [3, 10, '1 2 [3] 4 5 …'],
    [4, 10, '… 2 3 [4] 5 6 …'],
    [5, 10, '… 3 4 [5] 6 7 …'],
    [8, 10, '… 6 7 [8] 9 10'],
    [10, 10, '… 8 9 [10]'],
    [5, 5, '… 3 4 [5]'],
  ])('page %i of %i shows %s', (current, last, expected) => {
    expect(show(paginationModel(current, last).items)).toBe(expected);
  });

  it('disables first and previous on page 1, next and last on the last page', () => {
    const first = paginationModel(1, 4);
    expect([first.first.disabled, first.previous.disabled, first.next.disabled, first.last.disabled]).toEqual([true, true, false, false]);
    const last = paginationModel(4, 4);
    expect([last.first.disabled, last.previous.disabled, last.next.disabled, last.last.disabled]).toEqual([false, false, true, true]);
    expect(last.previous.page).toBe(3);
    expect(first.next.page).toBe(2);
    expect(first.last.page).toBe(4);
  });

  it('clamps a page beyond the last one', () => {
    expect(show(paginationModel(9, 3).items)).toBe('1 2 [3]');
  });
});
