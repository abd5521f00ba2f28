import { cacheTags } from './tags';
import { isLocale } from '../links/locale';

/**
 * Which cache tags a CMS change expires. Articles: the article page and every newsroom list;
 * landing pages: their page; categories/industries and unknown models: everything from the CMS.
 * Returns an error message (a string) for a body that is not a webhook payload.
 */
export function tagsForChange(body: unknown): string[] | string {
  if (!body || typeof body !== 'object') return 'Body must be a JSON object { model, entry: { slug, locale } }';
  const { model, entry } = body as { model?: unknown; entry?: unknown };
  if (typeof model !== 'string' || !model) return 'model is required (e.g. "article")';
  const e = (entry && typeof entry === 'object' ? entry : {}) as { slug?: unknown; locale?: unknown; localizations?: unknown };
  const slug = typeof e.slug === 'string' ? e.slug : undefined;
  const locales = typeof e.locale === 'string' && isLocale(e.locale) ? [e.locale] : ['en-US', 'es-US'];
  switch (model) {
    case 'article':
      return slug ? [...locales.map((l) => cacheTags.article(l, slug)), cacheTags.newsroom] : [cacheTags.newsroom, cacheTags.all];
    case 'landing-page':
      return slug ? locales.map((l) => cacheTags.landingPage(l, slug)) : [cacheTags.all];
    default:
      return [cacheTags.all];
  }
}
