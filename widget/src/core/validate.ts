import { isCompactUtc, parseDate, parseTime, wallMinutes } from './dates';
import { canonicalOption } from './options';
import { toList } from './parse';
import { identifierOf } from './ids';
import { normalize } from './normalize';
import type { NormalizedConfig, NormalizedDate } from './normalized';
import { parsePerson } from './person';
import { hasPathTraversal, isSafeHttpUrl } from './text';
import { isValidEmail } from './email';
import { isValidTimeZone } from './timezone/offset';
import { BUTTON_STYLES, CALENDAR_OPTIONS, type ButtonConfig, type GenerateContext, type Person } from './types';

export const errorPrefix = (identifier: string): string => `Add to Calendar Button generation (${identifier}) failed:`;

/** Thrown by generate() for an invalid configuration; the message lists every reason. */
export class GenerationError extends Error {
  constructor(
    readonly identifier: string,
    readonly reasons: string[],
  ) {
    super(`${errorPrefix(identifier)} ${reasons.join('; ')}`);
    this.name = 'GenerationError';
  }
}

const FORBIDDEN_NONCE = /[\s"'`<>()[\]{};,=\\]/;

/** A field's check: `<field> "<value>" <reason>` when a given value fails it. */
type Check<T> = [field: keyof T & string, ok: (value: string, of: T) => unknown, reason: string];

/** The button's own fields. */
const CONFIG_CHECKS: Check<NormalizedConfig>[] = [
  ['icsFile', isSafeHttpUrl, 'is not a valid http(s) url'],
  ['buttonStyle', (v) => (BUTTON_STYLES as readonly string[]).includes(v), `must be one of ${BUTTON_STYLES.join(', ')}`],
  ['customCss', (v) => isSafeHttpUrl(v) && /\.css(?:$|\?)/i.test(v), 'must be an http(s) url of a .css file'], // a safe URL has no line break
];

const BAD_DATE = 'is badly-formed (expected YYYY-MM-DD, today or today+N)';
const BAD_TIME = 'must be HH:MM with hours up to 23 and minutes up to 59';
const BAD_STAMP = 'must be in the form YYYYMMDDTHHMMSSZ';
/** Each date's fields (an endDate that defaulted to the startDate is not reported twice). */
const DATE_CHECKS: Check<NormalizedDate>[] = [
  ['startDate', parseDate, BAD_DATE],
  ['endDate', (v, d) => v === d.startDate || parseDate(v), BAD_DATE],
  ['startTime', parseTime, BAD_TIME],
  ['endTime', parseTime, BAD_TIME],
  ['timeZone', isValidTimeZone, 'is not a valid IANA time zone'],
  ['status', (v) => /^(TENTATIVE|CONFIRMED|CANCELLED)$/.test(v), 'must be tentative, confirmed or cancelled'],
  ['availability', (v) => /^(free|busy)$/.test(v), 'must be free or busy'],
  ['created', isCompactUtc, BAD_STAMP],
  ['updated', isCompactUtc, BAD_STAMP],
];

/** The reasons (without prefix) a configuration cannot generate. Empty when it is valid. */
export function validationReasons(input: ButtonConfig | NormalizedConfig, context?: GenerateContext): string[] {
  if (!input || !Object.keys(input).length) return ['no data provided'];
  const n = normalize(input, context);
  const c = n.raw;
  const errors: string[] = [...n.problems];
  const check = <T>(target: T, checks: Check<T>[], at: (field: string) => string): void => {
    for (const [field, ok, reason] of checks) {
      const v = target[field] as string | undefined;
      if (v && !ok(v, target)) errors.push(`${at(field)} "${v}" ${reason}`);
    }
  };
  const rawDates: unknown = c.dates;
  // dates given as a list (an array or JSON text): messages name the date
  const multi = Array.isArray(rawDates) || (typeof rawDates === 'string' && /^\s*\[/.test(rawDates));

  if (n.subscribe && n.dates.length > 1) errors.push('subscribe works with one date only');
  if (n.subscribe && !n.icsFile) errors.push('subscribe requires icsFile');
  for (const [field, url] of [
    ['icsFile', n.icsFile],
    ['customCss', n.customCss],
    ['ty.url', n.ty?.url],
  ] as const) {
    if (url && hasPathTraversal(url)) errors.push(`${field} contains a path-traversal sequence and is blocked`);
  }
  check(n, CONFIG_CHECKS, String);
  if (n.buttonStyle === 'custom' && !n.customCss) errors.push('buttonStyle custom requires customCss');
  if (n.rsvp && /^(date|none)$/.test(n.buttonStyle)) errors.push(`rsvp cannot be combined with buttonStyle ${n.buttonStyle}`);
  if (n.cspnonce && FORBIDDEN_NONCE.test(n.cspnonce)) errors.push('cspnonce contains forbidden characters');
  for (const o of [c.options, c.optionsMobile, c.optionsIOS].flatMap(toList)) {
    if (!(CALENDAR_OPTIONS as readonly string[]).includes(canonicalOption(o))) {
      errors.push(`option "${o}" is invalid (must be ${CALENDAR_OPTIONS.slice(0, -1).join(', ')} or ${CALENDAR_OPTIONS.at(-1)})`);
    }
  }
  if (c.recurrence && n.dates.length > 1) errors.push('recurrence cannot be combined with multiple dates');

  n.dates.forEach((d) => {
    const at = (field: string): string => (multi ? `dates[${d.index}].${field}` : field);
    for (const field of ['name', 'startDate'] as const) if (!d[field]) errors.push(`required field ${at(field)} is missing`);
    if (!d.startTime !== !d.endTime) errors.push(`${at('startTime')} and ${at('endTime')} must be given together`);
    check(d, DATE_CHECKS, at);
    if (d.end && wallMinutes(d.end) < wallMinutes(d.start!)) errors.push(`${at('endDate')}/${at('endTime')} is before the start`);
    // organizer 'NAME|EMAIL'; attendee an email or 'NAME|EMAIL': names under 50, emails under 100 characters
    const personOk = (p: Person | undefined): boolean => !!p && isValidEmail(p.email) && p.email.length < 100 && (p.name ?? '').length < 50;
    // only the 'NAME|EMAIL' form gives a name
    const organizer = parsePerson(d.organizer);
    if (d.organizer && !(organizer?.name && personOk(organizer))) {
      errors.push(`${at('organizer')} must be 'NAME|EMAIL' with a valid email, a name under 50 and an email under 100 characters`);
    }
    if (d.attendee) {
      if (!d.organizer) errors.push(`${at('attendee')} requires an organizer`);
      if (!personOk(parsePerson(d.attendee))) errors.push(`${at('attendee')} must be an email or 'NAME|EMAIL'`);
    }
  });
  return [...new Set(errors)];
}

/** Every generation error as a full message with the spec's prefix. Empty when the configuration is valid. */
export function validate(input: ButtonConfig | NormalizedConfig, context?: GenerateContext): string[] {
  // a normalised configuration carries a checked identifier, which identifierOf returns as it is
  return validationReasons(input, context).map((r) => `${errorPrefix(identifierOf(input))} ${r}`);
}
