import { dangerousProtocol } from '../../schema/dangerous-url';

/**
 * What the visual editor writes: a subset of what the CMS's sanitiser keeps
 * (cms/src/sanitising/html.ts: sanitize-html's defaults plus h1, h2, u, …; on <a> only href, name,
 * target, rel, title; link schemes http, https, mailto, tel; no protocol-relative URLs).
 * Headings start at h2 because the page title is the h1.
 */
export const EDITOR_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'u', 'a', 'br'] as const;

/** Schemes the CMS keeps in an <a href> of rich text (its allowedSchemes). */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Why a link address cannot be used, or null when it can. The builder's dangerous-URL rule comes
 * first (the same as the CMS's); then the narrower list of schemes the CMS keeps in rich text.
 */
export function linkProblem(raw: string): string | null {
  const href = raw.trim();
  if (!href) return 'Enter a link address.';
  const protocol = dangerousProtocol(href);
  if (protocol) return `The protocol "${protocol}" is not allowed: it could run code in the visitor's browser. Use an http(s), mailto or tel address.`;
  if (/^[\\/]{2}/.test(href)) return `"${href}" has no protocol: write it with https://.`;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  if (scheme && !LINK_SCHEMES.has(`${scheme[1]!.toLowerCase()}:`)) {
    return `The CMS removes "${scheme[1]!.toLowerCase()}:" links from rich text. Use an http(s), mailto or tel address.`;
  }
  return null;
}

/** "www.example.com" is almost always meant as a web address, not a relative path. */
export const completeHref = (raw: string) => (/^www\./i.test(raw.trim()) ? `https://${raw.trim()}` : raw.trim());
