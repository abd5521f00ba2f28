import type { RemovedOption } from './options';
import type { RecurrenceRule } from './recurrence/rrule';
import type {
  ButtonConfig,
  ButtonStyle,
  FlagName,
  Language,
  LightMode,
  ListStyle,
  LocalDateTime,
  PastDateHandling,
  Platform,
  RsvpConfig,
  ThankYouConfig,
} from './types';

/** One date of a button after normalize(): the button's event fields overridden by the date's own. */
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
  /** The zone the times are in: as given, the visitor's for 'currentBrowser', GMT by default. */
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

/** A dated, valid event: the generator only builds links for these. */
export type ValidDate = NormalizedDate & Required<Pick<NormalizedDate, 'start' | 'end' | 'startUtc' | 'endUtc'>>;
