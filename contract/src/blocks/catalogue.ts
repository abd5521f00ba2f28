import { PAGE_TYPES, type PageType } from '../rules/page-types.js';

/**
 * The block catalogue: the one hand-written list of block types (Strapi component uids) and the
 * content types whose pages may use each. A block's fields live in its component schema
 * (cms/src/components/<category>/<name>.json), its name is that schema's displayName (the spec's
 * componentName). Everything else that lists blocks is derived from this table by
 * `npm run generate:blocks` (see README, "Adding a block"): the dynamic zones `draft` and `published`
 * of each content type's schema.json, the registry and types of generated.ts, the site's
 * renderer registry (web/blocks/registry.generated.ts); tests iterate it instead of counting.
 * The order is the order of the dynamic zones' lists.
 */

/** The dynamic zones of a page: what editors change and what the public sees (a copy of it). */
export const BLOCK_ZONES = ['draft', 'published'] as const;

const EVERY_PAGE = PAGE_TYPES;

export const BLOCK_CATALOGUE = {
  'blocks.article-cta': EVERY_PAGE,
  'blocks.article-hero': EVERY_PAGE,
  'blocks.article-image-to-side': EVERY_PAGE,
  'blocks.article-quote': EVERY_PAGE,
  'blocks.article-toggle': EVERY_PAGE,
  'blocks.author-image-left': EVERY_PAGE,
  'blocks.buy-simple': EVERY_PAGE,
  'blocks.chapters-collapse': EVERY_PAGE,
  'blocks.event-date': EVERY_PAGE,
  'blocks.faq-collapse': EVERY_PAGE,
  'blocks.faq-list': EVERY_PAGE,
  'blocks.features-grid-3': EVERY_PAGE,
  'blocks.full-bleed-image': EVERY_PAGE,
  'blocks.guarantee-10-days': EVERY_PAGE,
  'blocks.guarantee-15-days': EVERY_PAGE,
  'blocks.guarantee-30-days': EVERY_PAGE,
  'blocks.guarantee-7-days': EVERY_PAGE,
  'blocks.hero-form-left': EVERY_PAGE,
  'blocks.hero-image-left': EVERY_PAGE,
  'blocks.hero-video-center': EVERY_PAGE,
  'blocks.main-content': EVERY_PAGE,
  'blocks.media-contact-card': EVERY_PAGE,
  'blocks.media-grid': EVERY_PAGE,
  'blocks.quote-single': EVERY_PAGE,
  'blocks.raw-html': EVERY_PAGE,
  'blocks.reversible-quote': EVERY_PAGE,
  'blocks.single-image': EVERY_PAGE,
  'blocks.text': EVERY_PAGE,
  'blocks.logo-strip': EVERY_PAGE,
  'article.text': EVERY_PAGE,
  'event.cta': EVERY_PAGE,
} as const satisfies Record<string, readonly PageType[]>;

export type CatalogueUid = keyof typeof BLOCK_CATALOGUE;
