import { describe, expect, it } from 'vitest';
import { inputToTime, isoToLocalInput, localInputToIso, timeToInput } from './datetime';

describe('date and time conversions', () => {
  it('round-trips an instant through the local input', () => {
    const iso = '2026-03-08T15:30:00.000Z';
    expect(localInputToIso(isoToLocalInput(iso))).toBe(iso);
  });
  it('treats empty and invalid values as empty', () => {
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('nope')).toBe('');
    expect(localInputToIso('')).toBeNull();
  });
  it('converts Strapi times', () => {
    expect(timeToInput('09:15:00.000')).toBe('09:15');
    expect(inputToTime('09:15')).toBe('09:15:00.000');
    expect(inputToTime('')).toBeNull();
  });
});
