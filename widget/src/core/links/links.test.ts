import { describe, expect, it } from 'vitest';
import { generate, type OptionResult } from '../generate';
import type { ButtonConfig, Platform } from '../types';
import { NOW } from '../test-helpers';

const all = ['Apple', 'Google', 'iCal', 'Microsoft365', 'Outlook.com', 'MicrosoftTeams', 'Yahoo'];
function links(config: ButtonConfig, platform: Platform = 'desktop', userTimeZone = 'Europe/Berlin'): Record<string, OptionResult> {
  const r = generate({ options: all, ...config }, { now: NOW, userTimeZone, platform });
  return Object.fromEntries(r.dates[0].options.map((o) => [o.option, o]));
}
const url = (o: OptionResult): URL => new URL((o as { url: string }).url);
const params = (u: URL, ...names: string[]): (string | null)[] => names.map((n) => u.searchParams.get(n));

const timed: ButtonConfig = {
  name: 'Launch & party',
  description: 'Line 1[br]Line 2',
  location: 'Kolkata',
  startDate: '2026-03-10',
  startTime: '18:30',
  endTime: '20:00',
  timeZone: 'Asia/Kolkata',
};

describe('provider links', () => {
  it('Google: wall time with ctz on desktop, render template on phones', () => {
    const g = url(links(timed).google);
    expect(g.origin + g.pathname).toBe('https://calendar.google.com/calendar/r/eventedit');
    expect(g.searchParams.get('dates')).toBe('20260310T183000/20260310T200000');
    expect(g.searchParams.get('ctz')).toBe('Asia/Kolkata');
    expect(g.searchParams.get('text')).toBe('Launch & party');
    expect(g.searchParams.get('details')).toBe('Line 1<br>Line 2');
    const m = url(links(timed, 'ios').google);
    expect(m.pathname).toBe('/calendar/render');
    expect(m.searchParams.get('action')).toBe('TEMPLATE');
  });

  it('Google on Android: the same render template as on iOS (the element opens it in the app, see element/platform)', () => {
    expect((links(timed, 'android').google as { url: string }).url).toBe((links(timed, 'ios').google as { url: string }).url);
  });

  it('Google all-day ends exclusive; availability maps to crm/trp', () => {
    const g = url(links({ name: 'Off', startDate: '2026-12-24', endDate: '2026-12-26', availability: 'free' }).google);
    expect(g.searchParams.get('dates')).toBe('20261224/20261227');
    expect(g.searchParams.get('ctz')).toBeNull();
    expect([g.searchParams.get('crm'), g.searchParams.get('trp')]).toEqual(['AVAILABLE', 'false']);
  });

  it('Microsoft 365 and Outlook.com: UTC instants, compose on desktop, deeplink on phones', () => {
    const l = links(timed);
    const ms = url(l.ms365);
    expect(ms.origin + ms.pathname).toBe('https://outlook.office.com/calendar/0/action/compose');
    expect([ms.searchParams.get('startdt'), ms.searchParams.get('enddt'), ms.searchParams.get('allday')]).toEqual([
      '2026-03-10T13:00:00Z',
      '2026-03-10T14:30:00Z',
      'false',
    ]);
    expect(ms.searchParams.get('subject')).toBe('Launch & party');
    expect(url(l.outlookcom).origin).toBe('https://outlook.live.com');
    const mobile = url(links(timed, 'ios').outlookcom);
    expect(mobile.pathname).toBe('/calendar/0/deeplink/compose');
    expect(mobile.searchParams.get('path')).toBe('/calendar/action/compose');
    expect(params(mobile, 'startdt', 'enddt')).toEqual(['2026-03-10T13:00:00Z', '2026-03-10T14:30:00Z']);
  });

  it.each([
    ['one day', '2026-12-24', '2026-12-24', '2026-12-25'],
    ['three days', '2026-12-26', '2026-12-26', '2026-12-27'],
  ])("Microsoft all-day (%s): an exclusive end on desktop, the last day in the phones' compose form", (_, endDate, phoneEnd, desktopEnd) => {
    // Microsoft documents neither form; the phones' deeplink compose reads enddt as the last day (as the library
    // sends it there), the desktop compose as the day after
    const config = { name: 'Off', startDate: '2026-12-24', endDate };
    for (const option of ['ms365', 'outlookcom']) {
      expect(params(url(links(config)[option]), 'startdt', 'enddt', 'allday')).toEqual(['2026-12-24', desktopEnd, 'true']);
      for (const platform of ['ios', 'android'] as const)
        expect(params(url(links(config, platform)[option]), 'startdt', 'enddt', 'allday')).toEqual(['2026-12-24', phoneEnd, 'true']);
    }
  });

  it('Teams: only the parameters Teams documents for a new meeting, the location in the content', () => {
    // learn.microsoft.com/microsoftteams/platform/concepts/build-and-test/deep-link-workflow ("Deep link to open a
    // meeting scheduling dialog"): subject, startTime and endTime (ISO 8601 with the UTC offset), content, attendees
    // (comma-separated addresses); "specifying the location isn't supported"; %20 for spaces, never '+'
    const l = links({ ...timed, organizer: 'Ana|ana@example.com', attendee: 'Bo Example|bo@example.com' });
    const raw = (l.msteams as { url: string }).url;
    const t = new URL(raw);
    expect(t.origin + t.pathname).toBe('https://teams.microsoft.com/l/meeting/new');
    expect([...t.searchParams.keys()]).toEqual(['subject', 'startTime', 'endTime', 'content', 'attendees']);
    expect(params(t, 'subject', 'startTime', 'endTime', 'attendees')).toEqual([
      'Launch & party',
      '2026-03-10T13:00:00Z',
      '2026-03-10T14:30:00Z',
      'bo@example.com',
    ]);
    // separated as the library does (' // '), so that it reads the same where Teams drops the line breaks
    expect(t.searchParams.get('content')).toBe('Kolkata // Line 1\nLine 2');
    expect(raw).toContain('subject=Launch%20%26%20party');
    expect(raw).not.toContain('+');
    expect(url(links({ ...timed, location: undefined }).msteams).searchParams.get('content')).toBe('Line 1\nLine 2');
    expect(url(links({ ...timed, description: undefined }).msteams).searchParams.get('content')).toBe('Kolkata');
  });

  it.each([
    ['Europe/Berlin', '2026-12-23T23:00:00Z', '2026-12-25T23:00:00Z'],
    ['America/New_York', '2026-12-24T05:00:00Z', '2026-12-26T05:00:00Z'],
    ['Asia/Kolkata', '2026-12-23T18:30:00Z', '2026-12-25T18:30:00Z'],
  ])("Teams all-day: from the visitor's midnight to the midnight after the last day (visitor in %s)", (zone, start, end) => {
    // Teams has no all-day meeting in its deep link; an all-day date is a day wherever the visitor is (as the .ics
    // DATE values), so the meeting spans the visitor's own days, as instants with their offset
    const t = url(links({ name: 'Off', startDate: '2026-12-24', endDate: '2026-12-25', timeZone: 'Pacific/Auckland' }, 'desktop', zone).msteams);
    expect(params(t, 'startTime', 'endTime')).toEqual([start, end]);
  });

  it('Yahoo: v=60 with UTC times, one all-day date as dur=allday', () => {
    const y = url(links({ ...timed, timeZone: 'America/New_York' }).yahoo);
    expect(params(y, 'v', 'st', 'et', 'dur')).toEqual(['60', '20260310T223000Z', '20260311T000000Z', null]);
    expect(y.searchParams.get('title')).toBe('Launch & party');
    expect(y.searchParams.get('in_loc')).toBe('Kolkata');
    expect(y.searchParams.get('desc')).toBe('Line 1\nLine 2');
    expect(params(url(links({ name: 'Off', startDate: '2026-12-24' }).yahoo), 'st', 'et', 'dur')).toEqual(['20261224', '20261224', 'allday']);
  });

  it("Yahoo: several all-day dates as a span of the visitor's wall times, 00:00 on the first day to 23:59 on the last", () => {
    // Yahoo documents no parameters; the reference that sites use (InteractionDesignFoundation's
    // add-event-to-calendar-docs, services/yahoo.md) gives st as YYYYMMDD for one all-day day and YYYYMMDDTHHMMSS for the
    // user's local time; dur=allday makes one day, so a span is sent as local times, as the library does
    const a = url(links({ name: 'Off', startDate: '2026-12-24', endDate: '2026-12-26', timeZone: 'America/New_York' }).yahoo);
    expect(params(a, 'st', 'et', 'dur')).toEqual(['20261224T000000', '20261226T235900', null]);
  });

  it('Apple/iCal: a data URL download, or the given icsFile', () => {
    const l = links(timed);
    expect((l.apple as { url: string }).url.startsWith('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR')).toBe(true);
    expect(l.ical).toMatchObject({ kind: 'ics', fileName: 'event.ics' });
    expect(links({ ...timed, icsFile: 'https://x.example/e.ics', iCalFileName: 'launch' }).ical).toEqual({
      option: 'ical',
      kind: 'url',
      url: 'https://x.example/e.ics',
    });
  });

  it('subscribe: webcal, Google cid, Outlook addfromweb, Yahoo has a reason', () => {
    const sub: ButtonConfig = { name: 'Team calendar', subscribe: true, icsFile: 'https://x.example/team.ics' };
    const l = links(sub);
    expect((l.apple as { url: string }).url).toBe('webcal://x.example/team.ics');
    expect((l.google as { url: string }).url).toBe('https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fx.example%2Fteam.ics');
    expect((l.ms365 as { url: string }).url).toBe(
      'https://outlook.office.com/calendar/0/addfromweb/?url=https%3A%2F%2Fx.example%2Fteam.ics&name=Team%20calendar',
    );
    expect(l.yahoo).toMatchObject({ kind: 'none', reason: 'yahoo-subscribe' });
    expect(l.msteams).toBeUndefined();
    expect((links(sub, 'android').google as { url: string }).url).toBe((l.google as { url: string }).url);
  });

  it('pastDateHandling disable: past dates give the reason "past"', () => {
    const l = links({ name: 'Old', startDate: '2025-01-01', pastDateHandling: 'disable' });
    expect(l.google).toMatchObject({ kind: 'none', reason: 'past' });
  });

  it('reports options removed for recurrence', () => {
    const r = generate({ ...timed, options: all, recurrence: 'weekly' }, { now: NOW, userTimeZone: 'UTC' });
    expect(r.removed.map((o) => o.option)).toEqual(['ms365', 'outlookcom', 'msteams', 'yahoo']);
    const g = new URL((r.dates[0].options.find((o) => o.option === 'google') as { url: string }).url);
    expect(g.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;WKST=MO;INTERVAL=1');
  });
});
