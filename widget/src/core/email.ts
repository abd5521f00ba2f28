/**
 * The RSVP email rule, one for the widget's form and the CMS that stores the RSVP (it imports this
 * file as `widget/email`): up to 70 characters before the at-sign (letters, digits and . _ % + ' -),
 * a domain part of 1 to 30 characters made of labels (letters, digits and inner hyphens; no empty
 * label) and a top-level domain of 2 to 9 letters. Each label ends before its dot, so the pattern has
 * one way to match and runs in linear time; its bounds cap the length of what it accepts.
 */
const EMAIL = /^[\w.%+'-]{1,70}@(?=[a-z\d.-]{1,30}\.[a-z]{2,9}$)([a-z\d]+(-[a-z\d]+)*\.)+[a-z]{2,9}$/i;

export const isValidEmail = (email: string): boolean => EMAIL.test(email);
