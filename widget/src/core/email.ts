/**
 * The RSVP email rule, one for the widget's form and the CMS that stores the RSVP (it imports this
 * file as `widget/email`): up to 70 characters before the at-sign (letters, digits and . _ % + ' -),
 * a domain part of 1 to 30 characters made of labels (letters, digits and inner hyphens; no empty
 * label) and a top-level domain of 2 to 9 letters. Each label ends before its dot, so the pattern
 * has one way to match and runs in linear time; the length is capped before any matching.
 */
const EMAIL = /^[A-Za-z0-9._%+'-]{1,70}@(?=[A-Za-z0-9.-]{1,30}\.[A-Za-z]{2,9}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,9}$/;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}
