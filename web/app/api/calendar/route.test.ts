import { describe, expect, it } from 'vitest';
import { lintIcs, parseIcs } from 'widget/ics-lint';
import { GET } from './route';

const get = (query: string) => GET(new Request(`http://site.test/api/calendar?${query}`));

describe('GET /api/calendar', () => {
  it('answers the widget iCal file of the date, in its zone with a VTIMEZONE, clean by the widget lint', async () => {
    const response = get('name=Expo&startDate=2026-12-03&startTime=09:00&endDate=2026-12-03&endTime=17:00&timeZone=America/New_York&location=Boston');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Expo.ics"');
    const ics = await response.text();
    expect(lintIcs(ics)).toEqual([]);
    const { calendar, events } = parseIcs(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(ics).toContain('DTSTART;TZID=America/New_York:20261203T090000');
    expect(events[0]!.startDate.toUnixTime() * 1000).toBe(Date.UTC(2026, 11, 3, 14));
    expect(events[0]!.endDate.toUnixTime() * 1000).toBe(Date.UTC(2026, 11, 3, 22));
    expect(events[0]!.location).toBe('Boston');
  });

  it('cancels a cancelled date', async () => {
    const ics = await get('name=Expo&startDate=2026-12-03&startTime=09:00&endTime=10:00&timeZone=Europe/Berlin&status=CANCELLED').text();
    const { calendar, events } = parseIcs(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(events[0]!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it.each([
    ['', 'name is required'],
    ['name=Expo', 'required field startDate is missing'],
    ['name=Expo&startDate=2026-12-03&startTime=09:00&endTime=10:00&timeZone=Mars/Olympus', 'timeZone "Mars/Olympus"'],
    ['name=Expo&startDate=2026-02-31', 'startDate "2026-02-31"'],
    ['name=Expo&startDate=2026-12-03&startTime=25:99&endTime=10:00', 'startTime "25:99"'],
    ['name=Expo&startDate=2026-12-03&startTime=09:00', 'must be given together'],
    ['name=Expo&startDate=2026-12-03&startTime=10:00&endTime=09:00', 'is before the start'],
    ['name=Expo&startDate=2026-12-03&status=maybe', 'status "MAYBE"'],
    [`name=${'x'.repeat(5000)}&startDate=${'9'.repeat(5000)}`, `startDate "${'9'.repeat(40)}"`],
  ])('refuses %# with a 400 that names the problem', async (query, message) => {
    const response = get(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(message);
  });
});
