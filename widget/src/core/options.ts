import { toList } from './parse';
import type { CalendarOption, Platform } from './types';

export interface RemovedOption {
  option: string;
  reason: 'recurrence-unsupported' | 'subscribe-unsupported';
}

/** 'Microsoft365' → 'ms365', 'Outlook.com' → 'outlookcom', 'iCal' → 'ical'; a custom label after '|' is dropped. */
export function canonicalOption(raw: string): string {
  return raw.split('|')[0].trim().toLowerCase().replace(/microsoft/g, 'ms').replace(/\./g, '').replace(/\s+/g, '');
}

export interface OptionInput {
  options: unknown;
  optionsMobile: unknown;
  optionsIOS: unknown;
  platform: Platform;
  recurring: boolean;
  subscribe: boolean;
  icsFile?: string;
}

/** The calendars to offer on this platform, following the spec's removal and swap rules. */
export function normalizeOptions(input: OptionInput): { options: string[]; removed: RemovedOption[] } {
  const { platform, recurring, subscribe } = input;
  const mobile = platform !== 'desktop';
  let raw = toList(input.options);
  if (mobile && toList(input.optionsMobile).length) raw = toList(input.optionsMobile);
  if (platform === 'ios' && toList(input.optionsIOS).length) raw = toList(input.optionsIOS);
  let list = [...new Set(raw.map(canonicalOption).filter(Boolean))];
  if (list.length === 0) list = ['ical'];
  if (subscribe && input.icsFile && /^https?:\/\/calendar\.google\.com\//i.test(input.icsFile)) {
    return { options: ['google'], removed: list.filter((o) => o !== 'google').map((option) => ({ option, reason: 'subscribe-unsupported' })) };
  }
  const removed: RemovedOption[] = [];
  list = list.filter((o) => {
    let reason: RemovedOption['reason'] | undefined;
    if (recurring && !(['apple', 'google', 'ical'] as string[]).includes(o)) reason = 'recurrence-unsupported';
    else if (recurring && o === 'google' && platform === 'ios') reason = 'recurrence-unsupported';
    else if (subscribe && o === 'msteams') reason = 'subscribe-unsupported';
    else if (subscribe && mobile && (o === 'ms365' || o === 'outlookcom')) reason = 'subscribe-unsupported';
    if (reason) removed.push({ option: o, reason });
    return !reason;
  });
  const has = (o: CalendarOption): boolean => list.includes(o);
  if (platform === 'ios' && has('ical') && !has('apple')) list = list.map((o) => (o === 'ical' ? 'apple' : o));
  if (platform === 'android' && has('apple') && !has('ical')) list = list.map((o) => (o === 'apple' ? 'ical' : o));
  return { options: list, removed };
}
