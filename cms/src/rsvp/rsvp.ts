import type { Core } from '@strapi/strapi';
import { isValidEmail } from 'widget/email';

export const RSVP_STATUSES = ['confirmed', 'undecided', 'declined'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** Error codes of the widget's RSVP contract (widget spec section 8). */
export const RSVP_ERRORS = {
  badInput: { code: 1, status: 400 },
  email: { code: 2, status: 400 },
  unknownEvent: { code: 4, status: 404 },
  expired: { code: 5, status: 410 },
  bookedOut: { code: 6, status: 409 },
  /** Too many answers from one address (the widget shows its "please try again later" message). */
  tooMany: { code: 7, status: 429 },
} as const;

export class RsvpError extends Error {
  constructor(
    public readonly kind: keyof typeof RSVP_ERRORS,
    message: string,
  ) {
    super(message);
  }
}

export interface RsvpSubmission {
  email: string;
  status: RsvpStatus;
  amount: number;
  language: string | null;
  payload: Record<string, unknown> | null;
}

export const EVENT_KEY = /^[A-Za-z0-9_-]{1,64}$/;
/** The widget sends a two-letter code; the column holds 8. */
const LANGUAGE_MAX = 8;

/** A number, or the digits of one (a form field's value). */
function amountOf(value: unknown): number {
  if (value === undefined) return 1;
  const amount = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(amount) || amount < 1 || amount > 1000) throw new RsvpError('badInput', 'amount must be a whole number from 1 to 1000');
  return amount;
}

function languageOf(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > LANGUAGE_MAX)
    throw new RsvpError('badInput', `language must be a language code of at most ${LANGUAGE_MAX} characters`);
  return value;
}

export function parseSubmission(body: unknown): RsvpSubmission {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new RsvpError('badInput', 'The request body must be a JSON object');
  const b = body as Record<string, unknown>;
  const email = typeof b.email === 'string' ? b.email.trim().toLowerCase() : '';
  // The widget's own rule (widget/email): an address its form accepts is one the CMS stores.
  if (!isValidEmail(email)) throw new RsvpError('email', 'email is not a valid email address');
  const status = b.status ?? 'confirmed';
  if (!RSVP_STATUSES.includes(status as RsvpStatus)) throw new RsvpError('badInput', `status must be one of ${RSVP_STATUSES.join(', ')}`);
  const amount = amountOf(b.amount);
  const language = languageOf(b.language);
  if (b.payload !== undefined && b.payload !== null && (typeof b.payload !== 'object' || Array.isArray(b.payload))) {
    throw new RsvpError('badInput', 'payload must be an object of custom field values');
  }
  const payload = (b.payload as Record<string, unknown> | undefined) ?? null;
  if (payload && JSON.stringify(payload).length > 10_000) throw new RsvpError('badInput', 'payload is too large (10 kB at most)');
  return { email, status: status as RsvpStatus, amount: status === 'declined' ? 0 : amount, language, payload };
}

type Row = Record<string, unknown>;

async function seatsTaken(strapi: Core.Strapi, eventId: number, exceptEmail?: string): Promise<number> {
  const rows = (await strapi.db.query('api::rsvp-response.rsvp-response').findMany({
    where: { event: { id: eventId }, status: 'confirmed', ...(exceptEmail ? { email: { $ne: exceptEmail } } : {}) },
    select: ['id', 'amount'], // with a join Strapi selects DISTINCT: keep the id so equal amounts all count
  })) as Row[];
  return rows.reduce((sum, r) => sum + Number(r.amount ?? 0), 0);
}

export async function countFor(strapi: Core.Strapi, key: string) {
  const event = (await strapi.db.query('api::rsvp-event.rsvp-event').findOne({ where: { key } })) as Row | null;
  if (!event) throw new RsvpError('unknownEvent', `No RSVP event "${key}"`);
  const total = await seatsTaken(strapi, Number(event.id));
  const max = event.max === null || event.max === undefined ? null : Number(event.max);
  return { total, max, seatsLeft: max === null ? null : Math.max(0, max - total), expires: (event.expires as string | null) ?? null };
}

/**
 * Stores an answer. The event row is locked for the whole transaction (SELECT … FOR UPDATE on
 * PostgreSQL; SQLite serialises writers), so concurrent submissions can never overbook.
 */
export async function submit(strapi: Core.Strapi, key: string, input: RsvpSubmission, now = Date.now()) {
  return strapi.db.transaction(async ({ trx }) => {
    const lock = trx('rsvp_events').where({ key }).first('id');
    const locked = strapi.db.dialect.client === 'postgres' ? await lock.forUpdate() : await lock;
    if (!locked) throw new RsvpError('unknownEvent', `No RSVP event "${key}"`);
    const event = (await strapi.db.query('api::rsvp-event.rsvp-event').findOne({ where: { id: locked.id } })) as Row;
    if (event.expires && Date.parse(String(event.expires)) <= now) throw new RsvpError('expired', 'This RSVP has expired');
    const maxpp = Number(event.maxpp ?? 1);
    if (input.amount > maxpp) throw new RsvpError('badInput', `amount must be at most ${maxpp}`);
    if (input.status === 'confirmed' && event.max !== null && event.max !== undefined) {
      const taken = await seatsTaken(strapi, Number(event.id), input.email);
      if (taken + input.amount > Number(event.max))
        throw new RsvpError('bookedOut', input.amount > 1 ? 'Not enough seats left for this amount' : 'This event is booked out');
    }
    const existing = (await strapi.db
      .query('api::rsvp-response.rsvp-response')
      .findOne({ where: { event: { id: event.id }, email: input.email } })) as Row | null;
    const data = { status: input.status, amount: input.amount, language: input.language, payload: input.payload, optInConfirmed: !event.doubleOptIn };
    if (existing) await strapi.db.query('api::rsvp-response.rsvp-response').update({ where: { id: existing.id }, data });
    else await strapi.db.query('api::rsvp-response.rsvp-response').create({ data: { ...data, email: input.email, event: event.id } });
    return { ok: true as const, status: event.doubleOptIn ? ('doi' as const) : ('ok' as const) };
  });
}
