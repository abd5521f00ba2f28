import { urlRefusal } from 'contract/rules';

/**
 * What the visual editor writes: a subset of what the CMS's sanitiser keeps
 * (cms/src/sanitising/html.ts: sanitize-html's defaults plus h1, h2, u, …; on <a> only href, name,
 * target, rel, title; links by the content URL rule of cms/src/sanitising/url.ts).
 * Headings start at h2 because the page title is the h1.
 */
export const EDITOR_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'u', 'a', 'br'] as const;

/** Why a link address cannot be used, or null when it can: the CMS's URL rule, said for the link dialog. */
export function linkProblem(raw: string): string | null {
  const href = raw.trim();
  if (!href) return 'Enter a link address.';
  const refusal = urlRefusal(href);
  if (refusal?.kind === 'protocol') return `The protocol "${refusal.protocol}" is not allowed: use an http(s), mailto or tel address.`;
  if (refusal) return `"${href}" has no protocol: write it with https://.`;
  return null;
}

/** "www.example.com" is almost always meant as a web address, not a relative path. */
export const completeHref = (raw: string) => (/^www\./i.test(raw.trim()) ? `https://${raw.trim()}` : raw.trim());
