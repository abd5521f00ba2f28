import { parseDate, parseTime, wallMinutes } from './dates';
import { resolveDateTime, setTimes } from './event-times';
import { identifierOf, isValidUid, stableUid } from './ids';
import type { NormalizedConfig, NormalizedDate } from './normalized';
import { normalizeOptions } from './options';
import { lower, str, toFlag, toList, toObject } from './parse';
import { buildRecurrence } from './recurrence/from-config';
import { applyRecurrence } from './recurrence/next-occurrence';
import { applyCustomVars, cleanLine, descriptionVariants } from './text';
import { isValidTimeZone, utcToLocal } from './timezone/offset';
import type { ButtonConfig, DateConfig, FlagName, GenerateContext, Language, PastDateHandling, Platform, RsvpConfig, ThankYouConfig } from './types';
import { FLAG_NAMES, LANGUAGES } from './types';

const TZ_NEUTRAL_LOCATIONS = /^(global|world-wide|worldwide|online)$/i;

/**
 * Normalises a configuration as the spec's normalisation list says (the element adds the layout couplings and the RSVP
 * and thank-you defaults). Never throws: problems are reported by validate().
 */
export function normalize(config: ButtonConfig | NormalizedConfig, context: GenerateContext = {}): NormalizedConfig {
  if ((config as NormalizedConfig | undefined)?.normalized) return config as NormalizedConfig;
  const c = (config ?? {}) as ButtonConfig;
  const now = Number(context.now ?? Date.now());
  // the visitor's zone: the context's (tests and servers inject it) or the platform's, which Intl always names
  const userTimeZone = isValidTimeZone(context.userTimeZone) ? context.userTimeZone! : Intl.DateTimeFormat().resolvedOptions().timeZone;
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
  /**
   * One date: the event fields of the button, overridden by the date's own (merged). A closure over the button's zone,
   * day, identifier, custom variables and warnings: passing them to a module of its own in an object costs the core's
   * bundle ~50 B gzip.
   */
  const normalizeDate = (merged: DateConfig, index: number): NormalizedDate => {
    // timeZone 'currentBrowser' (as the add-to-calendar-button library has it) takes the times as the visitor's own: the
    // links and files carry the visitor's zone. useUserTZ changes no zone: the times stay the event's, and so do the
    // instants the links and files carry; the element shows every time in the visitor's zone (element/format.ts)
    const timeZone = str(merged.timeZone)?.replace(/^currentBrowser$/, userTimeZone) ?? 'GMT';
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
