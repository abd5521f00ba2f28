import { describe, expect, it } from 'vitest';
import { generate, type OptionResult } from '../generate';
import type { ButtonConfig } from '../types';
import { utcToLocal } from '../timezone/offset';
import { NOW, parseIcs } from '../test-helpers';
import { lintIcs } from './lint';

const ctx = { now: NOW, userTimeZone: 'Europe/Berlin', platform: 'desktop' as const };

function icsOf(config: ButtonConfig, option = 'ical'): string {
  const result = generate({ options: ['iCal', 'Google'], ...config }, ctx);
  const o = result.dates[0].options.find((x) => x.option === option) as Extract<OptionResult, { kind: 'ics' }>;
  expect(o.kind).toBe('ics');
  return o.ics;
}

/** Standard offsets in minutes, written by hand (not derived from the code under test). */
const ZONES: Record<string, { winter: number; summer: number }> = {
  'America/New_York': { winter: -300, summer: -240 },
  'Europe/Berlin': { winter: 60, summer: 120 },
  'Europe/Bucharest': { winter: 120, summer: 180 },
  'Asia/Kolkata': { winter: 330, summer: 330 },
  'Australia/Lord_Howe': { winter: 660, summer: 630 },
};

const wallUtc = (y: number, m: number, d: number, h: number, mi: number, offset: number): number => Date.UTC(y, m - 1, d, h, mi) - offset * 60_000;

const assertWellFormed = (ics: string): void => expect(lintIcs(ics)).toEqual([]);

describe.each(Object.entries(ZONES))('.ics in %s', (timeZone, offsets) => {
  it('round-trips a single timed event in winter and summer through ical.js', () => {
    for (const [month, offset] of [
      [1, offsets.winter],
      [7, offsets.summer],
    ] as const) {
      const date = `2026-0${month}-20`;
      const ics = icsOf({
        name: 'Board meeting',
        description: 'Agenda; budget, hiring',
        location: 'HQ, Room 1',
        startDate: date,
        startTime: '10:00',
        endTime: '11:30',
        timeZone,
      });
      assertWellFormed(ics);
      const { calendar, events } = parseIcs(ics);
      expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
      expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([timeZone]);
      const [e] = events;
      expect(e.summary).toBe('Board meeting');
      expect(e.description).toBe('Agenda; budget, hiring');
      expect(e.location).toBe('HQ, Room 1');
      expect(e.startDate.toUnixTime() * 1000).toBe(wallUtc(2026, month, 20, 10, 0, offset));
      expect(e.endDate.toUnixTime() * 1000).toBe(wallUtc(2026, month, 20, 11, 30, offset));
    }
  });

  it('writes all-day and multi-day events with exclusive DATE ends', () => {
    const allDay = parseIcs(icsOf({ name: 'Holiday', startDate: '2026-05-01', timeZone })).events[0];
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe('2026-05-01');
    expect(allDay.endDate.toString()).toBe('2026-05-02');
    const multi = parseIcs(icsOf({ name: 'Conference', startDate: '2026-05-01', startTime: '09:00', endDate: '2026-05-03', endTime: '17:00', timeZone }))
      .events[0];
    expect(multi.endDate.toUnixTime() - multi.startDate.toUnixTime()).toBe((2 * 24 + 8) * 3600);
  });

  it('keeps the wall time of a weekly series across DST changes (VTIMEZONE agrees with Intl)', () => {
    const ics = icsOf({
      name: 'Standup',
      startDate: '2026-02-02',
      startTime: '10:00',
      endTime: '10:15',
      timeZone,
      recurrence: 'weekly',
      recurrence_count: '40',
    });
    const { events } = parseIcs(ics);
    const it = events[0].iterator();
    let count = 0;
    for (let next = it.next(); next; next = it.next()) {
      const instant = next.toUnixTime() * 1000;
      const local = utcToLocal(instant, timeZone);
      expect([local.h, local.mi]).toEqual([10, 0]);
      count++;
    }
    expect(count).toBe(40);
  });
});

describe('.ics contents', () => {
  it('marks a cancelled date with METHOD:CANCEL and STATUS:CANCELLED, other calendars get a reason', () => {
    const result = generate({ name: 'Gone', startDate: '2026-06-01', status: 'cancelled', options: ['Apple', 'Google', 'Yahoo'] }, ctx);
    const [apple, google, yahoo] = result.dates[0].options;
    expect(google).toEqual({ option: 'google', kind: 'none', reason: 'cancelled' });
    expect(yahoo).toMatchObject({ kind: 'none', reason: 'cancelled' });
    expect(apple.kind).toBe('ics');
    const { calendar, events } = parseIcs((apple as Extract<OptionResult, { kind: 'ics' }>).ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(events[0].component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('uses REQUEST with an organizer and writes every listed property', () => {
    const ics = icsOf({
      name: 'Review',
      description: 'See [url]https://example.com/doc|the doc[/url]',
      startDate: '2026-06-01',
      startTime: '09:00',
      endTime: '10:00',
      timeZone: 'Europe/Berlin',
      location: 'Room "A"',
      organizer: 'Ana Example|ana@example.com',
      attendee: 'Bo|bo@example.com',
      availability: 'free',
      sequence: '3',
      created: '20260101T080000Z',
      updated: '20260102T080000Z',
      uid: 'review-2026',
    });
    const { calendar, events } = parseIcs(ics);
    const v = events[0].component;
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(v.getFirstPropertyValue('uid')).toBe('review-2026');
    expect(v.getFirstProperty('organizer')?.getParameter('cn')).toBe('Ana Example');
    expect(v.getFirstPropertyValue('organizer')).toBe('mailto:ana@example.com');
    expect(v.getFirstPropertyValue('attendee')).toBe('mailto:bo@example.com');
    expect(v.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    expect(v.getFirstPropertyValue('sequence')).toBe(3);
    expect(v.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(v.getFirstPropertyValue('created'))).toBe('2026-01-01T08:00:00Z');
    expect(String(v.getFirstPropertyValue('last-modified'))).toBe('2026-01-02T08:00:00Z');
    expect(String(v.getFirstPropertyValue('dtstamp'))).toBe('2026-01-15T12:00:00Z');
    expect(events[0].description).toBe('See the doc (https://example.com/doc)');
    expect(String(v.getFirstPropertyValue('x-alt-desc'))).toContain('<a href="https://example.com/doc"');
    expect(events[0].location).toBe('Room "A"');
  });

  it('writes UTC zones with Z values and no VTIMEZONE', () => {
    const ics = icsOf({ name: 'UTC call', startDate: '2026-06-01', startTime: '09:00', endTime: '10:00' });
    expect(ics).toContain('DTSTART:20260601T090000Z');
    expect(ics).not.toContain('VTIMEZONE');
  });

  it('puts every date of a multi-date button into one file with a VTIMEZONE per zone', () => {
    const result = generate(
      {
        name: 'Tour',
        options: ['iCal'],
        dates: [
          { startDate: '2026-04-01', startTime: '19:00', endTime: '21:00', timeZone: 'America/New_York' },
          { startDate: '2026-04-08', startTime: '19:00', endTime: '21:00', timeZone: 'Europe/Bucharest', name: 'Tour: Bucharest' },
          { startDate: '2026-04-15' },
        ],
      },
      ctx,
    );
    expect(result.dates).toHaveLength(3);
    assertWellFormed(result.combined!.ics);
    const { calendar, events } = parseIcs(result.combined!.ics);
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual(['America/New_York', 'Europe/Bucharest']);
    expect(events.map((e) => e.summary)).toEqual(['Tour', 'Tour: Bucharest', 'Tour']);
    expect(events[0].startDate.toUnixTime() * 1000).toBe(Date.UTC(2026, 3, 1, 23, 0));
    expect(events[1].startDate.toUnixTime() * 1000).toBe(Date.UTC(2026, 3, 8, 16, 0));
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);
  });

  it('Lord Howe: a half-hour DST shift resolves to the right instants on both sides of the change', () => {
    // DST ends on the first Sunday of April 2026 (April 5) at 02:00 local.
    const { events } = parseIcs(
      icsOf({
        name: 'Before',
        startDate: '2026-04-04',
        startTime: '12:00',
        endTime: '13:00',
        timeZone: 'Australia/Lord_Howe',
        recurrence: 'daily',
        recurrence_count: '3',
      }),
    );
    const it = events[0].iterator();
    const instants = [it.next(), it.next(), it.next()].map((t) => t!.toUnixTime() * 1000);
    expect(instants).toEqual([wallUtc(2026, 4, 4, 12, 0, 660), wallUtc(2026, 4, 5, 12, 0, 630), wallUtc(2026, 4, 6, 12, 0, 630)]);
  });
});

describe('recurring all-day and UNTIL', () => {
  it('writes UNTIL as a DATE for all-day series and ical.js expands it to the last day', () => {
    const ics = icsOf({ name: 'Market day', startDate: '2026-03-07', timeZone: 'Europe/Bucharest', recurrence: 'weekly', recurrence_until: '2026-04-04' });
    expect(ics).toContain('RRULE:FREQ=WEEKLY;WKST=MO;INTERVAL=1;UNTIL=20260404');
    const it = parseIcs(ics).events[0].iterator();
    const days: string[] = [];
    for (let next = it.next(); next; next = it.next()) days.push(next.toString());
    expect(days).toEqual(['2026-03-07', '2026-03-14', '2026-03-21', '2026-03-28', '2026-04-04']);
  });
});
