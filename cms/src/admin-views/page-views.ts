import type { PageUid } from 'contract/rules';

/** One row of Strapi's edit view: fields side by side, sizes in twelfths of the width. */
export type EditRow = Array<{ name: string; size: number }>;

/** How Strapi's admin lists and edits one page type (labels come from field-texts.ts). */
export interface PageView {
  /** The list's columns, in order (the state and the publish date are added after the slug by the admin panel). */
  list: string[];
  /**
   * The edit view's rows. Not shown: the published pair (written by Publish only), derived fields
   * (the article's title) and the uuid; any other field missing here is added at the end.
   */
  edit: EditRow[];
}

/** Strapi's list settings for both page types: newest change first, search on, 20 a page. */
export const PAGE_LIST_SETTINGS = {
  searchable: true,
  filterable: true,
  bulkable: true,
  pageSize: 20,
  defaultSortBy: 'updatedAt',
  defaultSortOrder: 'DESC',
} as const;

export const PAGE_VIEWS: Record<PageUid, PageView> = {
  'api::article.article': {
    list: ['title', 'slug', 'categories', 'updatedAt'],
    edit: [
      [
        { name: 'slug', size: 6 },
        { name: 'dateScheduled', size: 6 },
      ],
      [
        { name: 'categories', size: 6 },
        { name: 'industries', size: 6 },
      ],
      [{ name: 'draftSettings', size: 12 }],
      [{ name: 'draft', size: 12 }],
    ],
  },
  'api::landing-page.landing-page': {
    list: ['title', 'slug', 'updatedAt'],
    edit: [
      [
        { name: 'title', size: 6 },
        { name: 'slug', size: 6 },
      ],
      [{ name: 'datePublished', size: 6 }],
      [{ name: 'draftSettings', size: 12 }],
      [{ name: 'draft', size: 12 }],
    ],
  },
};
