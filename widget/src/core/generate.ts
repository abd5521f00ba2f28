import { buildIcs } from './ics/build';
import { calendarLink, subscribeLink, YAHOO_CALENDAR_URL } from './links/providers';
import { normalize } from './normalize';
import type { NormalizedConfig, NormalizedDate, ValidDate } from './normalized';
import type { ButtonConfig, GenerateContext } from './types';
import { GenerationError, validationReasons } from './validate';

export type NoneReason = 'cancelled' | 'yahoo-subscribe' | 'past' | 'recurrence-unsupported' | 'subscribe-unsupported';

export type OptionResult =
  | { option: string; kind: 'url'; url: string }
  | { option: string; kind: 'ics'; ics: string; fileName: string; url: string }
  | { option: string; kind: 'none'; reason: NoneReason; url?: string };

export interface DateResult {
  date: NormalizedDate;
  /** Past and pastDateHandling 'disable': shown but inert. */
  disabled: boolean;
  options: OptionResult[];
}

export interface GenerateResult {
  config: NormalizedConfig;
  dates: DateResult[];
  /** One file with every active date, for iCal/Apple on multi-date buttons. */
  combined?: { ics: string; fileName: string; url: string };
  /** Options removed by the normalisation rules, with the reason. */
  removed: OptionResult[];
  hidden: boolean;
  disabled: boolean;
  warnings: string[];
}

export const icsDataUrl = (ics: string): string => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;

function icsFor(n: NormalizedConfig, dates: NormalizedDate[]): { ics: string; fileName: string; url: string } {
  const ics = buildIcs(dates as ValidDate[], n);
  return { ics, fileName: `${n.iCalFileName}.ics`, url: icsDataUrl(ics) };
}

function optionFor(n: NormalizedConfig, d: ValidDate, option: string, disabled: boolean): OptionResult {
  const none = (reason: NoneReason, url?: string): OptionResult => ({ option, kind: 'none', reason, url });
  const link = (url: string | undefined): OptionResult => (url ? { option, kind: 'url', url } : none('subscribe-unsupported'));
  const cancelled = d.status === 'CANCELLED';
  const isFile = option === 'apple' || option === 'ical';
  if (disabled) return none('past');
  if (cancelled && !isFile) return none('cancelled');
  if (n.subscribe && n.icsFile) {
    return option === 'yahoo' ? none('yahoo-subscribe', YAHOO_CALENDAR_URL) : link(subscribeLink(option, n.icsFile, d.name));
  }
  if (!isFile) return link(calendarLink(option, d, n));
  return n.icsFile && !cancelled ? link(n.icsFile) : { option, kind: 'ics', ...icsFor(n, [d]) };
}

/**
 * Normalises, validates and builds, for every date and every offered calendar, a URL, an .ics text,
 * or the reason there is none. Throws GenerationError (message with the spec's prefix) for invalid configurations.
 */
export function generate(config: ButtonConfig | NormalizedConfig, context?: GenerateContext): GenerateResult {
  const n = normalize(config, context);
  const reasons = validationReasons(n, context);
  if (reasons.length) throw new GenerationError(n.identifier, reasons);
  const dates = n.dates.map((date): DateResult => {
    const disabled = date.overdue && n.pastDateHandling === 'disable';
    return { date, disabled, options: n.options.map((o) => optionFor(n, date as ValidDate, o, disabled)) };
  });
  const active = dates.filter((d) => !d.disabled && d.date.status !== 'CANCELLED').map((d) => d.date);
  const combined = n.dates.length > 1 && active[0] && !n.subscribe ? icsFor(n, active) : undefined;
  return {
    config: n,
    dates,
    combined,
    removed: n.removedOptions,
    hidden: n.hidden,
    disabled: n.disabled,
    warnings: n.warnings,
  };
}
