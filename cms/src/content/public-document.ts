import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isDocumentId, isSlug } from 'contract/rules';
import { LOCALES, DEFAULT_LOCALE } from 'contract/taxonomy';
import { populateFor } from './schema';
import { stripComponent, toPublicComponent, toPublicSettings } from '../newsroom/card';
import { dateLimit, isPageVisible } from '../newsroom/rules';

type Row = Record<string, unknown>;

const ms = (value: unknown): number | null => (value ? Date.parse(String(value)) : null);

/** Reads and checks `?locale=`; any other parameter (status, populate, fields …) is refused. */
function readRequest(ctx: Context): { slug: string; locale: string } | string {
  const unknown = Object.keys(ctx.query).filter((k) => k !== 'locale');
  if (unknown.length) return `Unknown query parameter "${unknown[0]}": only "locale" is accepted`;
  const locale = ctx.query.locale === undefined ? DEFAULT_LOCALE : ctx.query.locale;
  if (typeof locale !== 'string' || !(LOCALES as readonly string[]).includes(locale)) {
    return `locale "${String(locale)}" is not supported (use ${LOCALES.join(' or ')})`;
  }
  const slug = String(ctx.params.slug ?? '');
  if (!isSlug(slug)) return `slug "${slug.slice(0, 80)}" is not a valid slug`;
  return { slug, locale };
}

export interface ReadOptions {
  /** Draft preview: read draft + draftSettings in place of published + publishedSettings, no date rules. */
  preview?: boolean;
}

async function findBySlug(
  strapi: Core.Strapi,
  uid: 'api::article.article' | 'api::landing-page.landing-page',
  slug: string,
  locale: string,
  extra: Row,
  options: ReadOptions,
) {
  const fields = options.preview ? ['draftSettings', 'draft'] : ['publishedSettings', 'published'];
  const populate = { ...(populateFor(strapi, uid, fields) as Row), localizations: { fields: ['slug', 'locale'] }, ...extra };
  const doc = (await strapi.documents(uid).findFirst({ filters: { slug }, locale, populate } as never)) as Row | null;
  if (!doc || !options.preview) return doc;
  // The preview renders the draft pair through the same public shape.
  const { draft, draftSettings, ...rest } = doc;
  return { ...rest, published: draft ?? [], publishedSettings: draftSettings ?? {} };
}

const localizationsOf = (doc: Row) => ((doc.localizations as Row[] | undefined) ?? []).map((l) => ({ locale: l.locale, slug: l.slug }));

/** GET /api/articles/slug/:slug — the published blocks and settings only, 404 when not visible. */
export async function articleBySlug(strapi: Core.Strapi, ctx: Context, options: ReadOptions = {}) {
  const request = readRequest(ctx);
  if (typeof request === 'string') return ctx.badRequest(request);
  const doc = await findBySlug(
    strapi,
    'api::article.article',
    request.slug,
    request.locale,
    {
      categories: { fields: ['key', 'name', 'label'] },
      industries: { fields: ['key', 'name'] },
    },
    options,
  );
  const settings = doc?.publishedSettings as Row | null | undefined;
  const limit = dateLimit().at;
  if (
    !doc ||
    !settings ||
    (!options.preview &&
      !isPageVisible({ datePublished: ms(settings.datePublished), dateScheduled: ms(doc.dateScheduled), dateUnpublished: ms(settings.dateUnpublished) }, limit))
  ) {
    return ctx.notFound(`No published article "${request.slug}" in ${request.locale}`);
  }
  ctx.body = {
    data: {
      slug: doc.slug,
      locale: doc.locale,
      publishedSettings: toPublicSettings(doc),
      published: stripComponent(doc.published ?? []),
      localizations: localizationsOf(doc),
    },
  };
}

/** Whether a landing page's published version is visible now (the preview shows any draft). */
function landingPageVisible(doc: Row | null | undefined, options: ReadOptions): doc is Row {
  const settings = doc?.publishedSettings as Row | null | undefined;
  const published = ms(doc?.datePublished);
  return Boolean(doc && settings && (options.preview || (Array.isArray(doc.published) && (published === null || published <= dateLimit().at))));
}

/**
 * GET /api/landing-pages/id/:documentId — where a published landing page is: its slug and locale
 * (the site's `/Public/LandingPage/View?id=` sends visitors there). 404 when not visible; `?locale=`
 * only, as the slug route.
 */
export async function landingPageAddress(strapi: Core.Strapi, ctx: Context) {
  const unknown = Object.keys(ctx.query).filter((k) => k !== 'locale');
  if (unknown.length) return ctx.badRequest(`Unknown query parameter "${unknown[0]}": only "locale" is accepted`);
  const locale = ctx.query.locale === undefined ? DEFAULT_LOCALE : ctx.query.locale;
  if (typeof locale !== 'string' || !(LOCALES as readonly string[]).includes(locale)) {
    return ctx.badRequest(`locale "${String(locale)}" is not supported (use ${LOCALES.join(' or ')})`);
  }
  const documentId = String(ctx.params.documentId ?? '');
  if (!isDocumentId(documentId)) return ctx.badRequest(`id "${documentId.slice(0, 80)}" is not a document id (letters and digits)`);
  const uid = 'api::landing-page.landing-page';
  const doc = (await strapi
    .documents(uid)
    .findOne({ documentId, locale, populate: populateFor(strapi, uid, ['publishedSettings', 'published']) } as never)) as Row | null;
  if (!landingPageVisible(doc, {})) return ctx.notFound(`No published landing page with id "${documentId}" in ${locale}`);
  ctx.body = { data: { slug: doc.slug, locale: doc.locale } };
}

/** GET /api/landing-pages/slug/:slug — the published blocks and SEO settings only. */
export async function landingPageBySlug(strapi: Core.Strapi, ctx: Context, options: ReadOptions = {}) {
  const request = readRequest(ctx);
  if (typeof request === 'string') return ctx.badRequest(request);
  const doc = await findBySlug(strapi, 'api::landing-page.landing-page', request.slug, request.locale, {}, options);
  if (!landingPageVisible(doc, options)) return ctx.notFound(`No published landing page "${request.slug}" in ${request.locale}`);
  const settings = doc.publishedSettings as Row;
  ctx.body = {
    data: {
      slug: doc.slug,
      locale: doc.locale,
      title: doc.title,
      datePublished: doc.datePublished ?? null,
      publishedSettings: toPublicComponent(settings, 'shared.landing-settings'),
      published: stripComponent(doc.published),
      localizations: localizationsOf(doc),
    },
  };
}
