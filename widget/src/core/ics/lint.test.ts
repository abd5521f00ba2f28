import { describe, expect, it } from 'vitest';
import { lintIcs } from './lint';

const file = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const event = (uid: string, ...props: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20260115T120000Z',
  'DTSTART:20260601T090000Z',
  ...props,
  'END:VEVENT',
];
const calendar = (...body: string[]) => file('BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...body, 'END:VCALENDAR');

describe('lintIcs', () => {
  it('passes a minimal well-formed calendar', () => {
    expect(lintIcs(calendar(...event('a')))).toEqual([]);
  });

  it.each([
    ['LF line ends', calendar(...event('a')).replace(/\r\n/g, '\n'), 'the file does not end with CRLF'],
    ['an unfolded long line', calendar(...event('a', `SUMMARY:${'x'.repeat(80)}`)), 'line 8 has 88 octets (at most 75)'],
    ['a UTC value under a TZID', calendar(...event('a', 'DTEND;TZID=Europe/Berlin:20260601T100000Z')), 'a value with a TZID is written in UTC'],
    ['a TZID without its VTIMEZONE', calendar(...event('a', 'DTEND;TZID=Europe/Berlin:20260601T100000')), 'TZID Europe/Berlin has no VTIMEZONE'],
    ['a repeated UID', calendar(...event('a'), ...event('a')), 'VEVENT 2 repeats the UID a'],
    ['an event without DTSTAMP', calendar('BEGIN:VEVENT', 'UID:a', 'DTSTART:20260601T090000Z', 'END:VEVENT'), 'VEVENT 1 has no DTSTAMP'],
    ['no PRODID', file('BEGIN:VCALENDAR', 'VERSION:2.0', ...event('a'), 'END:VCALENDAR'), 'VCALENDAR has no PRODID'],
  ])('reports %s', (_, ics, problem) => {
    expect(lintIcs(ics)).toContain(problem);
  });

  it('reports a file ical.js cannot parse', () => {
    expect(lintIcs(file('BEGIN:VCALENDAR', 'not a content line', 'END:VCALENDAR')).join()).toMatch(/^ical\.js cannot parse it: /);
  });
});
