import type { Context } from 'koa';
import { DOCUMENT_ID, pageUidOf, PAGE_UID, type PageUid } from 'contract/rules';

export { DOCUMENT_ID };

/**
 * The publishing routes' parameters, each read and checked in one place: the value, or null (or
 * false) after answering a 400 that names what is wrong.
 */
export const TYPES = Object.keys(PAGE_UID)
  .map((name) => `"${name}"`)
  .join(' or ');
/** A locale code such as en-US (which ones exist is the document's business: unknown ones are a 404). */
const LOCALE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2}$/;
/** A row id (versions, schedules). */
const ROW_ID = /^[1-9][0-9]{0,9}$/;

/** The page type of the route, or a 400 naming what is wrong (answered on ctx). */
export function typeOf(ctx: Context): PageUid | null {
  const uid = pageUidOf(ctx.params.type);
  if (!uid) ctx.badRequest(`type must be ${TYPES} (got "${String(ctx.params.type)}")`);
  return uid;
}

/** The locale query parameter, undefined when absent, or false after answering a 400. */
export function localeOf(ctx: Context): string | undefined | false {
  const { locale } = ctx.query;
  if (locale === undefined) return undefined;
  if (typeof locale !== 'string' || !LOCALE.test(locale)) {
    ctx.badRequest(`locale must be one locale code such as en-US (got ${JSON.stringify(locale)})`);
    return false;
  }
  return locale;
}

/** A required locale query parameter, or null after answering a 400. */
export function requiredLocaleOf(ctx: Context): string | null {
  const locale = localeOf(ctx);
  if (locale === false) return null;
  if (locale === undefined) {
    ctx.badRequest('locale is required (e.g. ?locale=en-US)');
    return null;
  }
  return locale;
}

/** The route's document id, or null after answering a 400. */
export function documentIdOf(ctx: Context): string | null {
  const id = String(ctx.params.documentId);
  if (DOCUMENT_ID.test(id)) return id;
  ctx.badRequest(`documentId: ${JSON.stringify(id.slice(0, 80))} is not a document id`);
  return null;
}

/** A numeric row id from the route, or null after answering a 400. */
export function rowIdOf(ctx: Context, name: string): number | null {
  const raw = String(ctx.params[name]);
  if (ROW_ID.test(raw)) return Number(raw);
  ctx.badRequest(`${name} must be a positive whole number (got ${JSON.stringify(raw.slice(0, 80))})`);
  return null;
}
