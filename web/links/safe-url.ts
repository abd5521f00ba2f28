import { urlRefusal } from 'contract/rules';

/**
 * The href the site renders for a link from content: the URL trimmed, or nothing when it is empty or
 * the content URL rule (`cms/sanitising/url`, the CMS's, which refuses it on save) refuses it.
 * Content saved before the rule was what it is now may still hold such URLs: they are not rendered.
 */
export function safeHref(value: string | null | undefined): string | undefined {
  const url = value?.trim();
  return url && urlRefusal(url) === null ? url : undefined;
}

/** A link to another site (it opens with rel="noopener noreferrer" when it opens a new tab). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
