import { describe, expect, it } from 'vitest';
import { dayFrom, zonedInstant } from './time';

describe('zonedInstant', () => {
  it.each([
    ['2026-01-15', '09:00', 'America/New_York', '2026-01-15T14:00:00.000Z'],
    ['2026-07-15', '09:00', 'America/New_York', '2026-07-15T13:00:00.000Z'],
    ['2026-07-15', '09:00', 'Europe/Berlin', '2026-07-15T07:00:00.000Z'],
    ['2026-01-15', '18:00', 'Asia/Kolkata', '2026-01-15T12:30:00.000Z'],
    ['2026-01-15', '08:30', 'Australia/Sydney', '2026-01-14T21:30:00.000Z'],
    ['2026-03-29', '03:30', 'Europe/Berlin', '2026-03-29T01:30:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, expected) => {
    expect(zonedInstant(day, time, zone).toISOString()).toBe(expected);
  });

  it('names the bad input', () => {
    expect(() => zonedInstant('15/01/2026', '09:00', 'Europe/Berlin')).toThrow(/15\/01\/2026/);
  });
});

describe('dayFrom', () => {
  it('counts whole days in UTC', () => {
    expect(dayFrom(new Date('2026-11-21T23:30:00Z'), 1)).toBe('2026-11-22');
    expect(dayFrom(new Date('2026-11-21T00:30:00Z'), -1)).toBe('2026-11-20');
  });
});
