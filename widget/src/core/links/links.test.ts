import { describe, expect, it } from 'vitest';
import { generate, type OptionResult } from '../generate';
import type { ButtonConfig, Platform } from '../types';
import { NOW } from '../test-helpers';

const all = ['Apple', 'Google', 'iCal', 'Microsoft365', 'Outlook.com', 'MicrosoftTeams', 'Yahoo'];
function links(config: ButtonConfig, platform: Platform = 'desktop'): Record<string, OptionResult> {
  const r = generate({ options: all, ...config }, { now: NOW, userTimeZone: 'Europe/Berlin', platform });
  return Object.fromEntries(r.dates[0].options.map((o) => [o.option, o]));
}
const url = (o: OptionResult): URL => new URL((o as { url: string }).url);

const timed: ButtonConfig = { name: 'Launch & party', description: 'Line 1[br]Line 2', location: 'Kolkata', startDate: '2026-03-10', startTime: '18:30', endTime: '20:00', timeZone: 'Asia/Kolkata' };

describe('provider links', () => {
  it('Google: wall time with ctz on desktop, render template on phones', () => {
    const g = url(links(timed).google);
    expect(g.origin + g.pathname).toBe('https://calendar.google.com/calendar/r/eventedit');
    expect(g.searchParams.get('dates')).toBe('20260310T183000/20260310T200000');
    expect(g.searchParams.get('ctz')).toBe('Asia/Kolkata');
    expect(g.searchParams.get('text')).toBe('Launch & party');
    expect(g.searchParams.get('details')).toBe('Line 1<br>Line 2');
    const m = url(links(timed, 'android').google);
    expect(m.pathname).toBe('/calendar/render');
    expect(m.searchParams.get('action')).toBe('TEMPLATE');
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
    expect([ms.searchParams.get('startdt'), ms.searchParams.get('enddt'), ms.searchParams.get('allday')]).toEqual(['2026-03-10T13:00:00Z', '2026-03-10T14:30:00Z', 'false']);
    expect(ms.searchParams.get('subject')).toBe('Launch & party');
    expect(url(l.outlookcom).origin).toBe('https://outlook.live.com');
    const mobile = url(links(timed, 'ios').outlookcom);
    expect(mobile.pathname).toBe('/calendar/0/deeplink/compose');
    expect(mobile.searchParams.get('path')).toBe('/calendar/action/compose');
    const allDay = url(links({ name: 'Off', startDate: '2026-12-24' }).ms365);
    expect([allDay.searchParams.get('startdt'), allDay.searchParams.get('enddt'), allDay.searchParams.get('allday')]).toEqual(['2026-12-24', '2026-12-25', 'true']);
  });

  it('Teams: new meeting with UTC times', () => {
    const t = url(links(timed).msteams);
    expect(t.origin + t.pathname).toBe('https://teams.microsoft.com/l/meeting/new');
    expect([t.searchParams.get('startTime'), t.searchParams.get('endTime')]).toEqual(['2026-03-10T13:00:00Z', '2026-03-10T14:30:00Z']);
    expect(t.searchParams.get('content')).toBe('Line 1\nLine 2');
  });

  it('Yahoo: v=60 with UTC times, dur=allday for all-day events', () => {
    const y = url(links({ ...timed, timeZone: 'America/New_York' }).yahoo);
    expect([y.searchParams.get('v'), y.searchParams.get('st'), y.searchParams.get('et')]).toEqual(['60', '20260310T223000Z', '20260311T000000Z']);
    expect(y.searchParams.get('title')).toBe('Launch & party');
    expect(y.searchParams.get('in_loc')).toBe('Kolkata');
    const a = url(links({ name: 'Off', startDate: '2026-12-24', endDate: '2026-12-25' }).yahoo);
    expect([a.searchParams.get('st'), a.searchParams.get('et'), a.searchParams.get('dur')]).toEqual(['20261224', '20261225', 'allday']);
  });

  it('Apple/iCal: a data URL download, or the given icsFile', () => {
    const l = links(timed);
    expect((l.apple as { url: string }).url.startsWith('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR')).toBe(true);
    expect(l.ical).toMatchObject({ kind: 'ics', fileName: 'event.ics' });
    expect(links({ ...timed, icsFile: 'https://x.example/e.ics', iCalFileName: 'launch' }).ical).toEqual({ option: 'ical', kind: 'url', url: 'https://x.example/e.ics' });
  });

  it('subscribe: webcal, Google cid (intent on Android), Outlook addfromweb, Yahoo has a reason', () => {
    const sub: ButtonConfig = { name: 'Team calendar', subscribe: true, icsFile: 'https://x.example/team.ics' };
    const l = links(sub);
    expect((l.apple as { url: string }).url).toBe('webcal://x.example/team.ics');
    expect((l.google as { url: string }).url).toBe('https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fx.example%2Fteam.ics');
    expect((l.ms365 as { url: string }).url).toBe('https://outlook.office.com/calendar/0/addfromweb/?url=https%3A%2F%2Fx.example%2Fteam.ics&name=Team%20calendar');
    expect(l.yahoo).toMatchObject({ kind: 'none', reason: 'yahoo-subscribe' });
    expect(l.msteams).toBeUndefined();
    expect((links(sub, 'android').google as { url: string }).url).toMatch(/^intent:\/\/calendar\.google\.com\/calendar\/r\?cid=.*;package=com\.google\.android\.calendar;end$/);
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
