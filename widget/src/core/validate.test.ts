import { describe, expect, it } from 'vitest';
import { generate } from './generate';
import type { ButtonConfig } from './types';
import { GenerationError, validate } from './validate';
import { NOW } from './test-helpers';

const ctx = { now: NOW, userTimeZone: 'Europe/Berlin' };
const base: ButtonConfig = { name: 'Event', startDate: '2026-05-01', startTime: '10:00', endTime: '11:00', timeZone: 'Europe/Berlin', identifier: 'demo' };
const PREFIX = 'Add to Calendar Button generation (demo) failed:';

/** The spec's generation errors (widget.md §5), one row each: the configuration and the reason it must report. */
const TABLE: [rule: string, config: ButtonConfig, reason: string][] = [
  ['name missing', { ...base, name: undefined }, 'required field name is missing'],
  [
    'subscribe with more than one date',
    { ...base, subscribe: true, icsFile: 'https://x.example/a.ics', dates: [{ startDate: '2026-05-01' }, { startDate: '2026-05-02' }] },
    'subscribe works with one date only',
  ],
  ['startDate required', { ...base, startDate: undefined }, 'required field startDate is missing'],
  ['icsFile not a valid http(s) url', { ...base, icsFile: 'ftp://x.example/a.ics' }, 'icsFile "ftp://x.example/a.ics" is not a valid http(s) url'],
  ['icsFile with path traversal', { ...base, icsFile: 'https://x.example/../secret.ics' }, 'icsFile contains a path-traversal sequence and is blocked'],
  [
    'ty url with path traversal',
    { ...base, ty: { type: 'link', url: 'https://x.example/a/%2e%2e/b' } },
    'ty.url contains a path-traversal sequence and is blocked',
  ],
  [
    'buttonStyle not in the list',
    { ...base, buttonStyle: 'fancy' },
    'buttonStyle "fancy" must be one of default, simple, 3d, flat, round, neumorphism, text, date, custom, none',
  ],
  [
    'customCss not a .css url',
    { ...base, customCss: 'https://x.example/style.txt' },
    'customCss "https://x.example/style.txt" must be an http(s) url of a .css file',
  ],
  ['custom without customCss', { ...base, buttonStyle: 'custom' }, 'buttonStyle custom requires customCss'],
  ['rsvp with buttonStyle date', { ...base, rsvp: { key: 'k' }, buttonStyle: 'date' }, 'rsvp cannot be combined with buttonStyle date'],
  ['rsvp with buttonStyle none', { ...base, rsvp: '{"key":"k"}', buttonStyle: 'none' }, 'rsvp cannot be combined with buttonStyle none'],
  ['subscribe without icsFile', { ...base, subscribe: 'true' }, 'subscribe requires icsFile'],
  ['created format', { ...base, created: '2026-01-01' }, 'created "2026-01-01" must be in the form YYYYMMDDTHHMMSSZ'],
  ['updated format', { ...base, updated: '20260101T000000' }, 'updated "20260101T000000" must be in the form YYYYMMDDTHHMMSSZ'],
  [
    'invalid option',
    { ...base, options: "'Apple','MySpace'" },
    'option "MySpace" is invalid (must be apple, google, ical, ms365, outlookcom, msteams or yahoo)',
  ],
  ['status', { ...base, status: 'maybe' }, 'status "MAYBE" must be tentative, confirmed or cancelled'],
  ['availability', { ...base, availability: 'away' }, 'availability "away" must be free or busy'],
  ['organizer format', { ...base, organizer: 'jane@example.com' }, "organizer must be 'NAME|EMAIL'"],
  ['organizer name length', { ...base, organizer: `${'x'.repeat(50)}|jane@example.com` }, "organizer must be 'NAME|EMAIL'"],
  ['organizer email', { ...base, organizer: 'Jane|not-an-email' }, "organizer must be 'NAME|EMAIL'"],
  ['attendee without organizer', { ...base, attendee: 'bob@example.com' }, 'attendee requires an organizer'],
  ['attendee format', { ...base, organizer: 'Jane|jane@example.com', attendee: 'Bob|bob' }, "attendee must be an email or 'NAME|EMAIL'"],
  ['invalid time zone', { ...base, timeZone: 'Mars/Olympus' }, 'timeZone "Mars/Olympus" is not a valid IANA time zone'],
  ['date not 10 characters', { ...base, startDate: '2026-5-1' }, 'startDate "2026-5-1" is badly-formed'],
  ['date not three parts', { ...base, startDate: '2026/05/011' }, 'startDate "2026/05/011" is badly-formed'],
  ['time not HH:MM', { ...base, startTime: '9am' }, 'startTime "9am" must be HH:MM with hours up to 23 and minutes up to 59'],
  ['hours over 23', { ...base, endTime: '24:00' }, 'endTime "24:00" must be HH:MM'],
  ['minutes over 59', { ...base, startTime: '10:60', endTime: '11:00' }, 'startTime "10:60" must be HH:MM'],
  ['only one time', { ...base, endTime: undefined }, 'startTime and endTime must be given together'],
  ['end before start', { ...base, startTime: '12:00', endTime: '11:00' }, 'endDate/endTime is before the start'],
  ['end date before start date', { ...base, endDate: '2026-04-30' }, 'endDate/endTime is before the start'],
  [
    'RRULE with multiple dates',
    { ...base, recurrence: 'RRULE:FREQ=DAILY', dates: [{ startDate: '2026-05-01' }, { startDate: '2026-05-02' }] },
    'recurrence cannot be combined with multiple dates',
  ],
  ['RRULE malformed', { ...base, recurrence: 'RRULE:FREQ=WEEKLY;BYDAY' }, 'recurrence: RRULE malformed part "BYDAY"'],
  ['RRULE without FREQ', { ...base, recurrence: 'RRULE:INTERVAL=2' }, 'recurrence: RRULE FREQ missing'],
  ['interval whole number', { ...base, recurrence: 'weekly', recurrence_interval: '0' }, 'recurrence_interval must be a whole number of at least 1'],
  ['count whole number', { ...base, recurrence: 'weekly', recurrence_count: '2.5' }, 'recurrence_count must be a whole number of at least 1'],
  ['malformed until', { ...base, recurrence: 'weekly', recurrence_until: '2026-13-01' }, 'recurrence_until is malformed'],
  ['byMonth digits and commas', { ...base, recurrence: 'yearly', recurrence_byMonth: '1;2' }, 'recurrence_byMonth must be digits and commas'],
  ['byMonthDay digits and commas', { ...base, recurrence: 'monthly', recurrence_byMonthDay: 'first' }, 'recurrence_byMonthDay must be digits and commas'],
  ['byDay day codes', { ...base, recurrence: 'weekly', recurrence_byDay: 'MONDAY' }, 'recurrence_byDay must be day codes MO to SU'],
  ['ordinals 1 to 53', { ...base, recurrence: 'monthly', recurrence_byDay: '54MO' }, 'recurrence: malformed BYDAY "54MO"'],
  ['weekstart day code', { ...base, recurrence: 'weekly', recurrence_weekstart: 'XX' }, 'recurrence_weekstart must be a day code'],
  ['CSP nonce characters', { ...base, cspnonce: 'abc"def' }, 'cspnonce contains forbidden characters'],
  ['dates JSON broken', { ...base, dates: '[{"startDate":' as unknown as [] }, 'dates is not valid JSON'],
];

describe('validate: the spec’s generation errors', () => {
  it.each(TABLE)('%s', (_rule, config, reason) => {
    const messages = validate(config, ctx);
    expect(messages.some((m) => m.startsWith(`${PREFIX} ${reason}`) || (m.startsWith(PREFIX) && m.includes(reason)))).toBe(true);
    expect(() => generate(config, ctx)).toThrow(GenerationError);
  });

  it('accepts the base configuration', () => {
    expect(validate(base, ctx)).toEqual([]);
  });

  it('reports missing data', () => {
    expect(validate({}, ctx)).toEqual(['Add to Calendar Button generation (atcb-btn) failed: no data provided']);
  });

  it('names the date index in multi-date configurations', () => {
    const messages = validate({ name: 'Tour', dates: [{ startDate: '2026-05-01' }, { startDate: 'tomorrow' }] }, ctx);
    expect(messages).toEqual([
      'Add to Calendar Button generation (atcb-btn) failed: dates[1].startDate "tomorrow" is badly-formed (expected YYYY-MM-DD, today or today+N)',
    ]);
  });

  it('replaces a bad uid with a warning instead of an error', () => {
    const result = generate({ ...base, uid: 'not valid!' }, ctx);
    expect(result.dates[0].date.uid).toMatch(/^[\w-]+$/);
    expect(result.warnings[0]).toContain('uid');
  });

  it('generate throws one message with every reason and the prefix', () => {
    expect(() => generate({ ...base, name: '', timeZone: 'Nowhere' }, ctx)).toThrow(
      `${PREFIX} required field name is missing; timeZone "Nowhere" is not a valid IANA time zone`,
    );
  });
});
