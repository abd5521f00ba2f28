/** In unicode mode a surrogate pair is one code point, so the surrogate category matches lone surrogates only. */
const LONE_SURROGATE = /\p{Cs}/gu;
/** NUL to backspace, vertical tab to unit separator, and DEL: controls other than tab and LF (CR is converted first). */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\0-\b\v-\x1f\x7f]/g;

/** Well-formed text with LF line breaks and no control characters other than tab and LF. */
export function cleanText(value: unknown): string {
  return String(value ?? '')
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '');
}

/** Single-line text (names, locations): line breaks become spaces. */
export const cleanLine = (value: unknown): string => cleanText(value).replace(/\n/g, ' ').trim();

/** URL must be http(s) and free of path-traversal sequences. */
export function isSafeHttpUrl(url: string | undefined): boolean {
  return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url ?? '') && !hasPathTraversal(url!);
}

export function hasPathTraversal(url: string): boolean {
  return /(\.\.|%2e%2e|%252e)[/\\%]|[/\\](\.\.|%2e%2e)$/i.test(url);
}

/** The entities descriptions may carry (decoded) and the HTML variant escapes with (nbsp decodes to a space). */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&${Object.keys(ENTITIES).find((e) => ENTITIES[e] === c)};`);

const SIMPLE_TAGS = /\[(\/?)(b|i|u|strong|em|p|h[1-6]|ul|ol|li)\]/gi;

/**
 * Descriptions accept the library's bracket markup ([b], [url]href|text[/url], [br], [hr], [li] …).
 * Real line breaks and br tags become line breaks; raw HTML tags are dropped.
 * Returns the plain text (for .ics DESCRIPTION and plain providers) and safe HTML (X-ALT-DESC, Google, Microsoft).
 */
export function descriptionVariants(raw: unknown): { plain: string; html: string } {
  const text = cleanText(raw)
    .replace(/<br\s*\/?>|\[br\s*\/?\]/gi, '\n')
    .replace(/<[^<>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e]);
  const urlRe = /\[url\]([^[|]*?)(?:\|([^[]*?))?\[\/url\]/gi;
  const plain = text
    .replace(urlRe, (_, href: string, label?: string) => (label ? `${label.trim()} (${href.trim()})` : href.trim()))
    .replace(/\[hr\]/gi, '\n---\n')
    .replace(/\[li\]/gi, '\n• ')
    .replace(SIMPLE_TAGS, '')
    .trim();
  const html = escapeHtml(text)
    .replace(urlRe, (_, href: string, label?: string) => {
      const h = href.trim();
      const safe = /^(https?:|mailto:)/i.test(h) ? h : '#';
      return `<a href="${safe}" target="_blank" rel="noopener">${(label ?? h).trim()}</a>`;
    })
    .replace(/\[hr\]/gi, '<hr>')
    .replace(SIMPLE_TAGS, (_, close: string, tag: string) => `<${close}${tag.toLowerCase()}>`)
    .replace(/\n/g, '<br>')
    .trim();
  return { plain, html };
}

/** Replaces %%key%% placeholders. */
export function applyCustomVars(s: string, vars: Record<string, string>): string {
  return s.replace(/%%([\w-]+)%%/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}
