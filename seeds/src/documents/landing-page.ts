import { DEFAULT_LOCALE } from 'contract/taxonomy';
import { stableUuid } from '../ids';
import { withImageIds } from '../images/image-ids';
import type { LandingPageSeed } from '../types';
import { LANDING_PAGE, TRANSLATION_LOCALE } from './content-types';
import type { SeedContext } from './context';
import { seedLocalizedDocument, type DocumentData } from './localized-document';

function landingData(
  ctx: SeedContext,
  page: LandingPageSeed,
  locale: string,
  fields: { slug: string; title: string; draftSettings: unknown; draft: unknown; publishedSettings: unknown; published: unknown },
): DocumentData {
  return withImageIds({ uuid: stableUuid(`landing-page:${page.slug}:${locale}`), datePublished: page.datePublished, ...fields }, ctx.images) as DocumentData;
}

/** A sample landing page, and its translation when it has one (published as well as draft). */
export function seedLandingPage(ctx: SeedContext, page: LandingPageSeed): Promise<{ created: boolean; translated: boolean }> {
  const t = page.translation;
  return seedLocalizedDocument(
    ctx.strapi,
    LANDING_PAGE,
    page.slug,
    () =>
      landingData(ctx, page, DEFAULT_LOCALE, {
        slug: page.slug,
        title: page.title,
        draft: page.draft.blocks,
        draftSettings: page.draft.settings,
        published: page.published?.blocks ?? [],
        publishedSettings: page.published?.settings ?? null,
      }),
    t
      ? () =>
          landingData(ctx, page, TRANSLATION_LOCALE, {
            slug: t.slug,
            title: t.title,
            draft: t.blocks,
            draftSettings: t.settings,
            published: t.blocks,
            publishedSettings: t.settings,
          })
      : null,
  );
}
