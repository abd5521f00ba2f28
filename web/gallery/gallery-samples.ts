import { BLOCK_TYPES, type Block, type BlockUid } from 'contract/blocks';
import { getArticle, getLandingPage, getSitemap } from '../cms-client/cms';
import type { Locale } from '../links/locale';

/** The most pages the gallery reads to find a use of every block type (a big site stops there). */
export const MAX_PAGES_READ = 60;

/** A block type's sample: its first published use, and the page it is on. */
export interface GallerySample {
  block: Block;
  from: { kind: 'landing-page' | 'article'; slug: string };
}

export interface GalleryReads {
  sitemap: typeof getSitemap;
  landingPage: (slug: string, locale: Locale) => Promise<{ published: readonly Block[] } | null>;
  article: (slug: string, locale: Locale) => Promise<{ published: readonly Block[] } | null>;
}

const CMS: GalleryReads = { sitemap: getSitemap, landingPage: getLandingPage, article: getArticle };

/**
 * The block gallery's samples in a locale: for each block type, its first use on a published page,
 * landing pages first, then articles, in the sitemap's order. Pages are read one at a time (from the
 * site's data cache) until every type has a sample or `max` pages were read; a type no published page
 * uses has none.
 */
export async function gallerySamples(locale: Locale, reads: GalleryReads = CMS, max = MAX_PAGES_READ): Promise<Map<BlockUid, GallerySample>> {
  const { data } = await reads.sitemap();
  const pages = [
    ...data.landingPages.filter((page) => page.locale === locale).map((page) => ({ kind: 'landing-page' as const, slug: page.slug })),
    ...data.articles.filter((article) => article.locale === locale).map((article) => ({ kind: 'article' as const, slug: article.slug })),
  ];
  const samples = new Map<BlockUid, GallerySample>();
  const wanted = new Set<string>(BLOCK_TYPES);
  for (const from of pages.slice(0, max)) {
    if (samples.size === wanted.size) break;
    const page = from.kind === 'landing-page' ? await reads.landingPage(from.slug, locale) : await reads.article(from.slug, locale);
    for (const block of page?.published ?? []) {
      const uid = block.__component as BlockUid;
      if (wanted.has(uid) && !samples.has(uid)) samples.set(uid, { block, from });
    }
  }
  return samples;
}
