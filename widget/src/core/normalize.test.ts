import { describe, expect, it } from 'vitest';
import { normalize } from './normalize';
import { NOW } from './test-helpers';

const ctx = { now: NOW, userTimeZone: 'Europe/Berlin' };
const ev = { name: 'E', startDate: '2026-05-01' };

describe('normalize', () => {
  it('applies the defaults: GMT, CONFIRMED, default style, ical', () => {
    const n = normalize(ev, ctx);
    expect(n.dates[0].timeZone).toBe('GMT');
    expect(n.dates[0].status).toBe('CONFIRMED');
    expect([n.buttonStyle, n.options, n.subscribe]).toEqual(['default', ['ical'], false]);
  });

  it('parses the JSON options and reports broken JSON', () => {
    const n = normalize({ ...ev, rsvp: '{"key":"k","max":20}', ty: "{'type':'link','url':'https://x.example/'}", customLabels: '{oops' }, ctx);
    expect(n.rsvp).toEqual({ key: 'k', max: 20 });
    expect(n.ty).toEqual({ type: 'link', url: 'https://x.example/' });
    expect(n.customLabels).toEqual({});
    expect(n.problems).toEqual(['customLabels is not valid JSON']);
  });



  it('keeps sequence only as a whole number of at least 0', () => {
    expect(normalize({ ...ev, sequence: '4' }, ctx).dates[0].sequence).toBe(4);
    expect(normalize({ ...ev, sequence: '-1' }, ctx).dates[0].sequence).toBe(0);
    expect(normalize({ ...ev, sequence: '1.5' }, ctx).dates[0].sequence).toBe(0);
  });




  it.each([
    ["'Apple','Google','iCal','Microsoft365','Outlook.com','MicrosoftTeams','Yahoo'", 'desktop', ['apple', 'google', 'ical', 'ms365', 'outlookcom', 'msteams', 'yahoo']],
    ['[]', 'desktop', ['ical']],
    ['iCal, Google', 'ios', ['apple', 'google']],
    ['Apple, iCal', 'ios', ['apple', 'ical']],
    ['Apple, Google', 'android', ['ical', 'google']],
  ] as const)('options %s on %s', (options, platform, expected) => {
    expect(normalize({ ...ev, options }, { ...ctx, platform }).options).toEqual(expected);
  });

  it('removes options that cannot do recurrence, subscribe or mobile subscribe', () => {
    const all = ['Apple', 'Google', 'iCal', 'Microsoft365', 'Outlook.com', 'MicrosoftTeams', 'Yahoo'];
    expect(normalize({ ...ev, options: all, recurrence: 'weekly' }, ctx).options).toEqual(['apple', 'google', 'ical']);
    expect(normalize({ ...ev, options: all, recurrence: 'weekly' }, { ...ctx, platform: 'ios' }).options).toEqual(['apple', 'ical']);
    const sub = { ...ev, subscribe: true, icsFile: 'https://x.example/cal.ics', options: all };
    expect(normalize(sub, ctx).options).not.toContain('msteams');
    expect(normalize(sub, { ...ctx, platform: 'android' }).options).toEqual(['apple', 'google', 'ical', 'yahoo']);
    expect(normalize({ ...sub, icsFile: 'https://calendar.google.com/calendar/ical/x/public/basic.ics' }, ctx).options).toEqual(['google']);
  });

  it('prefers optionsMobile on phones and optionsIOS on iOS', () => {
    const c = { ...ev, options: ['Google'], optionsMobile: ['Yahoo'], optionsIOS: ['Apple'] };
    expect(normalize(c, { ...ctx, platform: 'android' }).options).toEqual(['yahoo']);
    expect(normalize(c, { ...ctx, platform: 'ios' }).options).toEqual(['apple']);
  });

  it('resolves today and today+N in the visitor zone, cuts times to HH:MM, defaults endDate', () => {
    const n = normalize({ name: 'E', startDate: 'today+3', startTime: '10:00:00', endTime: '11:00' }, ctx);
    expect(n.dates[0]).toMatchObject({ startDate: '2026-01-18', endDate: '2026-01-18', startTime: '10:00' });
    expect(normalize({ name: 'E', startDate: 'today' }, ctx).dates[0].startDate).toBe('2026-01-15');
  });

  it('replaces %%customVar%% in name and location, strips HTML from descriptions', () => {
    const n = normalize({ ...ev, name: 'Hi %%who%%', location: '%%where%%', customVar: '{"who":"Ana","where":"Rome"}', description: 'a<br>b\nc [i]d[/i] <script>x</script>' }, ctx);
    expect(n.dates[0].name).toBe('Hi Ana');
    expect(n.dates[0].location).toBe('Rome');
    expect(n.dates[0].descriptionHtmlFree).toBe('a\nb\nc d x');
  });

  it('derives onlineEvent and timezone-neutral locations', () => {
    expect(normalize({ ...ev, location: 'https://meet.example' }, ctx).dates[0].onlineEvent).toBe(true);
    expect(normalize({ ...ev, location: 'Worldwide' }, ctx).dates[0].tzNeutral).toBe(true);
  });

  it('generates a stable default uid', () => {
    expect(normalize(ev, ctx).dates[0].uid).toBe(normalize(ev, ctx).dates[0].uid);
    expect(normalize(ev, ctx).dates[0].uid).not.toBe(normalize({ ...ev, name: 'F' }, ctx).dates[0].uid);
  });

  it('uses the visitor zone with useUserTZ', () => {
    expect(normalize({ ...ev, timeZone: 'Asia/Tokyo', useUserTZ: 'true' }, ctx).dates[0].timeZone).toBe('Europe/Berlin');
  });

  it('builds an RRULE from simple fields', () => {
    const n = normalize({ ...ev, startDate: '2026-02-01', recurrence: ' Weekly ', recurrence_interval: '2', recurrence_byDay: 'mo,we', recurrence_until: '2026-06-30' }, ctx);
    expect(n.dates[0].recurrence).toBe('RRULE:FREQ=WEEKLY;WKST=MO;INTERVAL=2;UNTIL=20260630T235959Z;BYDAY=MO,WE');
  });

  it('moves a past recurring start to the next occurrence and reduces the count', () => {
    // Mondays from 2025-12-01; now is Thu 2026-01-15: 7 Mondays passed, next is 2026-01-19.
    const n = normalize({ name: 'E', startDate: '2025-12-01', startTime: '09:00', endTime: '10:00', recurrence: 'RRULE:FREQ=WEEKLY;COUNT=10' }, ctx);
    expect(n.dates[0].startDate).toBe('2026-01-19');
    expect(n.dates[0].recurrence).toBe('RRULE:FREQ=WEEKLY;WKST=MO;INTERVAL=1;COUNT=3');
  });

  it('moves a BYWEEKNO start to the next occurrence and reduces the count', () => {
    // Mondays of ISO week 2 and of the last week: 2025-01-06, 2025-12-22, 2026-01-05 passed; 2026 has 53 weeks
    const n = normalize({ name: 'E', startDate: '2025-01-06', startTime: '09:00', endTime: '10:00', timeZone: 'Europe/Berlin', recurrence: 'RRULE:FREQ=YEARLY;BYWEEKNO=2,-1;BYDAY=MO;COUNT=6' }, ctx);
    expect(n.dates[0].startDate).toBe('2026-12-28');
    expect(n.dates[0].recurrence).toBe('RRULE:FREQ=YEARLY;WKST=MO;INTERVAL=1;BYWEEKNO=2,-1;BYDAY=MO;COUNT=3');
  });

  it('drops the recurrence when fewer than 2 occurrences remain', () => {
    const n = normalize({ name: 'E', startDate: '2026-01-01', recurrence: 'daily', recurrence_count: '15' }, ctx);
    expect(n.dates[0].startDate).toBe('2026-01-15');
    expect(n.dates[0].recurrence).toBeUndefined();
  });

  it('pastDateHandling: hide removes past dates, all past hides or disables the button', () => {
    const dates = [{ startDate: '2026-01-01' }, { startDate: '2026-02-01' }];
    const some = normalize({ name: 'E', dates, pastDateHandling: 'hide' }, ctx);
    expect(some.dates.map((d) => d.startDate)).toEqual(['2026-02-01']);
    expect(some.hidden).toBe(false);
    expect(normalize({ name: 'E', startDate: '2025-01-01', pastDateHandling: 'hide' }, ctx).hidden).toBe(true);
    const disabled = normalize({ name: 'E', startDate: '2025-01-01', pastDateHandling: 'disable' }, ctx);
    expect([disabled.disabled, disabled.hidden, disabled.allOverdue]).toEqual([true, false, true]);
  });



});
