import { isValidEmail } from './email';
import { cleanLine } from './text';
import type { Person } from './types';

/** An organizer or attendee: 'EMAIL' or 'NAME|EMAIL' (an email alone must be valid). */
export function parsePerson(v: string | undefined): Person | undefined {
  if (!v) return undefined;
  const [a, b] = v.split('|');
  if (b === undefined) return isValidEmail(a.trim()) ? { email: a.trim() } : undefined;
  return { name: cleanLine(a), email: b.trim() };
}
