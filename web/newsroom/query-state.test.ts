import { describe, expect, it } from 'vitest';
import { clearFilters, fromSegment, isEventsView, stateFromSearchParams, toSearch, toSegment, toggleFilter, withPage } from './query-state';

const parse = (search: string) => stateFromSearchParams(new URLSearchParams(search));

describe('newsroom query string', () => {
  it('reads category= and industry= lists and the page', () => {
    expect(parse('?category=events,company_news&industry=ENT&page=3')).toEqual({ page: 3, categories: ['company_news', 'events'], industries: ['ENT'] });
  });

  it('drops unknown keys and bad pages instead of failing', () => {
    expect(parse('?category=nope,events&industry=XYZ&page=-2')).toEqual({ page: 1, categories: ['events'], industries: [] });
    expect(parse('?page=abc').page).toBe(1);
  });

  it('writes the canonical query string (page omitted on page 1)', () => {
    expect(toSearch({ page: 1, categories: [], industries: [] })).toBe('');
    expect(toSearch({ page: 2, categories: ['customer_stories'], industries: ['BDLG', 'LAND'] })).toBe('?category=customer_stories&industry=BDLG,LAND&page=2');
  });

  it('round-trips through the query string and the path segment', () => {
    for (const search of ['', '?category=events', '?industry=INT&page=4', '?category=company_news,product_updates&industry=BDLG,ENT&page=2']) {
      const state = parse(search);
      expect(toSearch(state)).toBe(search);
      expect(fromSegment(toSegment(state))).toEqual(state);
    }
  });

  it('accepts only canonical segments (one cache entry per state)', () => {
    expect(fromSegment('1~~')).toEqual({ page: 1, categories: [], industries: [] });
    expect(fromSegment('1~events.company_news~')).toBeNull();
    expect(fromSegment('x~~')).toBeNull();
    expect(fromSegment('1~bogus~')).toBeNull();
  });

  it('toggling a filter flips it and goes back to page 1', () => {
    const state = { page: 3, categories: ['events'], industries: [] };
    expect(toggleFilter(state, 'industry', 'ENT')).toEqual({ page: 1, categories: ['events'], industries: ['ENT'] });
    expect(toggleFilter(state, 'category', 'events')).toEqual({ page: 1, categories: [], industries: [] });
  });

  it('clear all resets every filter; a page change keeps them', () => {
    expect(clearFilters()).toEqual({ page: 1, categories: [], industries: [] });
    expect(withPage({ page: 1, categories: ['events'], industries: ['ENT'] }, 2)).toEqual({ page: 2, categories: ['events'], industries: ['ENT'] });
  });

  it('recognises the events view (category filter exactly events)', () => {
    expect(isEventsView(parse('?category=events'))).toBe(true);
    expect(isEventsView(parse('?category=events,company_news'))).toBe(false);
  });
});
