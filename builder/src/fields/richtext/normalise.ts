import { completeHref, EDITOR_TAGS, linkProblem } from './allowed';
import type { Doc } from './model';
import { parseHtml, parsePlainText } from './parse';
import { toHtml } from './serialise';

/** Any HTML as the clean HTML the visual editor writes (allowed tags only, canonical nesting). */
export const normaliseHtml = (html: string): string => toHtml(parseHtml(html), 'value');

/** What a paste inserts: the HTML flavour cleaned, else plain text with one paragraph per line. */
export function clipboardDoc(data: Pick<DataTransfer, 'getData'>): Doc {
  const html = data.getData('text/html');
  if (html.trim()) {
    const doc = parseHtml(html);
    if (doc.length) return doc;
  }
  return parsePlainText(data.getData('text/plain'));
}

/** Tags the editor rewrites into its own without loss (b → strong, a div → a paragraph). */
const REWRITTEN = new Set(['b', 'i', 'div', 'span']);
const KEPT = new Set<string>([...EDITOR_TAGS, ...REWRITTEN]);

/**
 * What editing this HTML visually would drop: elements the editor does not write (images, tables,
 * h1, code…), attributes other than a link's address, links whose address is refused.
 * Empty when the visual editor can show all of it.
 */
export function lostContent(html: string): string[] {
  if (!/<[a-z!]/i.test(html)) return [];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const lost = new Set<string>();
  for (const element of Array.from(body.querySelectorAll('*'))) {
    const tag = element.localName;
    if (!KEPT.has(tag)) lost.add(`<${tag}>`);
    for (const { name } of Array.from(element.attributes)) {
      if (tag === 'a' && name === 'href') continue;
      lost.add(`${name} attributes`);
    }
    const href = element.getAttribute('href');
    if (tag === 'a' && href !== null && linkProblem(completeHref(href))) lost.add('links with refused addresses');
  }
  return [...lost].sort();
}
