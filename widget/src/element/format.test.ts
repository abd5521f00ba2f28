import { describe, expect, it } from 'vitest';
import { normalize } from '../core/normalize';
import { NOW } from '../core/test-helpers';
import type { ButtonConfig } from '../core/types';
import { dayAndMonth, formatRange } from './format';

/** What a visitor in New York reads on the button (the date-style card's day, month and time). */
function shownInNewYork(config: ButtonConfig, lang = 'en'): { range: string; day: string; month: string } {
  const n = normalize(config, { now: NOW, userTimeZone: 'America/New_York' });
  const d = n.dates[0];
  return { range: formatRange(d, lang, n.userTimeZone), ...dayAndMonth(d, lang, n.userTimeZone) };
}

const lateInBerlin = { name: 'Night launch', startDate: '2026-05-04', startTime: '02:00', endTime: '03:00', timeZone: 'Europe/Berlin' };

describe('the times the button shows', () => {
  it("useUserTZ: the event's instant in the visitor's zone (02:00 in Berlin is 8:00 PM the day before in New York)", () => {
    const shown = shownInNewYork({ ...lateInBerlin, useUserTZ: true });
    expect(shown.range).toMatch(/^May 3, 2026, 8:00\s?–\s?9:00\sPM EDT$/);
    expect([shown.day, shown.month]).toEqual(['3', 'May']);
    // the same as without the flag: never 02:00 in New York
    expect(shownInNewYork(lateInBerlin)).toEqual(shown);
  });

  it('useUserTZ in 24-hour languages and on the card of every language', () => {
    expect(shownInNewYork({ ...lateInBerlin, useUserTZ: true }, 'de').range).toMatch(/^3\. Mai 2026, 20:00\s?–\s?21:00\D/);
    expect(shownInNewYork({ ...lateInBerlin, useUserTZ: true }, 'ar').day).toMatch(/^(3|٣)$/);
  });

  it("'currentBrowser': the given times as they are, in the visitor's zone", () => {
    const shown = shownInNewYork({ ...lateInBerlin, timeZone: 'currentBrowser' });
    expect(shown.range).toMatch(/^May 4, 2026, 2:00\s?–\s?3:00\sAM EDT$/);
    expect(shown.day).toBe('4');
  });

  it('all-day dates keep their calendar days in every zone', () => {
    const shown = shownInNewYork({ name: 'Fair', startDate: '2026-05-04', endDate: '2026-05-05', timeZone: 'Asia/Tokyo', useUserTZ: true });
    expect(shown.range).toMatch(/^Mon, May 4\s?–\s?Tue, May 5, 2026$/);
    expect(shown.day).toBe('4');
  });
});
