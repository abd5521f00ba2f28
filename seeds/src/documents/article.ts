import { DEFAULT_LOCALE } from 'contract/taxonomy';
import { stableUuid } from '../ids';
import { withImageIds } from '../images/image-ids';
import type { ArticleSeed } from '../types';
import { ARTICLE, TRANSLATION_LOCALE } from './content-types';
import { lookup, type SeedContext } from './context';
import { seedLocalizedDocument, type DocumentData } from './localized-document';

function articleData(
  ctx: SeedContext,
  seed: ArticleSeed,
  locale: string,
  fields: { slug: string; draftSettings: unknown; draft: unknown; publishedSettings: unknown; published: unknown },
): DocumentData {
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
  ) as DocumentData;
}

/** A sample article, and its translation when it has one (published as well as draft). */
export function seedArticle(ctx: SeedContext, seed: ArticleSeed): Promise<{ created: boolean; translated: boolean }> {
  const t = seed.translation;
  return seedLocalizedDocument(
    ctx.strapi,
    ARTICLE,
    seed.slug,
    () =>
      articleData(ctx, seed, DEFAULT_LOCALE, {
        slug: seed.slug,
        draft: seed.draft.blocks,
        draftSettings: seed.draft.settings,
        published: seed.published?.blocks ?? [],
        publishedSettings: seed.published?.settings ?? null,
      }),
    t
      ? () =>
          articleData(ctx, seed, TRANSLATION_LOCALE, {
            slug: t.slug,
            draft: t.blocks,
            draftSettings: t.settings,
            published: t.blocks,
            publishedSettings: t.settings,
          })
      : null,
  );
}
