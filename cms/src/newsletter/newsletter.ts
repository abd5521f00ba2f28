import type { Core } from '@strapi/strapi';
import { EMAIL_MESSAGE, emailState, normaliseEmail, SUBSCRIPTION_CONTEXT_MAX as MAX } from 'contract/rules';
import type { NewsletterSubscription } from 'contract/wire';
import { insertSubscription } from './store';

export class NewsletterError extends Error {}

export function parseSubscription(body: unknown): NewsletterSubscription {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new NewsletterError('The request body must be a JSON object');
  const b = body as Record<string, unknown>;
  const email = typeof b.email === 'string' ? normaliseEmail(b.email) : '';
  if (emailState(email) !== 'valid') throw new NewsletterError(`email: ${EMAIL_MESSAGE}`);
  const text = (value: unknown, name: string, max: number): string | null => {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || value.length > max) throw new NewsletterError(`${name} must be a string of at most ${max} characters`);
    return value;
  };
  return {
    email,
    locale: text(b.locale, 'locale', MAX.locale),
    pageUri: text(b.pageUri, 'pageUri', MAX.pageUri),
    pageName: text(b.pageName, 'pageName', MAX.pageName),
  };
}

/** Stores a subscription once per email; a repeat is a success that changes nothing. */
export async function subscribe(strapi: Core.Strapi, subscription: NewsletterSubscription): Promise<{ ok: true; created: boolean }> {
  const { created } = await insertSubscription(strapi, subscription);
  return { ok: true, created };
}
