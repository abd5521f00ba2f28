export * from './core/index';
export { elementConfig, LIST_STYLES, type ElementConfig } from './element/config';
export { defineAddToCalendarButton, AddToCalendarButtonElement, TAG } from './element/define';
export { fetchRsvpCount, submitRsvp, rsvpErrorKey, type RsvpCount, type RsvpOutcome, type RsvpSubmission, type RsvpStatus } from './rsvp/api';
export { jsonLd, type JsonLd } from './core/jsonld';
