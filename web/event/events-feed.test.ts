import { describe, expect, it } from 'vitest';
import type { NewsroomCard, PublishedSettings } from 'contract/blocks';
import { lintIcs, parseIcs } from 'widget/ics-lint';
import { eventsFeed } from './events-feed';

const NOW = Date.UTC(2026, 5, 1, 12);
const site = { siteUrl: 'https://www.example.com', brandName: 'Meridian', locale: 'en-US', now: NOW };

function card(slug: string, settings: Partial<PublishedSettings>): NewsroomCard {
  const base: PublishedSettings = {
    id: 1,
    documentId: slug,
    slug,
    pageTitle: null,
    description: null,
    articleTitle: null,
    author: null,
    datePublished: null,
    dateUnpublished: null,
    dateScheduled: null,
    mainImage: null,
    imageAltText: null,
    layout: 'Event',
    isFeatured: false,
    redirectUrl: null,
    anchorLink: null,
    profiledFirm: null,
    profiledFirmLocation: null,
    eventDates: [],
    categories: [],
    industries: [],
  };
  return { slug, publishedSettings: { ...base, ...settings } };
}
const date = (startDate: string, endDate: string | null, more: { timeZone?: string | null; address?: string | null; cancelled?: boolean } = {}) => ({
  startDate,
  endDate,
  timeZone: null,
  address: null,
  cancelled: false,
  ...more,
});

const expo = card('expo', {
  articleTitle: 'Expo 2026',
  description: 'Meet us, hear the keynote; bring a friend.',
  eventDates: [
    date('2026-12-03T14:00:00.000Z', '2026-12-03T22:00:00.000Z', { timeZone: 'America/New_York', address: 'Boston, Hall A' }),
    date('2026-05-01T14:00:00.000Z', '2026-05-01T15:00:00.000Z'), // over before NOW: not in the feed
  ],
});
const webinar = card('webinar', { pageTitle: 'Webinar', eventDates: [date('2026-07-01T08:00:00.000Z', null, { timeZone: 'Europe/Berlin', cancelled: true })] });

describe('eventsFeed', () => {
  it('is clean by the widget lint and lists the dates that have not ended, soonest first, in their own zones', () => {
    const ics = eventsFeed([expo, webinar], site);
    expect(lintIcs(ics)).toEqual([]);
    const { calendar, events } = parseIcs(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Events | Meridian');
    expect(events.map((e) => e.summary)).toEqual(['Webinar', 'Expo 2026']);
    expect(events.map((e) => e.startDate.toUnixTime() * 1000)).toEqual([Date.UTC(2026, 6, 1, 8), Date.UTC(2026, 11, 3, 14)]);
    // no end: one hour
    expect(events[0]!.endDate.toUnixTime() * 1000).toBe(Date.UTC(2026, 6, 1, 9));
    expect(ics).toContain('DTSTART;TZID=America/New_York:20261203T090000');
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual(['Europe/Berlin', 'America/New_York']);
  });

  it('gives each date its UID, the article page, the description, the address and the cancellation', () => {
    const [webinarEvent, expoEvent] = parseIcs(eventsFeed([expo, webinar], site)).events.map((e) => e.component);
    expect(expoEvent!.getFirstPropertyValue('uid')).toBe('expo-0-en-US@www.example.com');
    expect(expoEvent!.getFirstPropertyValue('url')).toBe('https://www.example.com/en-US/newsroom/expo');
    expect(expoEvent!.getFirstPropertyValue('description')).toBe('Meet us, hear the keynote; bring a friend.');
    expect(expoEvent!.getFirstPropertyValue('location')).toBe('Boston, Hall A');
    expect(expoEvent!.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(webinarEvent!.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('is an empty calendar when no event is ahead', () => {
    const ics = eventsFeed([card('old', { eventDates: [date('2025-01-01T10:00:00.000Z', null)] })], site);
    expect(lintIcs(ics)).toEqual([]);
    expect(parseIcs(ics).events).toEqual([]);
  });
});
