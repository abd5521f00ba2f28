/** The two page types: what editors compose from blocks, with a draft pair and a published pair. */
export const PAGE_TYPES = ['api::article.article', 'api::landing-page.landing-page'] as const;
export type PageUid = (typeof PAGE_TYPES)[number];

/** Their names in URLs and in the site's change notices. */
export const PAGE_TYPE_NAMES = { article: 'api::article.article', 'landing-page': 'api::landing-page.landing-page' } as const satisfies Record<string, PageUid>;
export type PageTypeName = keyof typeof PAGE_TYPE_NAMES;

export const isPageUid = (uid: string): uid is PageUid => (PAGE_TYPES as readonly string[]).includes(uid);

export function pageUidOf(name: unknown): PageUid | null {
  return typeof name === 'string' && Object.hasOwn(PAGE_TYPE_NAMES, name) ? PAGE_TYPE_NAMES[name as PageTypeName] : null;
}

export const pageTypeNameOf = (uid: PageUid): PageTypeName => (uid === PAGE_TYPE_NAMES.article ? 'article' : 'landing-page');

/** What editors change, and what the public sees (written only by the publish action). */
export const DRAFT_PAIR = ['draft', 'draftSettings'] as const;
export const PUBLISHED_PAIR = ['published', 'publishedSettings'] as const;
