/**
 * What the seed creates, as plain read-only data (no Strapi needed): web and builder tests refer to
 * sample content through these names instead of repeating slugs.
 */
import { EXPIRING_SLUGS, UNPUBLISHED_SLUGS, articleSeeds } from './content/articles';
import { EVENTS } from './content/events';
import { LANDING_PAGES } from './content/landing-pages';
import { IMAGE_FILES } from './images/catalogue';

// Slugs and flags do not depend on the clock; any date gives the same manifest.
const articles = articleSeeds(new Date(0));

export interface SeededArticle {
  readonly slug: string;
  readonly categories: readonly string[];
  readonly industries: readonly string[];
  readonly published: boolean;
  readonly featured: boolean;
  readonly event: boolean;
  readonly redirectUrl: string | null;
  readonly translationSlug: string | null;
}

export const SEEDED_ARTICLES: readonly SeededArticle[] = Object.freeze(
  articles.map((a) =>
    Object.freeze({
      slug: a.slug,
      categories: Object.freeze([...a.categories]),
      industries: Object.freeze([...a.industries]),
      published: a.published !== null,
      featured: a.published?.settings.isFeatured ?? false,
      event: a.published?.settings.layout === 'Event',
      redirectUrl: a.published?.settings.redirectUrl ?? null,
      translationSlug: a.translation?.slug ?? null,
    }),
  ),
);

const slugsWhere = (test: (a: (typeof articles)[number]) => boolean): readonly string[] => Object.freeze(articles.filter(test).map((a) => a.slug));

export const SEEDED = Object.freeze({
  articleSlugs: slugsWhere(() => true),
  publishedArticleSlugs: slugsWhere((a) => a.published !== null),
  draftOnlyArticleSlugs: slugsWhere((a) => a.published === null),
  /** Published articles whose draft differs (title and an extra block): previews show the change. */
  draftAheadArticleSlugs: slugsWhere((a) => a.published !== null && JSON.stringify(a.draft) !== JSON.stringify(a.published)),
  featuredArticleSlugs: slugsWhere((a) => a.published?.settings.isFeatured === true),
  eventArticleSlugs: Object.freeze(EVENTS.map((e) => e.slug)),
  /** Events whose dates are relative to the seed run, so they are upcoming right after seeding. */
  upcomingEventSlugs: Object.freeze(EVENTS.filter((e) => e.days.every((d) => typeof d.day === 'number')).map((e) => e.slug)),
  pastEventSlugs: Object.freeze(EVENTS.filter((e) => e.days.every((d) => typeof d.day === 'string')).map((e) => e.slug)),
  customerStorySlugs: slugsWhere((a) => a.categories.includes('customer_stories') && a.published?.settings.profiledFirm != null),
  scheduledArticleSlugs: slugsWhere((a) => a.dateScheduled !== null),
  /** dateUnpublished in the past: hidden from the newsroom and their pages. */
  unpublishedArticleSlugs: UNPUBLISHED_SLUGS,
  /** dateUnpublished within the next 14 days: still in the grid. */
  expiringArticleSlugs: EXPIRING_SLUGS,
  redirectArticleSlugs: slugsWhere((a) => Boolean(a.published?.settings.redirectUrl)),
  /** en-US slug → es-US slug. */
  translatedArticles: Object.freeze(Object.fromEntries(articles.filter((a) => a.translation).map((a) => [a.slug, a.translation!.slug]))) as Readonly<
    Record<string, string>
  >,
  landingPageSlugs: Object.freeze(LANDING_PAGES.map((p) => p.slug)),
  publishedLandingPageSlugs: Object.freeze(LANDING_PAGES.filter((p) => p.published).map((p) => p.slug)),
  translatedLandingPages: Object.freeze(Object.fromEntries(LANDING_PAGES.filter((p) => p.translation).map((p) => [p.slug, p.translation!.slug]))) as Readonly<
    Record<string, string>
  >,
  imageFiles: IMAGE_FILES,
});
