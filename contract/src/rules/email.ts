/**
 * The newsletter's email rule (spec website.md section 5), the one copy the site's form, the site's
 * route and the CMS's storage all use: a local part, an at-sign, a domain and a top-level domain of
 * 2–3 characters. Empty is accepted without a message (Subscribe stays disabled).
 *
 * The spec writes the rule as `^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$`, whose nested
 * quantifiers backtrack exponentially on an address that almost matches. The pattern below accepts
 * and refuses exactly the same strings (email.test.ts proves it against the spec's pattern) in
 * linear time: separators are required inside each repetition, so there is one way to match, and
 * the repeatable top-level group reduces to its last repetition because the earlier ones are
 * domain labels. The length is capped before any matching.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.\w{2,3}$/;
export const EMAIL_MAX_LENGTH = 254;
/** The longest context the CMS stores with a subscription (the site trims what it sends to these). */
export const SUBSCRIPTION_CONTEXT_MAX = { locale: 16, pageUri: 2048, pageName: 255 } as const;
export const EMAIL_MESSAGE = 'Please provide a valid email address.';

export type EmailState = 'empty' | 'valid' | 'invalid';

export function emailState(value: string): EmailState {
  const email = value.trim();
  if (!email) return 'empty';
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? 'valid' : 'invalid';
}

export function emailMessage(value: string): string | null {
  return emailState(value) === 'invalid' ? EMAIL_MESSAGE : null;
}

/** The form in which an address is stored and compared: one subscription per normalised email. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
