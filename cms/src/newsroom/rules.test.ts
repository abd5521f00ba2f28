import { describe, expect, it } from 'vitest';
import { dateLimit, eventsWindow, gridWindow, inWindow, isInEventsView, isInGrid, isPageVisible, UNPUBLISH_WINDOW_MS, type EntryDates } from './rules';
import { LIMIT, VISIBILITY } from '../../tests/fixtures/visibility-table';

const limit = Date.parse(LIMIT);
const abs = (offset: number | null) => (offset === null ? null : limit + offset);

describe('newsroom visibility rules (spec section 4)', () => {
  it.each(VISIBILITY)('$name → grid $grid', (row) => {
    expect(isInGrid({ datePublished: abs(row.published), dateScheduled: abs(row.scheduled), dateUnpublished: abs(row.unpublished) }, limit)).toBe(row.grid);
  });

  it('events view keeps events whose dateUnpublished is on or after the limit, however far', () => {
    const base = { datePublished: limit - 1, dateScheduled: null };
    expect(isInEventsView({ ...base, dateUnpublished: limit }, limit)).toBe(true);
    expect(isInEventsView({ ...base, dateUnpublished: limit + 400 * 86400000 }, limit)).toBe(true);
    expect(isInEventsView({ ...base, dateUnpublished: limit - 1 }, limit)).toBe(false);
    expect(isInEventsView({ ...base, dateUnpublished: null }, limit)).toBe(false);
  });

  it('an article page stays visible until its dateUnpublished', () => {
    expect(isPageVisible({ datePublished: limit - 1, dateScheduled: null, dateUnpublished: limit + 30 * 86400000 }, limit)).toBe(true);
    expect(isPageVisible({ datePublished: limit - 1, dateScheduled: null, dateUnpublished: limit }, limit)).toBe(false);
  });

  it('reads the date limit from NEWSROOM_DATE_LIMIT, else now', () => {
    expect(dateLimit({ NEWSROOM_DATE_LIMIT: LIMIT })).toEqual({ at: limit, key: LIMIT });
    expect(dateLimit({}, () => 42)).toEqual({ at: 42, key: 'now' });
    expect(() => dateLimit({ NEWSROOM_DATE_LIMIT: 'soon' })).toThrow(/NEWSROOM_DATE_LIMIT "soon" is not an ISO date-time/);
  });

  it('the windows (for the maintained counts) agree with the rules at every boundary of the table', () => {
    for (const row of VISIBILITY) {
      const e: EntryDates = { datePublished: abs(row.published), dateScheduled: abs(row.scheduled), dateUnpublished: abs(row.unpublished) };
      const edges = [e.datePublished, e.dateScheduled, e.dateUnpublished, e.dateUnpublished === null ? null : e.dateUnpublished - UNPUBLISH_WINDOW_MS, limit];
      for (const edge of edges) {
        if (edge === null) continue;
        for (const t of [edge - 1, edge, edge + 1]) {
          expect(inWindow(gridWindow(e), t), `${row.name} grid at ${t - limit}`).toBe(isInGrid(e, t));
          expect(inWindow(eventsWindow(e), t), `${row.name} events at ${t - limit}`).toBe(isInEventsView(e, t));
        }
      }
    }
  });

  it('the windows agree with the rules for random dates and limits', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const date = () => (random() < 0.2 ? null : limit + Math.floor((random() - 0.5) * 60 * 86400000));
    for (let i = 0; i < 5000; i++) {
      const e: EntryDates = { datePublished: date(), dateScheduled: date(), dateUnpublished: date() };
      const t = limit + Math.floor((random() - 0.5) * 60 * 86400000);
      expect(inWindow(gridWindow(e), t)).toBe(isInGrid(e, t));
      expect(inWindow(eventsWindow(e), t)).toBe(isInEventsView(e, t));
    }
  });
});
