import { DRAFT_PAIR, PAGE_UID, PUBLISHED_PAIR, type PageType } from 'contract/rules';

/** The publishing routes' name of a content-manager model ("article"), or null for other models. */
export function pageTypeOf(model: string | undefined): PageType | null {
  const entry = Object.entries(PAGE_UID).find(([, uid]) => uid === model);
  return entry ? (entry[0] as PageType) : null;
}

/**
 * Whether a list layout is a page type's: a page is what carries the draft and published pairs
 * (Strapi's list hook is told the layout, not the model).
 */
export const isPageLayout = (metadatas: Record<string, unknown> | undefined): boolean =>
  !!metadatas && [...DRAFT_PAIR, ...PUBLISHED_PAIR].every((name) => Object.hasOwn(metadatas, name));
