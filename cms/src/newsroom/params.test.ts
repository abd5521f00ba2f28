import { describe, expect, it } from 'vitest';
import { parseNewsroomQuery, QueryError } from './params';

describe('parseNewsroomQuery', () => {
  it('defaults to page 1 of 14 in en-US with no filters', () => {
    expect(parseNewsroomQuery({})).toEqual({ page: 1, pageSize: 14, locale: 'en-US', categories: [], industries: [], eventsView: false });
  });

  it('clamps pageSize to 100', () => {
    expect(parseNewsroomQuery({ pageSize: '10000' }).pageSize).toBe(100);
  });

  it('expands events into its sub-categories and marks the events view only when events is alone', () => {
    const events = parseNewsroomQuery({ category: 'events' });
    expect(events.eventsView).toBe(true);
    expect(events.categories.sort()).toEqual(['events', 'in_person_trainings', 'marketing_webinars', 'online_trainings', 'tradeshows']);
    expect(parseNewsroomQuery({ category: 'events,company_news' }).eventsView).toBe(false);
  });

  it.each([
    [{ page: '-1' }, 'page must be a whole number of at least 1 (got "-1")'],
    [{ page: 'abc' }, 'page must be a whole number of at least 1 (got "abc")'],
    [{ page: '0' }, 'page must be a whole number of at least 1 (got "0")'],
    [{ pageSize: '1.5' }, 'pageSize must be a whole number of at least 1 (got "1.5")'],
    [{ sort: 'title' }, 'Unknown query parameter "sort"'],
    [{ category: 'nope' }, 'category has unknown key(s): nope'],
    [{ industry: 'BDLG,XX' }, 'industry has unknown key(s): XX'],
    [{ locale: 'fr-FR' }, 'locale "fr-FR" is not supported (use en-US or es-US)'],
    [{ page: ['1', '2'] }, 'page must be given once, as a single value'],
  ])('refuses %j', (query, message) => {
    expect(() => parseNewsroomQuery(query)).toThrow(QueryError);
    expect(() => parseNewsroomQuery(query)).toThrow(message);
  });
});
