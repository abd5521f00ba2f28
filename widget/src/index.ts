export * from './core/index';
export { elementConfig, FLAG_NAMES, LIST_STYLES, type ElementConfig, type FlagName } from './element/config';
export { LANGUAGES, type Language } from './i18n';
export { defineAddToCalendarButton, AddToCalendarButtonElement, TAG } from './element/define';
export { fetchRsvpCount, submitRsvp, rsvpErrorKey, type RsvpCount, type RsvpOutcome, type RsvpSubmission, type RsvpStatus } from './rsvp/api';
export { jsonLd, type JsonLd } from './core/jsonld';
