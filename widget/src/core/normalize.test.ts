import { describe, expect, it } from 'vitest';
import { generate } from './generate';
import { lintIcs } from './ics/lint';
import { normalize } from './normalize';
import { NOW } from './test-helpers';
import { FLAG_NAMES, LANGUAGES } from './types';
import { validate } from './validate';

const ctx = { now: NOW, userTimeZone: 'Europe/Berlin' };
const ev = { name: 'E', startDate: '2026-05-01' };

describe('normalize', () => {
  it('applies the defaults: GMT, CONFIRMED, dropdown, default style, 16px, light, en, ical', () => {
    const n = normalize(ev, ctx);
    expect(n.dates[0].timeZone).toBe('GMT');
    expect(n.dates[0].status).toBe('CONFIRMED');
    expect([n.listStyle, n.buttonStyle, n.size, n.lightMode, n.language, n.options, n.subscribe]).toEqual([
      'dropdown',
      'default',
      { l: 16, m: 16, s: 16 },
      'light',
      'en',
      ['ical'],
      false,
    ]);
  });

  it('lower-cases listStyle and buttonStyle', () => {
    const n = normalize({ ...ev, listStyle: ' Modal ', buttonStyle: '3D' }, ctx);
    expect([n.listStyle, n.buttonStyle]).toEqual(['modal', '3d']);
  });

  it('turns every flag into a boolean ("" and "true" are true)', () => {
    const n = normalize({ ...ev, hideBranding: '', hideIconButton: 'true', hideCheckmark: 'false', debug: true, inline: ' TRUE ', fakeIOS: 'yes' }, ctx);
    expect([n.flags.hideBranding, n.flags.hideIconButton, n.flags.hideCheckmark, n.flags.debug, n.flags.inline, n.flags.fakeIOS]).toEqual([
      true,
      true,
      false,
      true,
      true,
      false,
    ]);
    const all = Object.fromEntries(FLAG_NAMES.map((f) => [f, '']));
    expect(normalize({ ...ev, ...all, pastDateHandling: 'none' }, ctx).flags).toEqual(Object.fromEntries(FLAG_NAMES.map((f) => [f, true])));
    expect(Object.values(normalize(ev, ctx).flags)).toEqual(FLAG_NAMES.map(() => false));
    expect(FLAG_NAMES).toHaveLength(26);
  });

  it('takes fakeIOS and fakeAndroid as the platform when the context gives none', () => {
    expect(normalize({ ...ev, fakeIOS: '' }, { now: NOW }).platform).toBe('ios');
    expect(normalize({ ...ev, fakeAndroid: 'true' }, { now: NOW }).platform).toBe('android');
    expect(normalize({ ...ev, fakeAndroid: 'true' }, { now: NOW, platform: 'desktop' }).platform).toBe('desktop');
  });

  it('parses the JSON options and reports broken JSON', () => {
    const n = normalize({ ...ev, rsvp: '{"key":"k","max":20}', ty: "{'type':'link','url':'https://x.example/'}", customLabels: '{oops' }, ctx);
    expect(n.rsvp).toEqual({ key: 'k', max: 20 });
    expect(n.ty).toEqual({ type: 'link', url: 'https://x.example/' });
    expect(n.customLabels).toEqual({});
    expect(n.problems).toEqual(['customLabels is not valid JSON']);
  });

  it('cuts the language to 2 letters and falls back to en for unsupported ones', () => {
    expect(normalize({ ...ev, language: 'de-AT' }, ctx).language).toBe('de');
    expect(normalize({ ...ev, language: 'PT_br' }, ctx).language).toBe('pt');
    expect(normalize({ ...ev, language: 'xx' }, ctx).language).toBe('en');
    expect(normalize({ ...ev, language: 'e' }, ctx).language).toBe('en');
    for (const lang of LANGUAGES) expect(normalize({ ...ev, language: lang }, ctx).language).toBe(lang);
    expect(LANGUAGES).toHaveLength(26);
  });

  it('parses size "l|m|s" as 10 + value px (0 to 10), m defaulting to l and s to m', () => {
    expect(normalize({ ...ev, size: '8|4|0' }, ctx).size).toEqual({ l: 18, m: 14, s: 10 });
    expect(normalize({ ...ev, size: '3' }, ctx).size).toEqual({ l: 13, m: 13, s: 13 });
    expect(normalize({ ...ev, size: 5 }, ctx).size).toEqual({ l: 15, m: 15, s: 15 });
    expect(normalize({ ...ev, size: '2|7' }, ctx).size).toEqual({ l: 12, m: 17, s: 17 });
    expect(normalize({ ...ev, size: '15' }, ctx).size.l).toBe(20);
    expect(normalize({ ...ev, size: 'big|x|1' }, ctx).size).toEqual({ l: 16, m: 16, s: 11 });
  });

  it('accepts lightMode system, bodyScheme and dark (any case), otherwise light', () => {
    expect(normalize({ ...ev, lightMode: 'dark' }, ctx).lightMode).toBe('dark');
    expect(normalize({ ...ev, lightMode: 'System' }, ctx).lightMode).toBe('system');
    expect(normalize({ ...ev, lightMode: 'bodyscheme' }, ctx).lightMode).toBe('bodyScheme');
    expect(normalize({ ...ev, lightMode: 'purple' }, ctx).lightMode).toBe('light');
  });

  it('keeps sequence only as a whole number of at least 0', () => {
    expect(normalize({ ...ev, sequence: '4' }, ctx).dates[0].sequence).toBe(4);
    expect(normalize({ ...ev, sequence: '-1' }, ctx).dates[0].sequence).toBe(0);
    expect(normalize({ ...ev, sequence: '1.5' }, ctx).dates[0].sequence).toBe(0);
  });

  it.each([
    [
      "'Apple','Google','iCal','Microsoft365','Outlook.com','MicrosoftTeams','Yahoo'",
      'desktop',
      ['apple', 'google', 'ical', 'ms365', 'outlookcom', 'msteams', 'yahoo'],
    ],
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

  it.each([
    [
      'a recurring event offered only calendars without recurrence',
      { recurrence: 'weekly', options: 'Yahoo, MicrosoftTeams' },
      'desktop',
      ['ical'],
      ['yahoo', 'msteams'],
    ],
    ['the same on iOS (ical becomes apple)', { recurrence: 'weekly', options: 'Microsoft365, Google' }, 'ios', ['apple'], ['ms365', 'google']],
    [
      'a subscription offered only Teams',
      { subscribe: true, icsFile: 'https://x.example/cal.ics', options: 'MicrosoftTeams' },
      'desktop',
      ['ical'],
      ['msteams'],
    ],
    [
      'a subscription offered only Outlook on a phone',
      { subscribe: true, icsFile: 'https://x.example/cal.ics', options: 'Outlook.com' },
      'android',
      ['ical'],
      ['outlookcom'],
    ],
  ] as const)('falls back to the iCal file when the rules leave no option: %s', (_, config, platform, options, removed) => {
    // spec §5: "The default is ical, and empty options become ical" (empty after the removal rules too, or the menu is empty)
    const n = normalize({ ...ev, ...config }, { ...ctx, platform });
    expect(n.options).toEqual(options);
    expect(n.removedOptions.map((o) => o.option)).toEqual(removed);
    const result = generate({ ...ev, ...config }, { ...ctx, platform });
    expect(result.dates[0].options.map((o) => [o.option, o.kind])).toEqual([[options[0], 'subscribe' in config ? 'url' : 'ics']]);
    const [file] = result.dates[0].options;
    if (file.kind === 'ics') expect(lintIcs(file.ics)).toEqual([]);
    else expect(file).toMatchObject({ kind: 'url', url: 'webcal://x.example/cal.ics' });
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

  it('never throws for a today+N far out of the date range: it is reported as badly-formed', () => {
    for (const startDate of ['today+9999999', 'today+100000000', 'today+1e9']) {
      expect(() => normalize({ name: 'E', startDate }, ctx)).not.toThrow();
      expect(validate({ name: 'E', startDate }, ctx).join()).toContain('is badly-formed');
    }
    expect(validate({ name: 'E', startDate: 'today+100000000' }, ctx)).toEqual([
      `Add to Calendar Button generation (atcb-btn) failed: startDate "today+100000000" is badly-formed (expected YYYY-MM-DD, today or today+N)`,
    ]);
  });

  it('replaces %%customVar%% in name and location, strips HTML from descriptions', () => {
    const n = normalize(
      { ...ev, name: 'Hi %%who%%', location: '%%where%%', customVar: '{"who":"Ana","where":"Rome"}', description: 'a<br>b\nc [i]d[/i] <script>x</script>' },
      ctx,
    );
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

  it('builds an RRULE from simple fields', () => {
    const n = normalize(
      { ...ev, startDate: '2026-02-01', recurrence: ' Weekly ', recurrence_interval: '2', recurrence_byDay: 'mo,we', recurrence_until: '2026-06-30' },
      ctx,
    );
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
    const n = normalize(
      {
        name: 'E',
        startDate: '2025-01-06',
        startTime: '09:00',
        endTime: '10:00',
        timeZone: 'Europe/Berlin',
        recurrence: 'RRULE:FREQ=YEARLY;BYWEEKNO=2,-1;BYDAY=MO;COUNT=6',
      },
      ctx,
    );
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

describe("time zones: the library's timeZone 'currentBrowser' and useUserTZ", () => {
  const meeting = { name: 'Stand-up', startDate: '2026-05-04', startTime: '10:00', endTime: '10:30', options: ['Google', 'iCal', 'Outlook.com'] };
  const inNewYork = { now: NOW, userTimeZone: 'America/New_York' };
  const option = (r: ReturnType<typeof generate>, name: string) => r.dates[0].options.find((o) => o.option === name)!;
  const ics = (r: ReturnType<typeof generate>): string => (option(r, 'ical') as { ics: string }).ics;
  const link = (r: ReturnType<typeof generate>, name: string): URL => new URL((option(r, name) as { url: string }).url);

  it("'currentBrowser' takes the times as the visitor's own, in links and files as the library writes them", () => {
    const r = generate({ ...meeting, timeZone: 'currentBrowser' }, inNewYork);
    const d = r.dates[0].date;
    expect(d.timeZone).toBe('America/New_York');
    // 10:00 in New York in May (EDT, UTC-4)
    expect(new Date(d.startUtc!).toISOString()).toBe('2026-05-04T14:00:00.000Z');
    const google = link(r, 'google');
    expect([google.searchParams.get('dates'), google.searchParams.get('ctz')]).toEqual(['20260504T100000/20260504T103000', 'America/New_York']);
    expect(link(r, 'outlookcom').searchParams.get('startdt')).toBe('2026-05-04T14:00:00Z');
    expect(ics(r)).toContain('DTSTART;TZID=America/New_York:20260504T100000');
    expect(ics(r)).toContain('TZID:America/New_York');
    expect(lintIcs(ics(r))).toEqual([]);
  });

  it("'currentBrowser' is the zone of each visitor, and works per date", () => {
    const dates = [
      { startDate: '2026-05-04', timeZone: 'currentBrowser' },
      { startDate: '2026-05-05', timeZone: 'Asia/Tokyo' },
    ];
    const n = normalize({ ...meeting, startDate: undefined, dates }, { now: NOW, userTimeZone: 'Asia/Kolkata' });
    expect(n.dates.map((d) => d.timeZone)).toEqual(['Asia/Kolkata', 'Asia/Tokyo']);
    expect(new Date(n.dates[0].startUtc!).toISOString()).toBe('2026-05-04T04:30:00.000Z');
    // without a zone in the context, the platform's
    expect(normalize({ ...meeting, timeZone: 'currentBrowser' }, { now: NOW }).dates[0].timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("'currentBrowser' is valid; other names that are no zone are still reported", () => {
    expect(validate({ ...meeting, timeZone: 'currentBrowser' }, inNewYork)).toEqual([]);
    expect(validate({ ...meeting, timeZone: 'CurrentBrowser' }, inNewYork)).toEqual([
      'Add to Calendar Button generation (atcb-btn) failed: timeZone "CurrentBrowser" is not a valid IANA time zone',
    ]);
  });

  it("useUserTZ keeps the event's zone and instant: 10:00 in Berlin stays 08:00 UTC in every link and file", () => {
    const r = generate({ ...meeting, timeZone: 'Europe/Berlin', useUserTZ: true }, inNewYork);
    const d = r.dates[0].date;
    expect(d.timeZone).toBe('Europe/Berlin');
    expect(new Date(d.startUtc!).toISOString()).toBe('2026-05-04T08:00:00.000Z');
    expect([link(r, 'google').searchParams.get('dates'), link(r, 'google').searchParams.get('ctz')]).toEqual([
      '20260504T100000/20260504T103000',
      'Europe/Berlin',
    ]);
    expect(link(r, 'outlookcom').searchParams.get('startdt')).toBe('2026-05-04T08:00:00Z');
    expect(ics(r)).toContain('DTSTART;TZID=Europe/Berlin:20260504T100000');
    // the same event as without useUserTZ, for every visitor (one uid: saving it again updates it)
    const plain = generate({ ...meeting, timeZone: 'Europe/Berlin' }, { now: NOW, userTimeZone: 'Asia/Tokyo' }).dates[0].date;
    expect([d.startUtc, d.endUtc, d.uid]).toEqual([plain.startUtc, plain.endUtc, plain.uid]);
  });

  it('useUserTZ keeps a recurring series in its zone, so every occurrence keeps its instant', () => {
    const r = generate({ ...meeting, timeZone: 'Europe/Berlin', useUserTZ: true, recurrence: 'weekly', recurrence_count: '10' }, inNewYork);
    expect(ics(r)).toContain('DTSTART;TZID=Europe/Berlin:20260504T100000');
    expect(ics(r)).toContain('RRULE:FREQ=WEEKLY;WKST=MO;INTERVAL=1;COUNT=10');
  });
});
