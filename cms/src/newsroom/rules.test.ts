import { describe, expect, it } from 'vitest';
import { dateLimit, isInEventsView, isInGrid, isPageVisible } from './rules';
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
});
