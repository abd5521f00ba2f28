import { FLAG_NAMES, type ButtonConfig } from '../core/types';

/** Attribute names as the add-to-calendar-button library spells them (HTML lower-cases them; both forms work). */
export const CONFIG_ATTRIBUTES = [
  'name',
  'dates',
  'description',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'timeZone',
  'location',
  'status',
  'uid',
  'organizer',
  'attendee',
  'icsFile',
  'images',
  'recurrence',
  'recurrence_until',
  'recurrence_byDay',
  'recurrence_byMonth',
  'recurrence_byMonthDay',
  'recurrence_weekstart',
  'recurrence_interval',
  'recurrence_count',
  'sequence',
  'availability',
  'created',
  'updated',
  'iCalFileName',
  'options',
  'optionsMobile',
  'optionsIOS',
  'listStyle',
  'buttonStyle',
  'trigger',
  'label',
  'size',
  'customLabels',
  'customCss',
  'lightMode',
  'language',
  'pastDateHandling',
  'rsvp',
  'ty',
  'customVar',
  'identifier',
  'cspnonce',
  ...FLAG_NAMES,
] as const;

const BY_LOWER = new Map<string, string>(CONFIG_ATTRIBUTES.map((a) => [a.toLowerCase(), a]));

export const OBSERVED_ATTRIBUTES = [...BY_LOWER.keys(), 'instance'];

/** The element's attributes as a raw configuration (all strings; the core parses and validates them). */
export function readConfig(el: Element): ButtonConfig {
  const config: Record<string, string> = {};
  for (const attr of Array.from(el.attributes)) {
    const key = BY_LOWER.get(attr.name.toLowerCase());
    if (key) config[key] = attr.value;
  }
  return config as ButtonConfig;
}
