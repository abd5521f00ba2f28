import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, type OptionResult } from '../generate';
import { parsePerson } from '../person';
import { NOW, parseIcs } from '../test-helpers';

const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc
    .array(
      fc.constantFrom('\r', '\n', '\r\n', ';', ',', ':', '"', "'", '\\', 'END:VEVENT', 'BEGIN:VALARM', '😀', 'ü', '漢', ' ', 'X-INJECT:1', '^', '<br>', '[br]'),
      { maxLength: 60 },
    )
    .map((a) => a.join('')),
  fc.string({ minLength: 200, maxLength: 2000 }),
);

const EXPECTED_PROPS = [
  'uid',
  'dtstamp',
  'dtstart',
  'dtend',
  'summary',
  'description',
  'x-alt-desc',
  'location',
  'organizer',
  'attendee',
  'transp',
  'sequence',
  'status',
];

describe('.ics text fields cannot inject properties', () => {
  it('any name, description, location and organizer name round-trip exactly and add no property', () => {
    fc.assert(
      fc.property(nasty, nasty, nasty, fc.string({ unit: 'binary', maxLength: 40 }), (name, description, location, orgName) => {
        const result = generate(
          {
            name: `n${name}`,
            description: `d${description}`,
            location: `l${location}`,
            organizer: `o${orgName.replace(/\|/g, '')}|org@example.com`,
            attendee: 'guest@example.com',
            availability: 'busy',
            startDate: '2026-06-01',
            startTime: '10:00',
            endTime: '11:00',
            timeZone: 'Europe/Berlin',
            options: ['iCal'],
          },
          { now: NOW, userTimeZone: 'Europe/Berlin' },
        );
        const d = result.dates[0];
        const ics = (d.options[0] as Extract<OptionResult, { kind: 'ics' }>).ics;
        for (const line of ics.split('\r\n').slice(0, -1)) {
          expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
          expect(line).not.toMatch(/[\r\n]/);
        }
        const { calendar, events } = parseIcs(ics);
        expect(events).toHaveLength(1);
        expect(calendar.getAllSubcomponents().map((c) => c.name)).toEqual(['vtimezone', 'vevent']);
        const vevent = events[0].component;
        expect(vevent.getAllSubcomponents()).toHaveLength(0);
        expect(
          vevent
            .getAllProperties()
            .map((p) => p.name)
            .sort(),
        ).toEqual([...EXPECTED_PROPS].sort());
        expect(events[0].summary).toBe(d.date.name);
        expect(events[0].description).toBe(d.date.descriptionHtmlFree);
        expect(events[0].location).toBe(d.date.location);
        expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe(parsePerson(d.date.organizer)?.name);
        expect(calendar.getAllProperties().map((p) => p.name)).toEqual(['version', 'prodid', 'calscale', 'method']);
      }),
      { numRuns: 150 },
    );
  });
});
