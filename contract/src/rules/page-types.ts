/**
 * The page types: what editors compose from blocks, with a draft pair and a published pair. A page
 * type's name ("landing-page") is how URLs, the site's change notices, the builder and the history
 * name it; its uid ("api::landing-page.landing-page") is Strapi's.
 */
export const PAGE_TYPES = ['article', 'landing-page'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Strapi's uid of each page type (src/api/<name>/content-types/<name>/schema.json in the CMS). */
export const PAGE_UID = { article: 'api::article.article', 'landing-page': 'api::landing-page.landing-page' } as const satisfies Record<PageType, string>;
export type PageUid = (typeof PAGE_UID)[PageType];
export const PAGE_UIDS: readonly PageUid[] = PAGE_TYPES.map((type) => PAGE_UID[type]);

export const isPageType = (name: unknown): name is PageType => typeof name === 'string' && (PAGE_TYPES as readonly string[]).includes(name);
export const isPageUid = (uid: string): uid is PageUid => (PAGE_UIDS as readonly string[]).includes(uid);

/** The uid of a page type's name, or null for anything else. */
export function pageUidOf(name: unknown): PageUid | null {
  return isPageType(name) ? PAGE_UID[name] : null;
}

export const pageTypeOf = (uid: PageUid): PageType => PAGE_TYPES.find((type) => PAGE_UID[type] === uid)!;

/** What editors change, and what the public sees (written only by the publish action). */
export const DRAFT_PAIR = ['draft', 'draftSettings'] as const;
export const PUBLISHED_PAIR = ['published', 'publishedSettings'] as const;
