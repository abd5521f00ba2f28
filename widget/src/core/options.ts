import { toList } from './parse';
import type { ButtonConfig, Platform } from './types';

/** An option removed by the rules, in the form generate() reports it. */
export interface RemovedOption {
  option: string;
  kind: 'none';
  reason: 'recurrence-unsupported' | 'subscribe-unsupported';
}

/** 'Microsoft365' → 'ms365', 'Outlook.com' → 'outlookcom', 'iCal' → 'ical'; a custom label after '|' is dropped. */
export function canonicalOption(raw: string): string {
  return raw
    .split('|')[0]
    .toLowerCase()
    .replace(/microsoft/g, 'ms')
    .replace(/[.\s]/g, '');
}

/** A Google calendar link (given as icsFile with subscribe). */
export const GOOGLE_CALENDAR = /^https?:\/\/calendar\.google\.com\//i;

/** The calendars to offer on this platform, following the spec's removal and swap rules. */
export function normalizeOptions(
  c: Pick<ButtonConfig, 'options' | 'optionsMobile' | 'optionsIOS'>,
  platform: Platform,
  recurring: boolean,
  subscribe: boolean,
  icsFile = '',
): [options: string[], removed: RemovedOption[]] {
  const mobile = platform !== 'desktop';
  // optionsIOS on iOS, optionsMobile on phones, options otherwise: the first one given
  const raw = [platform === 'ios' && c.optionsIOS, mobile && c.optionsMobile, c.options].map((v) => toList(v || undefined)).find((l) => l.length);
  let list = [...new Set((raw ?? []).map(canonicalOption).filter(Boolean))];
  const removed: RemovedOption[] = [];
  const remove = (option: string, reason: RemovedOption['reason']): number => removed.push({ option, kind: 'none', reason });
  // a Google calendar feed to subscribe to: Google only
  const googleFeed = subscribe && GOOGLE_CALENDAR.test(icsFile);
  list = list.filter((o) => {
    if (googleFeed) return o === 'google' || !remove(o, 'subscribe-unsupported');
    if (recurring && (!['apple', 'google', 'ical'].includes(o) || (o === 'google' && platform === 'ios'))) return !remove(o, 'recurrence-unsupported');
    if (subscribe && (o === 'msteams' || (mobile && (o === 'ms365' || o === 'outlookcom')))) return !remove(o, 'subscribe-unsupported');
    return true;
  });
  if (googleFeed) return [['google'], removed];
  // none given, or none left by the rules: the iCal file (spec: "empty options become ical")
  if (!list[0]) list = ['ical'];
  // on iOS ical becomes apple, on Android apple becomes ical; neither when both are given
  const [from, to] = platform === 'ios' ? ['ical', 'apple'] : ['apple', 'ical'];
  if (mobile && !list.includes(to)) list = list.map((o) => (o === from ? to : o));
  return [list, removed];
}
