// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NewsroomCard, NewsroomResponse } from 'contract/blocks';
import { DESKTOP_GRID, TABLET_GRID, gridSpans, type GridShape } from './card-model';
import { NewsroomView } from './newsroom-view';
import { clearFilters } from './query-state';

/** The rows CSS grid's auto-placement makes of these spans (source order, no dense packing): the cells left empty before the last row. */
function holesBeforeLastRow(spans: number[], shape: GridShape): number {
  let holes = 0;
  let used = 0;
  for (const span of spans) {
    if (used + span > shape.columns) {
      holes += shape.columns - used;
      used = 0;
    }
    used += span;
    if (used === shape.columns) used = 0;
  }
  return holes;
}

describe('newsroom grid layout', () => {
  it('a full desktop page (14 cards, 5, 9 and 13 side by side) has no empty cell before card 13', () => {
    const spans = gridSpans(14, DESKTOP_GRID);
    expect(spans).toEqual([2, 2, 2, 2, 4, 2, 2, 2, 4, 2, 3, 3, 4, 2]);
    expect(holesBeforeLastRow(spans, DESKTOP_GRID)).toBe(0);
  });
  it('no hole on tablets either, for every page length', () => {
    for (let count = 1; count <= 14; count += 1) {
      expect(holesBeforeLastRow(gridSpans(count, DESKTOP_GRID), DESKTOP_GRID), `desktop, ${count} cards`).toBe(0);
      expect(holesBeforeLastRow(gridSpans(count, TABLET_GRID), TABLET_GRID), `tablet, ${count} cards`).toBe(0);
    }
  });

  it('the rendered grid carries each card its desktop and tablet width', () => {
    const cards = Array.from({ length: 14 }, (_, i) => ({
      slug: `card-${i + 1}`,
      publishedSettings: { articleTitle: `Card ${i + 1}`, categories: [], industries: [], datePublished: '2026-01-01T00:00:00.000Z' },
    })) as unknown as NewsroomCard[];
    const data = { data: cards, meta: { pagination: { page: 1, pageSize: 14, total: 14, last_page: 1 } } } as unknown as NewsroomResponse;
    document.body.innerHTML = renderToStaticMarkup(<NewsroomView locale="en-US" state={clearFilters()} data={data} />);
    const items = [...document.querySelectorAll('[data-testid="newsroom-grid"] > li')];
    const spanOf = (item: Element, prefix: string) => Number([...item.classList].find((c) => c.startsWith(prefix))?.slice(prefix.length));
    expect(items.map((item) => spanOf(item, 'grid__item--d'))).toEqual(gridSpans(14, DESKTOP_GRID));
    expect(items.map((item) => spanOf(item, 'grid__item--t'))).toEqual(gridSpans(14, TABLET_GRID));
  });
});
