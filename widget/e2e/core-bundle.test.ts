import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import * as source from '../src/core/index';
import type { ButtonConfig, GenerateContext } from '../src/core/types';
import { DIST } from '../scripts/build';

/**
 * dist/core.js is what the size budget measures and what ships as the headless core: esbuild and terser minify it, so
 * this checks that the built module behaves as the source does (global-setup builds dist/ before these tests run).
 */
let built: typeof source;
beforeAll(async () => {
  built = (await import(pathToFileURL(join(DIST, 'core.js')).href)) as typeof source;
});

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const CONTEXTS: GenerateContext[] = [
  { now: NOW, userTimeZone: 'Europe/Berlin', platform: 'desktop' },
  { now: NOW, userTimeZone: 'America/New_York', platform: 'ios' },
  { now: NOW, userTimeZone: 'Asia/Kolkata', platform: 'android' },
];
const ALL = "'Apple','Google','iCal','Microsoft365','Outlook.com','MicrosoftTeams','Yahoo'";

/** Valid configurations covering zones (the visitor's too: currentBrowser, useUserTZ), all-day, multi-date, recurrence (moved start, BYSETPOS, BYWEEKNO), subscribe, cancelled and the appearance options. */
const VALID: ButtonConfig[] = [
  {
    name: 'Launch',
    description: 'Join us[br][b]cake[/b] & [url]https://x.example|talks[/url]',
    startDate: '2026-05-01',
    startTime: '18:00',
    endTime: '20:00',
    timeZone: 'Europe/Berlin',
    location: 'Berlin',
    options: ALL,
  },
  { name: 'All day', startDate: '2026-12-31', endDate: '2027-01-02', options: ALL, organizer: 'Jane|jane@example.com', attendee: 'bob@example.com' },
  {
    name: 'Tour',
    dates: [{ startDate: '2026-05-01', location: 'Rome' }, { startDate: '2026-05-08', status: 'cancelled' }, { startDate: '2025-05-01' }] as never,
    options: ALL,
    pastDateHandling: 'hide',
  },
  {
    name: 'Weekly',
    startDate: '2025-01-06',
    startTime: '09:00',
    endTime: '10:00',
    timeZone: 'America/New_York',
    recurrence: 'weekly',
    recurrence_byDay: 'MO,WE',
    recurrence_count: '40',
    options: ALL,
  },
  {
    name: 'Last Friday',
    startDate: '2025-01-31',
    recurrence: 'RRULE:FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1;UNTIL=20271231',
    timeZone: 'Australia/Sydney',
    startTime: '23:30',
    endTime: '00:30',
    endDate: '2025-02-01',
  },
  { name: 'Week 20', startDate: '2024-05-13', recurrence: 'RRULE:FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO;WKST=SU' },
  { name: 'Feed', subscribe: true, icsFile: 'https://x.example/feed.ics', options: ALL },
  {
    name: 'Online %%who%%',
    customVar: '{"who":"all"}',
    startDate: 'today+3',
    startTime: '10:00:00',
    endTime: '11:00',
    location: 'online',
    useUserTZ: '',
    uid: 'bad uid!',
    identifier: 'demo',
  },
  {
    name: 'Looks',
    startDate: '2026-05-01',
    listStyle: 'Modal',
    buttonStyle: '3D',
    size: '8|4',
    lightMode: 'bodyscheme',
    language: 'de-AT',
    hideBranding: '',
    inline: 'true',
    rsvp: '{"key":"k","max":20}',
    ty: "{'type':'link','url':'https://x.example/'}",
  },
  {
    name: 'Own zone',
    dates: [
      { startDate: '2026-05-01', timeZone: 'currentBrowser' },
      { startDate: '2026-05-02', timeZone: 'Europe/Berlin', useUserTZ: true },
    ] as never,
    startTime: '08:00',
    endTime: '09:00',
    options: ALL,
  },
];

/** Configurations with generation errors. */
const INVALID: ButtonConfig[] = [
  {},
  {
    name: '',
    startDate: '2026-5-1',
    startTime: '25:00',
    timeZone: 'Mars/Olympus',
    status: 'maybe',
    options: "'Apple','MySpace'",
    icsFile: 'ftp://x.example/../a.ics',
  },
  {
    name: 'E',
    dates: [{ startDate: '2026-05-01' }, { startDate: 'tomorrow', endTime: '10:00' }] as never,
    recurrence: 'weekly',
    subscribe: true,
    cspnonce: 'a"b',
  },
  {
    name: 'E',
    startDate: '2026-05-01',
    recurrence: 'weekly',
    recurrence_interval: '0',
    recurrence_byDay: 'MONDAY',
    recurrence_until: '2026-13-01',
    organizer: 'jane@example.com',
    attendee: 'Bob|bob',
  },
  {
    name: 'E',
    startDate: '2026-05-01',
    recurrence: 'RRULE:FREQ=MONTHLY;BYDAY=54MO',
    buttonStyle: 'custom',
    customCss: 'https://x.example/a.txt',
    dates: '[{"startDate":' as never,
  },
];

/** Results as plain data (JSON drops nothing the results carry but undefined fields). */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('dist/core.js, the shipped headless core', () => {
  it('exports what the source exports', () => {
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
  });

  it('generates what the source generates (links, .ics files, normalised configuration)', () => {
    for (const context of CONTEXTS) {
      for (const config of VALID) {
        expect(plain(built.generate(config, context))).toEqual(plain(source.generate(config, context)));
      }
    }
  });

  it('reports the same generation errors, and throws its GenerationError', () => {
    for (const config of INVALID) {
      const messages = source.validate(config, CONTEXTS[0]);
      expect(messages.length).toBeGreaterThan(0);
      expect(built.validate(config, CONTEXTS[0])).toEqual(messages);
      expect(() => built.generate(config, CONTEXTS[0])).toThrow(built.GenerationError);
    }
  });

  it('normalises the appearance options as the source does', () => {
    const n = built.normalize(VALID[8], CONTEXTS[0]);
    expect([n.listStyle, n.buttonStyle, n.size, n.lightMode, n.language, n.flags.hideBranding, n.flags.inline, n.flags.debug]).toEqual([
      'modal',
      '3d',
      { l: 18, m: 14, s: 14 },
      'bodyScheme',
      'de',
      true,
      true,
      false,
    ]);
  });
});
