/**
 * The newsletter's email rule (spec section 5): local part, at-sign, domain and a top-level domain
 * of 2–3 characters as a repeatable group. Empty is accepted without a message (Subscribe stays disabled).
 */
export const EMAIL_PATTERN = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$/;
export const EMAIL_MESSAGE = 'Please provide a valid email address.';

export type EmailState = 'empty' | 'valid' | 'invalid';

export function emailState(value: string): EmailState {
  const email = value.trim();
  if (!email) return 'empty';
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? 'valid' : 'invalid';
}

export function emailMessage(value: string): string | null {
  return emailState(value) === 'invalid' ? EMAIL_MESSAGE : null;
}
