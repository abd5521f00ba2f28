import { describe, expect, it } from 'vitest';
import { NOW, parseIcs } from '../test-helpers';
import { buildFeed, type FeedEvent } from './feed';
import { lintIcs } from './lint';

const expo: FeedEvent = {
  uid: 'expo-0-en-US@example.com',
  name: 'Expo, day 1; doors at 9',
  description: 'Meet the team.\nBring a badge.',
  location: 'Boston Convention Center, Hall A',
  startDate: '2026-12-03',
  startTime: '09:00',
  endDate: '2026-12-03',
  endTime: '17:00',
  timeZone: 'America/New_York',
  url: 'https://www.example.com/en-US/newsroom/expo',
};
const webinar: FeedEvent = {
  uid: 'webinar-0-en-US@example.com',
  name: 'Webinar',
  startDate: '2026-07-01',
  startTime: '10:00',
  endDate: '2026-07-01',
  endTime: '11:00',
  timeZone: 'Europe/Berlin',
  status: 'CANCELLED',
};

describe('buildFeed', () => {
  it('writes every event with the widget writer: clean by the widget lint, in each event zone with its VTIMEZONE', () => {
    const ics = buildFeed([expo, webinar], { name: 'Events | Meridian', now: NOW });
    expect(lintIcs(ics)).toEqual([]);
    const { calendar, events } = parseIcs(ics);
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual(['America/New_York', 'Europe/Berlin']);
    expect(events.map((e) => e.startDate.toUnixTime() * 1000)).toEqual([Date.UTC(2026, 11, 3, 14), Date.UTC(2026, 6, 1, 8)]);
    expect(events[0]!.endDate.toUnixTime() * 1000).toBe(Date.UTC(2026, 11, 3, 22));
  });

  it('is a published calendar with its name; each event keeps its UID, text, page and status', () => {
    const { calendar, events } = parseIcs(buildFeed([expo, webinar], { name: 'Events | Meridian; all, of them', now: NOW }));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    // An X- property is TEXT (RFC 5545 3.8.8.2), escaped; ical.js hands unknown properties back as written.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Events | Meridian\\; all\\, of them');
    const [first, second] = events.map((e) => e.component);
    expect(first!.getFirstPropertyValue('uid')).toBe('expo-0-en-US@example.com');
    expect(first!.getFirstPropertyValue('summary')).toBe('Expo, day 1; doors at 9');
    expect(first!.getFirstPropertyValue('description')).toBe('Meet the team.\nBring a badge.');
    expect(first!.getFirstPropertyValue('location')).toBe('Boston Convention Center, Hall A');
    expect(first!.getFirstPropertyValue('url')).toBe('https://www.example.com/en-US/newsroom/expo');
    expect(first!.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(first!.getFirstPropertyValue('dtstamp'))).toBe('2026-01-15T12:00:00Z');
    expect(second!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(second!.hasProperty('url')).toBe(false);
  });

  it('leaves out events the widget cannot read and URLs that are not http(s)', () => {
    const ics = buildFeed(
      [
        { ...expo, uid: 'a', timeZone: 'Mars/Olympus' },
        { ...expo, uid: 'b', startDate: '2026-13-45' },
        { ...expo, uid: 'c', endTime: '08:00' },
        { ...expo, uid: 'd', url: 'javascript:alert(1)' },
      ],
      { name: 'Events', now: NOW },
    );
    expect(lintIcs(ics)).toEqual([]);
    const { events } = parseIcs(ics);
    expect(events.map((e) => e.uid)).toEqual(['d']);
    expect(events[0]!.component.hasProperty('url')).toBe(false);
  });

  it('lets no text add a property or an event', () => {
    const evil = '\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:x\r\nX-INJECT:1';
    const ics = buildFeed([{ ...expo, uid: `u${evil}`, name: `n${evil}`, location: `l${evil}`, description: `d${evil}` }], { name: `c${evil}`, now: NOW });
    expect(lintIcs(ics)).toEqual([]);
    const { calendar, events } = parseIcs(ics);
    expect(events).toHaveLength(1);
    expect(calendar.getAllProperties().map((p) => p.name)).toEqual(['version', 'prodid', 'calscale', 'method', 'x-wr-calname']);
    expect(events[0]!.component.getAllProperties().some((p) => p.name === 'x-inject')).toBe(false);
  });
});
