/** Calendars the widget can save to. */
export const CALENDAR_OPTIONS = ['apple', 'google', 'ical', 'ms365', 'outlookcom', 'msteams', 'yahoo'] as const;
export type CalendarOption = (typeof CALENDAR_OPTIONS)[number];

export const BUTTON_STYLES = ['default', 'simple', '3d', 'flat', 'round', 'neumorphism', 'text', 'date', 'custom', 'none'] as const;
export type ButtonStyle = (typeof BUTTON_STYLES)[number];

export type ListStyle = 'dropdown' | 'dropdown-static' | 'dropup-static' | 'overlay' | 'modal';

/** English plus 25 languages (the element loads each other than English on demand). */
export const LANGUAGES = 'en de es pt fr nl tr zh ar hi pl id no fi sv cs ja it ko vi ro fa et uk hu he'.split(' ') as readonly Language[];
export type Language =
  | 'en'
  | 'de'
  | 'es'
  | 'pt'
  | 'fr'
  | 'nl'
  | 'tr'
  | 'zh'
  | 'ar'
  | 'hi'
  | 'pl'
  | 'id'
  | 'no'
  | 'fi'
  | 'sv'
  | 'cs'
  | 'ja'
  | 'it'
  | 'ko'
  | 'vi'
  | 'ro'
  | 'fa'
  | 'et'
  | 'uk'
  | 'hu'
  | 'he';

/** The boolean options (attributes without a value are true): the hide and disable flags, the fake* switches and the rest. */
export const FLAG_NAMES = [
  'buttonsList',
  'hideBranding',
  'hideIconButton',
  'hideIconList',
  'hideIconModal',
  'hideTextLabelButton',
  'hideTextLabelList',
  'hideBackground',
  'hideCheckmark',
  'hideRichData',
  'hideLocation',
  'hideDate',
  'hideButton',
  'disabled',
  'hidden',
  'inline',
  'inlineRsvp',
  'forceOverlay',
  'blockInteraction',
  'bypassWebViewCheck',
  'fakeMobile',
  'fakeIOS',
  'fakeAndroid',
  'debug',
  'subscribe',
  'useUserTZ',
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

export type Platform = 'desktop' | 'ios' | 'android';
export type EventStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
export type Availability = 'free' | 'busy';
export type PastDateHandling = 'none' | 'disable' | 'hide';
export type LightMode = 'system' | 'bodyScheme' | 'dark' | 'light';

/** A value as it arrives from an HTML attribute or a JS object. */
export type Flag = boolean | string | undefined;

/** Fields that may be given once for the whole button or per date. */
export interface DateConfig {
  name?: string;
  description?: string;
  startDate?: string;
  startTime?: string;
  endDate?: string;
  endTime?: string;
  /** An IANA zone, or 'currentBrowser' for the visitor's own (default GMT). */
  timeZone?: string;
  /** Accepted as the library spells it: the times stay in timeZone (the element shows every time in the visitor's zone). */
  useUserTZ?: Flag;
  location?: string;
  status?: string;
  uid?: string;
  organizer?: string;
  attendee?: string;
  availability?: string;
  sequence?: number | string;
  created?: string;
  updated?: string;
}

export interface RsvpFormField {
  type: 'text' | 'email' | 'number' | 'checkbox' | 'radio' | 'label' | 'hidden';
  name: string;
  label?: string;
  placeholder?: string;
  default?: string | number | boolean;
  required?: boolean;
}

export interface RsvpConfig {
  key?: string;
  api?: string;
  headline?: string;
  text?: string;
  initial_confirmation?: boolean;
  maybe_option?: boolean;
  maxpp?: number;
  max?: number;
  expires?: string;
  fields?: RsvpFormField[];
}

export interface ThankYouConfig {
  type?: 'text' | 'link' | 'share' | 'form';
  headline?: string;
  text?: string;
  url?: string;
  button_label?: string;
  fields?: RsvpFormField[];
}

/** The button configuration, as the site owner writes it. Everything is checked by validate(). */
export interface ButtonConfig extends DateConfig {
  dates?: DateConfig[];
  icsFile?: string;
  images?: string[] | string;
  recurrence?: string;
  recurrence_until?: string;
  recurrence_byDay?: string;
  recurrence_byMonth?: string;
  recurrence_byMonthDay?: string;
  recurrence_weekstart?: string;
  recurrence_interval?: number | string;
  recurrence_count?: number | string;
  subscribe?: Flag;
  iCalFileName?: string;
  options?: string[] | string;
  optionsMobile?: string[] | string;
  optionsIOS?: string[] | string;
  listStyle?: string;
  buttonStyle?: string;
  trigger?: string;
  label?: string;
  size?: string | number;
  customLabels?: Record<string, string> | string;
  customCss?: string;
  lightMode?: string;
  language?: string;
  pastDateHandling?: string;
  rsvp?: RsvpConfig | string;
  ty?: ThankYouConfig | string;
  customVar?: Record<string, string> | string;
  identifier?: string;
  debug?: Flag;
  cspnonce?: string;
  buttonsList?: Flag;
  hideBranding?: Flag;
  hideIconButton?: Flag;
  hideIconList?: Flag;
  hideIconModal?: Flag;
  hideTextLabelButton?: Flag;
  hideTextLabelList?: Flag;
  hideBackground?: Flag;
  hideCheckmark?: Flag;
  hideRichData?: Flag;
  hideLocation?: Flag;
  hideDate?: Flag;
  hideButton?: Flag;
  disabled?: Flag;
  hidden?: Flag;
  inline?: Flag;
  inlineRsvp?: Flag;
  forceOverlay?: Flag;
  blockInteraction?: Flag;
  bypassWebViewCheck?: Flag;
  fakeMobile?: Flag;
  fakeIOS?: Flag;
  fakeAndroid?: Flag;
}

export interface GenerateContext {
  /** The current instant; inject it for deterministic output. */
  now?: Date | number;
  /** The visitor's IANA zone (defaults to the platform's). */
  userTimeZone?: string;
  platform?: Platform;
}

export interface LocalDateTime {
  y: number;
  m: number;
  d: number;
  h: number;
  mi: number;
}

export interface Person {
  name?: string;
  email: string;
}
