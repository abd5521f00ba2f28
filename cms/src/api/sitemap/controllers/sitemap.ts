import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ENTRIES } from '../../../newsroom/read-model';
import { dateLimit } from '../../../newsroom/rules';
import { LOCALES } from 'contract/taxonomy';

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(Number(value)).toISOString());

/**
 * GET /api/sitemap — every publicly visible article and landing page (slug, locale, dates, and the
 * documentId its translations share: the sitemap's hreflang alternates), for the site's sitemap and
 * feeds. Published data only; nothing of drafts.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    if (Object.keys(ctx.query).length) return ctx.badRequest(`Unknown query parameter "${Object.keys(ctx.query)[0]}"`);
    const limit = dateLimit().at;
    const articles = (await strapi.db
      .connection(ENTRIES)
      .where('date_published', '<=', limit)
      .andWhere((b) => b.whereNull('date_scheduled').orWhere('date_scheduled', '<=', limit))
      .andWhere((b) => b.whereNull('date_unpublished').orWhere('date_unpublished', '>', limit))
      .orderBy([
        { column: 'date_published', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .select('document_id', 'slug', 'locale', 'date_published')) as Row[];
    const landingPages: Row[] = [];
    for (const locale of LOCALES) {
      const pages = (await strapi.documents('api::landing-page.landing-page').findMany({
        locale,
        fields: ['documentId', 'slug', 'locale', 'datePublished', 'updatedAt'],
        populate: { publishedSettings: { fields: ['seoTitle'] } },
        limit: 10_000,
      } as never)) as Row[];
      for (const page of pages) {
        const published = page.datePublished ? Date.parse(String(page.datePublished)) : null;
        if (page.publishedSettings && (published === null || published <= limit)) {
          landingPages.push({
            documentId: page.documentId,
            slug: page.slug,
            locale: page.locale,
            datePublished: page.datePublished ?? null,
            updatedAt: page.updatedAt,
          });
        }
      }
    }
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = {
      data: {
        articles: articles.map((a) => ({ documentId: a.document_id, slug: a.slug, locale: a.locale, datePublished: iso(a.date_published) })),
        landingPages,
      },
    };
  },
});
