import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { pageUidOf, PAGE_TYPE_NAMES } from '../../content/page-types';
import { setPublication, type PublishMode } from '../publish';

const TYPES = Object.keys(PAGE_TYPE_NAMES).map((name) => `"${name}"`).join(' or ');
/** A locale code such as en-US (which ones exist is the document's business: unknown ones are a 404). */
const LOCALE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2}$/;

/** Answers `{ data: document with its published pair, meta: { changed } }` (changed: false when it already was so). */
async function run(strapi: Core.Strapi, ctx: Context, mode: PublishMode): Promise<void> {
  const uid = pageUidOf(ctx.params.type);
  if (!uid) return ctx.badRequest(`type must be ${TYPES} (got "${String(ctx.params.type)}")`);
  const { locale } = ctx.query;
  if (locale !== undefined && (typeof locale !== 'string' || !LOCALE.test(locale))) return ctx.badRequest(`locale must be one locale code such as en-US (got ${JSON.stringify(locale)})`);
  const { document, changed } = await setPublication(strapi, { uid, documentId: String(ctx.params.documentId), locale }, mode);
  ctx.body = { data: document, meta: { changed } };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  publish: (ctx: Context) => run(strapi, ctx, 'publish'),
  unpublish: (ctx: Context) => run(strapi, ctx, 'unpublish'),
});
