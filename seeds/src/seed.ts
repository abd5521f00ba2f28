/**
 * The sample content, written through Strapi's document service so the CMS's write hooks run
 * (sanitising, uuid, newsroom read model). Idempotent: content that already exists (same slug and
 * locale) is left untouched, so a second run changes nothing. `reset` removes the sample content
 * first and seeds again.
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from 'contract/taxonomy';
import { articleSeeds } from './content/articles';
import { LANDING_PAGES } from './content/landing-pages';
import { seedArticle } from './documents/article';
import { ARTICLE, LANDING_PAGE } from './documents/content-types';
import { seedContext } from './documents/context';
import { seedLandingPage } from './documents/landing-page';
import { SEEDED } from './manifest';
import { removeSampleImages, uploadSampleImages } from './images/upload';

export interface SeedOptions {
  reset?: boolean;
  log?: (message: string) => void;
  /** The clock for content whose visibility depends on it (upcoming events, scheduled articles). */
  now?: Date;
}

export interface SeedReport {
  articles: { created: number; existing: number; translated: number };
  landingPages: { created: number; existing: number; translated: number };
  images: { uploaded: number; existing: number };
  removed: { articles: number; landingPages: number; images: number } | null;
}

/** Deletes the sample articles, landing pages (every locale) and images; other content stays. */
export async function removeSampleContent(
  strapi: Core.Strapi,
  log: (message: string) => void = () => {},
): Promise<{ articles: number; landingPages: number; images: number }> {
  const count = { articles: 0, landingPages: 0, images: 0 };
  const remove = async (uid: typeof ARTICLE | typeof LANDING_PAGE, slugs: string[]): Promise<number> => {
    const rows = (await strapi.db.query(uid).findMany({ where: { slug: { $in: slugs }, locale: DEFAULT_LOCALE }, select: ['documentId'] })) as Array<{
      documentId: string;
    }>;
    for (const { documentId } of rows) await strapi.documents(uid).delete({ documentId, locale: '*' });
    return rows.length;
  };
  count.articles = await remove(ARTICLE, [...SEEDED.articleSlugs]);
  count.landingPages = await remove(LANDING_PAGE, [...SEEDED.landingPageSlugs]);
  count.images = await removeSampleImages(strapi);
  log(`Removed ${count.articles} articles, ${count.landingPages} landing pages, ${count.images} images`);
  return count;
}

export async function seed(strapi: Core.Strapi, options: SeedOptions = {}): Promise<SeedReport> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const removed = options.reset ? await removeSampleContent(strapi, log) : null;

  log('Images…');
  const { ids, uploaded } = await uploadSampleImages(strapi, log);
  const ctx = await seedContext(strapi, ids);

  const report: SeedReport = {
    articles: { created: 0, existing: 0, translated: 0 },
    landingPages: { created: 0, existing: 0, translated: 0 },
    images: { uploaded, existing: ids.size - uploaded },
    removed,
  };

  const articles = articleSeeds(now);
  log(`Articles (${articles.length})…`);
  for (const [index, article] of articles.entries()) {
    const result = await seedArticle(ctx, article).catch((error: unknown) => {
      throw new Error(`Seeding article "${article.slug}" failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    report.articles[result.created ? 'created' : 'existing'] += 1;
    if (result.translated) report.articles.translated += 1;
    if ((index + 1) % 10 === 0 || index === articles.length - 1) log(`  ${index + 1}/${articles.length} articles`);
  }

  log(`Landing pages (${LANDING_PAGES.length})…`);
  for (const page of LANDING_PAGES) {
    const result = await seedLandingPage(ctx, page).catch((error: unknown) => {
      throw new Error(`Seeding landing page "${page.slug}" failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    report.landingPages[result.created ? 'created' : 'existing'] += 1;
    if (result.translated) report.landingPages.translated += 1;
  }

  const a = report.articles;
  const l = report.landingPages;
  log(
    `Done: articles ${a.created} created, ${a.existing} already there, ${a.translated} translated; ` +
      `landing pages ${l.created} created, ${l.existing} already there, ${l.translated} translated; ` +
      `images ${report.images.uploaded} uploaded, ${report.images.existing} already there.`,
  );
  return report;
}
