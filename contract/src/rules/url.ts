/**
 * The one rule for URLs in content (`contract/rules`): the CMS refuses such a URL on write with a
 * 400 naming the field, the builder shows the same message before saving, the site never renders one.
 *
 * A URL is refused when, read the way a browser reads it, it
 * - has a scheme other than those of LINK_SCHEMES (javascript:, data:, vbscript:, file:, webcal:, …:
 *   an allow-list, so a scheme nobody thought of is refused too);
 * - starts with two slashes or backslashes ("//host", "\\host", "/\host"): another host without a
 *   scheme, which editors mean as https:// and which rich text's sanitiser drops anyway.
 * Relative paths, anchors and queries are fine. Browsers ignore whitespace and control characters
 * inside a scheme ("java\tscript:"), and character references and percent escapes ("&#106;avascript:",
 * "javascript&colon;", "%6Aavascript:") are other spellings of it: the scheme is read after removing
 * and decoding them. Surrounding whitespace is not part of the URL (the CMS stores it trimmed).
 */

/** The schemes a link in content may use; rich text's sanitiser (./html.ts) keeps the same ones. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

export type UrlRefusal = { kind: 'protocol'; protocol: string } | { kind: 'protocol-relative' };

const ALLOWED: ReadonlySet<string> = new Set(LINK_SCHEMES);
// C0 controls, space, DEL and C1 controls: what a browser skips or strips around and inside a scheme.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };

/** Why a URL from content is refused, or null when it may be used. */
export function urlRefusal(raw: string): UrlRefusal | null {
  const url = schemeView(raw);
  if (/^[/\\]{2}/.test(url)) return { kind: 'protocol-relative' };
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url);
  if (!scheme || ALLOWED.has(scheme[1]!)) return null;
  return { kind: 'protocol', protocol: `${scheme[1]}:` };
}

/**
 * What is wrong with a URL, in the words the CMS's 400 and the builder's form put after the field's
 * name ("draft[0].buttonLink: the URL protocol "javascript:" is not allowed"); null when nothing is.
 */
export function urlProblem(raw: string): string | null {
  const refusal = urlRefusal(raw);
  if (!refusal) return null;
  return refusal.kind === 'protocol'
    ? `the URL protocol "${refusal.protocol}" is not allowed`
    : 'a URL starting with "//" has no protocol: write it with https://';
}

/** The URL as a browser reads its beginning: lower case, without ignored characters, references decoded. */
function schemeView(raw: string): string {
  const decoded = raw
    .replace(IGNORED, '')
    .toLowerCase()
    .replace(/&#x([0-9a-f]+);?/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCharCode(Number(dec)))
    .replace(/&(colon|tab|newline);/g, (_, name: string) => NAMED[name]!);
  try {
    return decodeURIComponent(decoded).replace(IGNORED, '');
  } catch {
    return decoded.replace(IGNORED, '');
  }
}
