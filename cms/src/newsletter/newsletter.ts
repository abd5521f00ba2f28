import type { Core } from '@strapi/strapi';
import { insertSubscription } from './store';

/**
 * The spec's newsletter rule (website.md section 5): local part, at-sign, domain and a repeatable
 * top-level group of 2–3 characters. Written without nested quantifiers so it cannot backtrack badly.
 */
export const NEWSLETTER_EMAIL = /^\w+(?:[.+-]\w+)*@\w+(?:[.-]\w+)*(?:\.\w{2,3})+$/;

export class NewsletterError extends Error {}

export interface Subscription {
  email: string;
  locale: string | null;
  pageUri: string | null;
  pageName: string | null;
}

export function parseSubscription(body: unknown): Subscription {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new NewsletterError('The request body must be a JSON object');
  const b = body as Record<string, unknown>;
  const email = typeof b.email === 'string' ? b.email.trim().toLowerCase() : '';
  if (email.length > 254 || !NEWSLETTER_EMAIL.test(email)) throw new NewsletterError('email: Please provide a valid email address.');
  const text = (value: unknown, name: string, max: number): string | null => {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || value.length > max) throw new NewsletterError(`${name} must be a string of at most ${max} characters`);
    return value;
  };
  return { email, locale: text(b.locale, 'locale', 16), pageUri: text(b.pageUri, 'pageUri', 2048), pageName: text(b.pageName, 'pageName', 255) };
}

/** Stores a subscription once per email; a repeat is a success that changes nothing. */
export async function subscribe(strapi: Core.Strapi, subscription: Subscription): Promise<{ ok: true; created: boolean }> {
  const { created } = await insertSubscription(strapi, subscription);
  return { ok: true, created };
}
