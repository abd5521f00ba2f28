/**
 * The sample content, written through Strapi's document service so the CMS's write hooks run
 * (sanitising, uuid, newsroom read model). Idempotent: content that already exists (same slug and
 * locale) is left untouched, so a second run changes nothing. `reset` removes the sample content
 * first and seeds again.
 */
import type { Core } from '@strapi/strapi';
import { CATEGORIES, DEFAULT_LOCALE, INDUSTRIES } from 'contract/taxonomy';
import { articleSeeds } from './content/articles';
import { LANDING_PAGES } from './content/landing-pages';
import { stableUuid } from './ids';
import { SEEDED } from './manifest';
import { removeSampleImages, uploadSampleImages, type ImageIds } from './images/upload';
import type { ArticleSeed, ImageRef, LandingPageSeed } from './types';

export const ARTICLE = 'api::article.article';
export const LANDING_PAGE = 'api::landing-page.landing-page';
export const TRANSLATION_LOCALE = 'es-US';

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

type Data = Record<string, unknown>;
interface DocumentRow {
  id: number;
  documentId: string;
}

/** Replaces every image reference ({ sampleImage }) in a payload by the uploaded file's id. */
function withImageIds<T>(value: T, ids: ImageIds): unknown {
  if (Array.isArray(value)) return value.map((item) => withImageIds(item, ids));
  if (value === null || typeof value !== 'object') return value;
  const ref = value as Partial<ImageRef> & Data;
  if (typeof ref.sampleImage === 'string') {
    const id = ids.get(ref.sampleImage);
    if (id === undefined) throw new Error(`Sample image "${ref.sampleImage}" was not uploaded`);
    return id;
  }
  return Object.fromEntries(Object.entries(value as Data).map(([k, v]) => [k, withImageIds(v, ids)]));
}

async function keyToDocumentId(
  strapi: Core.Strapi,
  uid: 'api::category.category' | 'api::industry.industry',
  expected: readonly string[],
): Promise<Map<string, string>> {
  const rows = (await strapi.db.query(uid).findMany({ select: ['key', 'documentId'] })) as Array<{ key: string; documentId: string }>;
  const map = new Map(rows.map((r) => [r.key, r.documentId]));
  const missing = expected.filter((k) => !map.has(k));
  if (missing.length) throw new Error(`${uid}: missing ${missing.join(', ')}. The CMS bootstrap creates the taxonomy; did it run against this database?`);
  return map;
}

function lookup(map: Map<string, string>, key: string, what: string, slug: string): string {
  const id = map.get(key);
  if (!id) throw new Error(`Article "${slug}": unknown ${what} key "${key}"`);
  return id;
}

async function findDocument(strapi: Core.Strapi, uid: string, where: Data): Promise<DocumentRow | null> {
  return (await strapi.db.query(uid as never).findOne({ where, select: ['id', 'documentId'] })) as DocumentRow | null;
}

interface Context {
  strapi: Core.Strapi;
  images: ImageIds;
  categories: Map<string, string>;
  industries: Map<string, string>;
}

function articleData(
  ctx: Context,
  seed: ArticleSeed,
  locale: string,
  fields: { slug: string; draftSettings: unknown; draft: unknown; publishedSettings: unknown; published: unknown },
): Data {
  return withImageIds(
    {
      uuid: stableUuid(`article:${seed.slug}:${locale}`),
      slug: fields.slug,
      dateScheduled: seed.dateScheduled,
      draft: fields.draft,
      draftSettings: fields.draftSettings,
      published: fields.published,
      publishedSettings: fields.publishedSettings,
      categories: seed.categories.map((k) => lookup(ctx.categories, k, 'category', seed.slug)),
      industries: seed.industries.map((k) => lookup(ctx.industries, k, 'industry', seed.slug)),
    },
    ctx.images,
  ) as Data;
}

async function seedArticle(ctx: Context, seed: ArticleSeed): Promise<{ created: boolean; translated: boolean }> {
  const documents = ctx.strapi.documents(ARTICLE);
  let row = await findDocument(ctx.strapi, ARTICLE, { slug: seed.slug, locale: DEFAULT_LOCALE });
  let created = false;
  if (!row) {
    const data = articleData(ctx, seed, DEFAULT_LOCALE, {
      slug: seed.slug,
      draft: seed.draft.blocks,
      draftSettings: seed.draft.settings,
      published: seed.published?.blocks ?? [],
      publishedSettings: seed.published?.settings ?? null,
    });
    const doc = await documents.create({ locale: DEFAULT_LOCALE, data: data as never });
    row = { id: doc.id as number, documentId: doc.documentId };
    created = true;
  }
  let translated = false;
  const t = seed.translation;
  if (t && !(await findDocument(ctx.strapi, ARTICLE, { documentId: row.documentId, locale: TRANSLATION_LOCALE }))) {
    const data = articleData(ctx, seed, TRANSLATION_LOCALE, {
      slug: t.slug,
      draft: t.blocks,
      draftSettings: t.settings,
      published: t.blocks,
      publishedSettings: t.settings,
    });
    await documents.update({ documentId: row.documentId, locale: TRANSLATION_LOCALE, data: data as never });
    translated = true;
  }
  return { created, translated };
}

function landingData(
  ctx: Context,
  page: LandingPageSeed,
  locale: string,
  fields: { slug: string; title: string; draftSettings: unknown; draft: unknown; publishedSettings: unknown; published: unknown },
): Data {
  return withImageIds({ uuid: stableUuid(`landing-page:${page.slug}:${locale}`), datePublished: page.datePublished, ...fields }, ctx.images) as Data;
}

async function seedLandingPage(ctx: Context, page: LandingPageSeed): Promise<{ created: boolean; translated: boolean }> {
  const documents = ctx.strapi.documents(LANDING_PAGE);
  let row = await findDocument(ctx.strapi, LANDING_PAGE, { slug: page.slug, locale: DEFAULT_LOCALE });
  let created = false;
  if (!row) {
    const data = landingData(ctx, page, DEFAULT_LOCALE, {
      slug: page.slug,
      title: page.title,
      draft: page.draft.blocks,
      draftSettings: page.draft.settings,
      published: page.published?.blocks ?? [],
      publishedSettings: page.published?.settings ?? null,
    });
    const doc = await documents.create({ locale: DEFAULT_LOCALE, data: data as never });
    row = { id: doc.id as number, documentId: doc.documentId };
    created = true;
  }
  let translated = false;
  const t = page.translation;
  if (t && !(await findDocument(ctx.strapi, LANDING_PAGE, { documentId: row.documentId, locale: TRANSLATION_LOCALE }))) {
    const data = landingData(ctx, page, TRANSLATION_LOCALE, {
      slug: t.slug,
      title: t.title,
      draft: t.blocks,
      draftSettings: t.settings,
      published: t.blocks,
      publishedSettings: t.settings,
    });
    await documents.update({ documentId: row.documentId, locale: TRANSLATION_LOCALE, data: data as never });
    translated = true;
  }
  return { created, translated };
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
  const ctx: Context = {
    strapi,
    images: ids,
    categories: await keyToDocumentId(
      strapi,
      'api::category.category',
      CATEGORIES.map((c) => c.key),
    ),
    industries: await keyToDocumentId(
      strapi,
      'api::industry.industry',
      INDUSTRIES.map((i) => i.key),
    ),
  };

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
