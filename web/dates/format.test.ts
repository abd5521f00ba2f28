import { describe, expect, it } from 'vitest';
import { INVALID_RANGE, dayAndMonth, formatArticleDate, formatCardDate, formatDateRange, formatTimeRange } from './format';
import { calendarPayload, sortEventDates } from '../event/calendar-payload';

describe('date formatting', () => {
  it('article dates: long US English in UTC', () => {
    expect(formatArticleDate('2025-03-05T23:30:00.000Z')).toBe('March 5, 2025');
    expect(formatArticleDate('2025-03-06T00:30:00+02:00')).toBe('March 5, 2025');
    expect(formatArticleDate(null)).toBe('');
  });

  it('card dates: en-US long in the given (visitor) zone', () => {
    expect(formatCardDate('2025-03-06T02:00:00Z', 'America/Los_Angeles')).toBe('March 5, 2025');
    expect(formatCardDate('2025-03-06T02:00:00Z', 'Europe/Berlin')).toBe('March 6, 2025');
  });

  it('event rows: day and short month in the zone', () => {
    expect(dayAndMonth('2025-12-03T14:00:00Z', 'America/New_York')).toEqual({ day: '3', month: 'Dec' });
  });

  it.each([
    ['2025-12-03T14:00:00Z', '2025-12-03T22:00:00Z', 'America/New_York', '9:00 AM – 5:00 PM EST'],
    ['2025-07-03T14:00:00Z', '2025-07-03T22:00:00Z', 'America/New_York', '10:00 AM – 6:00 PM EDT'],
    ['2025-12-03T14:00:00Z', null, 'UTC', '2:00 PM UTC'],
    // across midnight in the zone: the end's day is named
    ['2026-02-10T21:30:00Z', '2026-02-11T07:00:00Z', 'America/New_York', '4:30 PM – Feb 11, 2:00 AM EST'],
    ['2026-02-10T21:30:00Z', '2026-02-11T07:00:00Z', 'America/Los_Angeles', '1:30 PM – 11:00 PM PST'],
    // end before start: shown swapped
    ['2025-12-03T22:00:00Z', '2025-12-03T14:00:00Z', 'America/New_York', '9:00 AM – 5:00 PM EST'],
    ['not a date', '2025-12-03T14:00:00Z', 'UTC', INVALID_RANGE],
    ['2025-12-03T14:00:00Z', 'garbage', 'UTC', INVALID_RANGE],
    [null, null, 'UTC', INVALID_RANGE],
  ])('time range %s → %s in %s is "%s"', (start, end, zone, expected) => {
    expect(formatTimeRange(start, end, zone)).toBe(expected);
  });

  it('card date ranges of events', () => {
    expect(formatDateRange('2025-12-03T14:00:00Z', '2025-12-05T22:00:00Z', 'UTC')).toBe('December 3 – 5, 2025');
    expect(formatDateRange('2025-12-05T14:00:00Z', '2025-12-03T14:00:00Z', 'UTC')).toBe('December 3 – 5, 2025');
    expect(formatDateRange('nope', null, 'UTC')).toBe(INVALID_RANGE);
    expect(formatDateRange('nope', null, 'UTC', 'es-US')).toBe('Intervalo de fechas no válido');
    expect(formatTimeRange('nope', null, 'UTC', 'es-US')).toBe('Intervalo de fechas no válido');
  });
});

describe('calendar payload', () => {
  const date = {
    startDate: '2025-12-03T14:00:00.000Z',
    endDate: '2025-12-03T22:00:00.000Z',
    timeZone: 'America/New_York',
    address: 'Boston Convention Center',
    cancelled: false,
  };

  it('gives the spec fields in the date’s zone, 24-hour times, iCalFileName = title', () => {
    expect(calendarPayload(date, 'Greenbuild Expo')).toEqual({
      name: 'Greenbuild Expo',
      location: 'Boston Convention Center',
      startDate: '2025-12-03',
      endDate: '2025-12-03',
      startTime: '09:00',
      endTime: '17:00',
      timeZone: 'America/New_York',
      iCalFileName: 'Greenbuild Expo',
      status: 'CONFIRMED',
    });
  });

  it('marks cancelled dates, swaps reversed ranges, refuses invalid dates', () => {
    expect(calendarPayload({ ...date, cancelled: true }, 'X')?.status).toBe('CANCELLED');
    expect(calendarPayload({ ...date, startDate: date.endDate, endDate: date.startDate }, 'X')?.startTime).toBe('09:00');
    expect(calendarPayload({ ...date, startDate: 'nope' }, 'X')).toBeNull();
  });

  it('falls back to a one-hour slot and the default zone', () => {
    const payload = calendarPayload({ ...date, endDate: null, timeZone: 'Not/AZone' }, 'X');
    expect(payload).toMatchObject({ timeZone: 'America/New_York', startTime: '09:00', endTime: '10:00' });
  });

  it('sorts dates ascending by start', () => {
    const sorted = sortEventDates([
      { startDate: '2025-12-05T00:00:00Z' },
      { startDate: '2025-12-03T00:00:00Z' },
      { startDate: 'bad' },
      { startDate: '2025-12-04T00:00:00Z' },
    ]);
    expect(sorted.map((d) => d.startDate)).toEqual(['2025-12-03T00:00:00Z', '2025-12-04T00:00:00Z', '2025-12-05T00:00:00Z', 'bad']);
  });
});
