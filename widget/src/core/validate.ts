import { isCompactUtc, parseDate, parseTime, wallMinutes } from './dates';
import { canonicalOption } from './options';
import { toList } from './parse';
import { identifierOf, normalize, parsePerson, type NormalizedConfig } from './normalize';
import { hasPathTraversal, isSafeHttpUrl, isValidEmail } from './text';
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

/** The reasons (without prefix) a configuration cannot generate. Empty when it is valid. */
export function validationReasons(input: ButtonConfig | NormalizedConfig, context: GenerateContext = {}): string[] {
  if (!input || (typeof input === 'object' && !(input as NormalizedConfig).normalized && Object.keys(input).length === 0)) {
    return ['no data provided'];
  }
  const n = normalize(input, context);
  const c = n.raw;
  const errors: string[] = [...n.problems];
  const rawDates: unknown = c.dates;
  // dates given as a list (an array or JSON text): messages name the date
  const multi = Array.isArray(rawDates) || (typeof rawDates === 'string' && /^\s*\[/.test(rawDates));

  if (n.subscribe && n.dates.length > 1) errors.push('subscribe works with one date only');
  if (n.subscribe && !n.icsFile) errors.push('subscribe requires icsFile');
  for (const [field, url] of [['icsFile', n.icsFile], ['customCss', n.customCss], ['ty.url', n.ty?.url]] as const) {
    if (url && hasPathTraversal(url)) errors.push(`${field} contains a path-traversal sequence and is blocked`);
  }
  if (n.icsFile !== undefined && !isSafeHttpUrl(n.icsFile)) errors.push(`icsFile "${n.icsFile}" is not a valid http(s) url`);
  if (!(BUTTON_STYLES as readonly string[]).includes(n.buttonStyle)) {
    errors.push(`buttonStyle "${n.buttonStyle}" must be one of ${BUTTON_STYLES.join(', ')}`);
  }
  if (n.customCss !== undefined && (!isSafeHttpUrl(n.customCss) || !/\.css(\?.*)?$/i.test(n.customCss))) {
    errors.push(`customCss "${n.customCss}" must be an http(s) url of a .css file`);
  }
  if (n.buttonStyle === 'custom' && !n.customCss) errors.push('buttonStyle custom requires customCss');
  if (n.rsvp && (n.buttonStyle === 'date' || n.buttonStyle === 'none')) errors.push(`rsvp cannot be combined with buttonStyle ${n.buttonStyle}`);
  if (n.cspnonce !== undefined && FORBIDDEN_NONCE.test(n.cspnonce)) errors.push('cspnonce contains forbidden characters');
  for (const o of [c.options, c.optionsMobile, c.optionsIOS].flatMap((v) => toList(v))) {
    if (!(CALENDAR_OPTIONS as readonly string[]).includes(canonicalOption(o))) {
      errors.push(`option "${o}" is invalid (must be ${CALENDAR_OPTIONS.slice(0, -1).join(', ')} or ${CALENDAR_OPTIONS.at(-1)})`);
    }
  }
  if (c.recurrence && n.dates.length > 1) errors.push('recurrence cannot be combined with multiple dates');

  n.dates.forEach((d) => {
    const at = (field: string): string => (multi ? `dates[${d.index}].${field}` : field);
    /** `<field> "<value>" <reason>` */
    const bad = (field: string, value: unknown, reason: string): number => errors.push(`${at(field)} "${value}" ${reason}`);
    for (const field of ['name', 'startDate'] as const) if (!d[field]) errors.push(`required field ${at(field)} is missing`);
    for (const field of ['startDate', 'endDate'] as const) {
      if (d.startDate && (field === 'startDate' || d.endDate !== d.startDate) && !parseDate(d[field])) bad(field, d[field], 'is badly-formed (expected YYYY-MM-DD, today or today+N)');
    }
    if (!d.startTime !== !d.endTime) errors.push(`${at('startTime')} and ${at('endTime')} must be given together`);
    for (const field of ['startTime', 'endTime'] as const) {
      if (d[field] !== undefined && !parseTime(d[field])) bad(field, d[field], 'must be HH:MM with hours up to 23 and minutes up to 59');
    }
    if (!isValidTimeZone(d.timeZone)) bad('timeZone', d.timeZone, 'is not a valid IANA time zone');
    if (d.start && d.end && wallMinutes(d.end) < wallMinutes(d.start)) errors.push(`${at('endDate')}/${at('endTime')} is before the start`);
    if (!['TENTATIVE', 'CONFIRMED', 'CANCELLED'].includes(d.status)) bad('status', d.status, 'must be tentative, confirmed or cancelled');
    if (d.availability !== undefined && !['free', 'busy'].includes(d.availability)) bad('availability', d.availability, 'must be free or busy');
    for (const field of ['created', 'updated'] as const) {
      if (d[field] !== undefined && !isCompactUtc(d[field])) bad(field, d[field], 'must be in the form YYYYMMDDTHHMMSSZ');
    }
    // organizer 'NAME|EMAIL'; attendee an email or 'NAME|EMAIL': names under 50, emails under 100 characters
    const personOk = (p: Person | undefined): boolean => !!p && isValidEmail(p.email) && p.email.length < 100 && (p.name ?? '').length < 50;
    // only the 'NAME|EMAIL' form gives a name
    const organizer = parsePerson(d.organizer);
    if (d.organizer !== undefined && !(organizer?.name && personOk(organizer))) {
      errors.push(`${at('organizer')} must be 'NAME|EMAIL' with a valid email, a name under 50 and an email under 100 characters`);
    }
    if (d.attendee !== undefined) {
      if (d.organizer === undefined) errors.push(`${at('attendee')} requires an organizer`);
      if (!personOk(parsePerson(d.attendee))) errors.push(`${at('attendee')} must be an email or 'NAME|EMAIL'`);
    }
  });
  return [...new Set(errors)];
}

/** Every generation error as a full message with the spec's prefix. Empty when the configuration is valid. */
export function validate(input: ButtonConfig | NormalizedConfig, context: GenerateContext = {}): string[] {
  // a normalised configuration carries a checked identifier, which identifierOf returns as it is
  return validationReasons(input, context).map((r) => `${errorPrefix(identifierOf(input))} ${r}`);
}
