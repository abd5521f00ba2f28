import { addDaysLocal, compactUtc, epochDay, fromEpochDay, fromWallMinutes, isoDate, parseDate, parseTime, wallMinutes } from './dates';
import { normalizeOptions, type RemovedOption } from './options';
import { toFlag, toList, toObject } from './parse';
import { expandDays, formatRRule, isExpandable, parseRRule, utcUntil, type RecurrenceRule } from './recurrence/rrule';
import { applyCustomVars, cleanLine, descriptionVariants } from './text';
import { isValidEmail } from './email';
import { isValidTimeZone, localToUtc, utcToLocal } from './timezone/offset';
import type {
  ButtonConfig,
  ButtonStyle,
  DateConfig,
  FlagName,
  GenerateContext,
  Language,
  LightMode,
  ListStyle,
  LocalDateTime,
  PastDateHandling,
  Person,
  Platform,
  RsvpConfig,
  ThankYouConfig,
} from './types';
import { BUTTON_STYLES, FLAG_NAMES, LANGUAGES } from './types';

const TZ_NEUTRAL_LOCATIONS = /^(global|world-wide|worldwide|online)$/i;

export interface NormalizedDate {
  index: number;
  name: string;
  descriptionHtmlFree: string;
  /** Safe HTML from the description markup (X-ALT-DESC, Google, Microsoft). */
  descriptionHtml: string;
  location: string;
  onlineEvent: boolean;
  /** Locations like 'online' or 'worldwide': shown in the visitor's zone. */
  tzNeutral: boolean;
  startDate: string;
  startTime?: string;
  endDate: string;
  endTime?: string;
  timeZone: string;
  allDay: boolean;
  /** Present when the dates, times and zone are valid. */
  start?: LocalDateTime;
  end?: LocalDateTime;
  startUtc?: number;
  endUtc?: number;
  status: string;
  availability?: string;
  organizer?: string;
  attendee?: string;
  uid: string;
  sequence: number;
  created?: string;
  updated?: string;
  /** 'RRULE:…' after the start moved to the next occurrence. */
  recurrence?: string;
  recurrenceRule?: RecurrenceRule;
  overdue: boolean;
}

export interface NormalizedConfig {
  readonly normalized: true;
  raw: ButtonConfig;
  identifier: string;
  now: number;
  userTimeZone: string;
  platform: Platform;
  name: string;
  dates: NormalizedDate[];
  /** Dates removed by pastDateHandling 'hide'. */
  hiddenDates: number;
  options: string[];
  removedOptions: RemovedOption[];
  icsFile?: string;
  iCalFileName: string;
  images: string[];
  /** Every flag as a boolean ('' and 'true' are true). */
  flags: Record<FlagName, boolean>;
  /** Lower-cased, default dropdown (the element adds the layout couplings). */
  listStyle: ListStyle | string;
  /** Lower-cased, default default (validate() checks it against BUTTON_STYLES). */
  buttonStyle: ButtonStyle | string;
  /** Font sizes in px for large, medium and small screens ('l|m|s', each 0 to 10, gives 10 plus the value; default 16). */
  size: { l: number; m: number; s: number };
  /** system, bodyScheme or dark; anything else is light. */
  lightMode: LightMode;
  /** Cut to 2 letters; en unless one of the 26 supported languages. */
  language: Language;
  customLabels: Record<string, string>;
  customCss?: string;
  pastDateHandling: PastDateHandling;
  /** As given (parsed from JSON); the element's RSVP form applies its defaults. */
  rsvp?: RsvpConfig;
  /** As given (parsed from JSON); the element's thank-you dialog applies its defaults. */
  ty?: ThankYouConfig;
  customVar: Record<string, string>;
  cspnonce?: string;
  /** flags.subscribe */
  subscribe: boolean;
  allOverdue: boolean;
  allCancelled: boolean;
  /** Whole button hidden or disabled by pastDateHandling. */
  hidden: boolean;
  disabled: boolean;
  /** Recurrence errors and JSON errors found while normalising, reported by validate(). */
  problems: string[];
  /** Warnings for debug mode only (e.g. a replaced uid). */
  warnings: string[];
}

/** FNV-1a based, stable for the same event, so saving again updates instead of duplicating. */
export function stableUid(seed: string): string {
  const prime = 0x01000193;
  let h1 = 0x811c9dc5;
  let h2 = prime;
  for (let i = 0; i < seed.length; i++) {
    h1 = Math.imul(h1 ^ seed.charCodeAt(i), prime);
    h2 = Math.imul(h2 ^ seed.charCodeAt(i), 2246822519);
  }
  // a version-4-shaped UUID from the 64 bits (unsigned), repeated
  const hex = [h1, h2, h1, h2].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('');
  return hex.replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12})/, '$1-$2-4$3-a$4-$5');
}

/** Word characters and dashes, at most 254. */
export const isValidUid = (uid: string): boolean => /^[\w-]{1,254}$/.test(uid);

const str = (v: unknown): string | undefined => (v == null ? undefined : String(v).trim() || undefined);
/** Trimmed and lower-cased, or the fallback when empty. */
const lower = (v: unknown, fallback?: string): string | undefined => (str(v) ?? fallback)?.toLowerCase();
/** Recurrence text: without whitespace, upper-cased. */
const squeeze = (v: unknown): string | undefined => str(v)?.replace(/\s+/g, '').toUpperCase();

export function parsePerson(v: string | undefined): Person | undefined {
  if (!v) return undefined;
  const [a, b] = v.split('|');
  if (b === undefined) return isValidEmail(a.trim()) ? { email: a.trim() } : undefined;
  return { name: cleanLine(a), email: b.trim() };
}

const WHOLE = [/^0*[1-9]\d*$/, 'must be a whole number of at least 1'] as const;
const DIGITS = [/^\d+(,\d+)*$/, 'must be digits and commas'] as const;
/** The simple recurrence fields (recurrence_<field>, RRULE part <FIELD> but WKST): format check, and the reason when it fails. */
const SIMPLE_RECURRENCE: [field: string, check: RegExp, reason: string][] = [
  ['weekstart', /^(MO|TU|WE|TH|FR|SA|SU)$/, 'must be a day code'],
  ['interval', ...WHOLE],
  ['until', /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d)?Z?)?$/, 'is malformed (expected YYYY-MM-DD)'],
  ['count', ...WHOLE],
  ['byDay', /^[+-]?\d{0,2}(MO|TU|WE|TH|FR|SA|SU)(,[+-]?\d{0,2}(MO|TU|WE|TH|FR|SA|SU))*$/, 'must be day codes MO to SU, with digits'],
  ['byMonth', ...DIGITS],
  ['byMonthDay', ...DIGITS],
];

/** Parses 'RRULE:…' or builds it from the recurrence fields; pushes problems for malformed input. */
function buildRecurrence(c: ButtonConfig, problems: string[]): RecurrenceRule | undefined {
  const text = squeeze(c.recurrence);
  if (!text) return undefined;
  const isRRule = text.startsWith('RRULE:');
  if (!isRRule && !/^(DAI|WEEK|MONTH|YEAR)LY$/.test(text)) {
    problems.push(`recurrence: "${text}" is neither an RRULE nor daily, weekly, monthly or yearly`);
    return undefined;
  }
  const parts = [isRRule ? text : `FREQ=${text}`];
  const before = problems.length;
  if (!isRRule) {
    for (const [field, check, reason] of SIMPLE_RECURRENCE) {
      const part = field === 'weekstart' ? 'WKST' : field.toUpperCase();
      const v = squeeze(c[`recurrence_${field}` as keyof ButtonConfig]);
      if (!v) continue;
      // UNTIL: a date padded with T235959Z
      if (!check.test(v) || (part === 'UNTIL' && !parseDate(v.slice(0, 10)))) problems.push(`recurrence_${field} ${reason}`);
      else parts.push(`${part}=${part === 'UNTIL' ? `${v.slice(0, 10).replace(/-/g, '')}T235959Z` : v}`);
    }
  }
  if (problems.length > before) return undefined;
  const rule = parseRRule(parts.join(';'));
  if (typeof rule !== 'string') return rule;
  problems.push(`recurrence: ${isRRule ? 'RRULE ' : ''}${rule}`);
  return undefined;
}

/**
 * [date, time]: 'today'/'today+N' resolved against today (an epoch day), a time in the date ('2026-05-01T10:00') used
 * when none is given, cut to HH:MM.
 */
function resolveDateTime(dateRaw: string | undefined, timeRaw: string | undefined, today: number): (string | undefined)[] {
  // at most 7 digits: beyond that the date would be out of range (it stays as given and is reported as badly-formed)
  const relative = /^today(?:\+(\d{1,7}))?$/i.exec(dateRaw ?? '');
  const date = relative ? isoDate(fromEpochDay(today + +(relative[1] ?? 0))) : dateRaw;
  const [, day, time] = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d)/.exec(date ?? '') ?? [undefined, date];
  return [day, (timeRaw ?? time)?.slice(0, 5)];
}

/** Sets the date's start and end (wall times in its zone) and their instants (an all-day end is exclusive). */
function setTimes(d: NormalizedDate, start: LocalDateTime, end: LocalDateTime): void {
  Object.assign(d, { start, end, startUtc: localToUtc(start, d.timeZone), endUtc: localToUtc(d.allDay ? addDaysLocal(end, 1) : end, d.timeZone) });
}

/** Moves a recurring date to its next occurrence ending after now, reducing COUNT by the skipped occurrences. */
function applyRecurrence(d: NormalizedDate, rule: RecurrenceRule, now: number): void {
  // start, end and their instants are set together (when the dates, times and zone are valid)
  if (!d.start || !d.end) return;
  if (isExpandable(rule) && d.endUtc! <= now) {
    const duration = wallMinutes(d.end) - wallMinutes(d.start);
    // both in the form 20261231T235959Z, so that they compare as text
    const until = rule.UNTIL && utcUntil(rule.UNTIL);
    let seen = 0;
    for (const day of expandDays(rule, epochDay(d.start.y, d.start.m, d.start.d))) {
      if (seen >= rule.COUNT!) break; // false without COUNT
      const start = { ...d.start, ...fromEpochDay(day) };
      const next = { ...d };
      setTimes(next, start, fromWallMinutes(wallMinutes(start) + duration));
      if (until && compactUtc(next.startUtc!) > until) break;
      if (next.endUtc! > now) {
        Object.assign(d, next);
        if (rule.COUNT) rule = { ...rule, COUNT: rule.COUNT - seen };
        break;
      }
      seen++;
    }
  }
  d.startDate = isoDate(d.start);
  d.endDate = isoDate(d.end);
  if (rule.COUNT! < 2) return; // false without COUNT
  d.recurrenceRule = rule;
  d.recurrence = formatRRule(rule);
}

/**
 * Normalises a configuration as the spec's normalisation list says (the element adds the layout couplings and the RSVP
 * and thank-you defaults). Never throws: problems are reported by validate().
 */
export function normalize(config: ButtonConfig | NormalizedConfig, context: GenerateContext = {}): NormalizedConfig {
  if ((config as NormalizedConfig | undefined)?.normalized) return config as NormalizedConfig;
  const c = (config ?? {}) as ButtonConfig;
  const now = Number(context.now ?? Date.now());
  const userTimeZone = isValidTimeZone(context.userTimeZone) ? context.userTimeZone! : Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const flags = Object.fromEntries(FLAG_NAMES.map((f) => [f, toFlag(c[f])])) as Record<FlagName, boolean>;
  const subscribe = flags.subscribe;
  const platform: Platform = context.platform ?? (flags.fakeIOS ? 'ios' : flags.fakeAndroid ? 'android' : 'desktop');
  const problems: string[] = [];
  const warnings: string[] = [];
  const objectField = <T>(field: keyof ButtonConfig): T | undefined => {
    const r = toObject<T>(c[field]);
    if (r.error) problems.push(`${field} ${r.error}`);
    return r.value;
  };
  const customVar = objectField<Record<string, string>>('customVar') ?? {};
  const replaced = (field: string, value: string): number =>
    warnings.push(`${field} "${value.slice(0, 40)}" was replaced (letters, digits, underscore and hyphen only)`);
  const rawIdentifier = str(c.identifier);
  const identifier = identifierOf(c);
  if (rawIdentifier && identifier !== rawIdentifier) replaced('identifier', rawIdentifier);
  const today = Math.floor(wallMinutes(utcToLocal(now, userTimeZone)) / 1440);
  /** one date: the event fields of the button, overridden by the date's own */
  const normalizeDate = (merged: DateConfig, index: number): NormalizedDate => {
    const timeZone = toFlag(merged.useUserTZ) ? userTimeZone : (str(merged.timeZone) ?? 'GMT');
    const startRaw = str(merged.startDate) ?? (subscribe ? 'today' : undefined);
    const [startDate = '', startTime] = resolveDateTime(startRaw, str(merged.startTime), today);
    const [endDate = startDate, endTime] = resolveDateTime(str(merged.endDate), str(merged.endTime), today);
    const allDay = !startTime && !endTime;
    const location = applyCustomVars(cleanLine(merged.location), customVar);
    const name = applyCustomVars(cleanLine(merged.name), customVar);
    const { plain, html } = descriptionVariants(merged.description);
    const seq = Number(merged.sequence);
    // a given uid that is not valid is replaced (with a warning) by the default; the button's uid is the first date's,
    // and the nth date's (n > 1) is that uid with '-n' unless the date gives its own, as the add-to-calendar-button
    // library numbers them: every date is its own event, and saving a date again updates that event
    const given = str(merged.uid);
    const uid =
      given && (isValidUid(given) || !replaced('uid', given))
        ? given + (index && given === str(c.uid) ? `-${index + 1}` : '')
        : stableUid(`${identifier}|${name}|${startDate}|${startTime ?? ''}|${timeZone}|${index}`);
    const out: NormalizedDate = {
      index,
      name,
      descriptionHtmlFree: plain,
      descriptionHtml: html,
      location,
      onlineEvent: /^https?:\/\//i.test(location),
      tzNeutral: TZ_NEUTRAL_LOCATIONS.test(location),
      startDate,
      startTime,
      endDate,
      endTime,
      timeZone,
      allDay,
      status: (str(merged.status) ?? 'CONFIRMED').toUpperCase(),
      availability: lower(merged.availability),
      organizer: str(merged.organizer),
      attendee: str(merged.attendee),
      uid,
      sequence: Number.isInteger(seq) && seq >= 0 ? seq : 0,
      created: str(merged.created),
      updated: str(merged.updated),
      overdue: false,
    };
    const sd = parseDate(startDate);
    const ed = parseDate(endDate);
    const st = parseTime(startTime);
    const et = parseTime(endTime);
    const timesOk = allDay || (st && et);
    if (sd && ed && timesOk && isValidTimeZone(timeZone)) {
      // an all-day date starts at midnight
      setTimes(out, { ...sd, h: 0, mi: 0, ...st }, { ...ed, h: 0, mi: 0, ...et });
    }
    return out;
  };

  const rawDates = objectField<DateConfig[]>('dates');
  const dateList = Array.isArray(rawDates) && rawDates.length ? rawDates : [{}];
  const all = dateList.map((d, i) => normalizeDate({ ...c, ...d }, i));

  const recurrenceRule = buildRecurrence(c, problems);
  if (recurrenceRule && all.length === 1) applyRecurrence(all[0], recurrenceRule, now);
  for (const d of all) d.overdue = d.endUtc! <= now; // false without an instant

  const pastDateHandling = (/^(disable|hide)$/.test(c.pastDateHandling!) ? c.pastDateHandling : 'none') as PastDateHandling;
  const allOverdue = all.every((d) => d.overdue);
  // 'hide' removes the past dates, unless all are past
  const dates = pastDateHandling === 'hide' && !allOverdue ? all.filter((d) => !d.overdue) : all;

  // there is always a date (hiding keeps them all when all are past), and a recurrence only ever applies to the only one
  const icsFile = str(c.icsFile);
  const [options, removed] = normalizeOptions(c, platform, !!dates[0].recurrence, subscribe, icsFile);
  const fileName = cleanLine(c.iCalFileName)
    .replace(/[^\w\- ]+/g, '')
    .trim();
  const language = lower(c.language, 'en')!.slice(0, 2) as Language;
  const lightMode = lower(c.lightMode);
  // size 'l|m|s': m defaults to l, s to m
  const sizes = String(c.size ?? '').split('|');
  let px = 16;
  const [l, m, s] = [0, 1, 2].map((i) => (px = /^\s*\d+\s*$/.test(sizes[i]) ? 10 + Math.min(10, +sizes[i]) : px));

  return {
    normalized: true,
    raw: c,
    identifier,
    now,
    userTimeZone,
    platform,
    name: dates[0].name,
    dates,
    hiddenDates: all.length - dates.length,
    options,
    removedOptions: removed,
    icsFile,
    iCalFileName: fileName || 'event',
    images: toList(c.images),
    flags,
    listStyle: lower(c.listStyle, 'dropdown')!,
    buttonStyle: lower(c.buttonStyle, 'default')!,
    size: { l, m, s },
    lightMode: (['system', 'bodyScheme', 'dark'] as const).find((mode) => mode.toLowerCase() === lightMode) ?? 'light',
    language: LANGUAGES.includes(language) ? language : 'en',
    rsvp: objectField<RsvpConfig>('rsvp'),
    ty: objectField<ThankYouConfig>('ty'),
    customLabels: objectField<Record<string, string>>('customLabels') ?? {},
    customCss: str(c.customCss),
    pastDateHandling,
    customVar,
    cspnonce: str(c.cspnonce),
    subscribe,
    allOverdue,
    allCancelled: dates.every((d) => d.status === 'CANCELLED'),
    hidden: flags.hidden || (allOverdue && pastDateHandling === 'hide'),
    disabled: flags.disabled || (allOverdue && pastDateHandling === 'disable'),
    problems,
    warnings,
  };
}

/** The identifier as given when it is letters, digits, underscore and hyphen; otherwise the default. */
export function identifierOf(c: { identifier?: string } | undefined): string {
  const id = str(c?.identifier);
  return id && /^[\w-]+$/.test(id) ? id : 'atcb-btn';
}

export { BUTTON_STYLES };
