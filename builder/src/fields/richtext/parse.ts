import { completeHref, linkProblem } from './allowed';
import { mergeRuns, sortMarks, type BlockType, type Doc, type Line, type ListKind, type Mark, type Run, type Selection } from './model';

/** Placeholders for the selection's ends while a copy of the editor is read (private-use characters). */
export const SELECTION_START = '\uE000';
export const SELECTION_END = '\uE001';
const MARKERS = /[\uE000\uE001]/;
// Alternatives, not a class: a zero-width joiner inside a class reads as joining its neighbours.
const ZERO_WIDTH = /\u200b|\u200c|\u200d|\ufeff/g;
/** Runs of spaces that must show (preformatted or plain text): all but the last become non-breaking. */
const keepSpaces = (text: string) => text.replace(/ {2,}/g, (spaces) => `${'\u00a0'.repeat(spaces.length - 1)} `);

/** Elements whose content is never text of the document (scripts, styles, embeds, form controls, Word's XML). */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'xml',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'img',
  'picture',
  'video',
  'audio',
  'canvas',
  'map',
  'area',
  'input',
  'select',
  'textarea',
  'button',
  'option',
  'datalist',
  'dialog',
]);
/** Elements that end the line before them and start a new one after them. */
const BLOCKS = new Set([
  'p',
  'div',
  'blockquote',
  'pre',
  'address',
  'article',
  'aside',
  'footer',
  'header',
  'main',
  'nav',
  'section',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'center',
  'details',
  'summary',
  'fieldset',
  'legend',
  'form',
  'hgroup',
  'hr',
  'body',
  'html',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const HEADINGS: Record<string, BlockType> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' };
const TAG_MARKS: Record<string, Mark> = { strong: 'strong', b: 'strong', em: 'em', i: 'em', u: 'u', ins: 'u' };

interface Context {
  marks: ReadonlySet<Mark>;
  href?: string;
  list: ListKind[];
  type: BlockType;
  /** Inside a list item, blocks are separated by line breaks instead of starting new lines. */
  inItem: boolean;
  pre: boolean;
}

/** The declarations of a style attribute, names and values lower-cased (Word's mso-* ones included, which CSSOM drops). */
function styleOf(element: Element): Map<string, string> {
  const styles = new Map<string, string>();
  for (const declaration of (element.getAttribute('style') ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0)
      styles.set(
        declaration.slice(0, colon).trim().toLowerCase(),
        declaration
          .slice(colon + 1)
          .trim()
          .toLowerCase(),
      );
  }
  return styles;
}

/** Marks a style turns on or off: Google Docs wraps a paste in <b style="font-weight:normal">, Word and web pages use spans. */
function styledMarks(styles: Map<string, string>, marks: Set<Mark>, heading: boolean) {
  const weight = styles.get('font-weight');
  if (weight) {
    const numeric = Number(weight);
    if (weight === 'bold' || weight === 'bolder' || numeric >= 600) {
      if (!heading) marks.add('strong');
    } else if (weight === 'normal' || weight === 'lighter' || (numeric > 0 && numeric < 600)) marks.delete('strong');
  }
  const fontStyle = styles.get('font-style');
  if (fontStyle === 'italic' || fontStyle === 'oblique') marks.add('em');
  else if (fontStyle === 'normal') marks.delete('em');
  const decoration = styles.get('text-decoration-line') ?? styles.get('text-decoration');
  if (decoration?.includes('underline')) marks.add('u');
  else if (decoration === 'none') marks.delete('u');
}

const hidden = (styles: Map<string, string>) =>
  styles.get('display') === 'none' || styles.get('visibility') === 'hidden' || styles.get('mso-list') === 'ignore';

class DocBuilder {
  readonly lines: Line[] = [];
  private current: Line | null = null;
  /** The list kinds of the Word list paragraphs seen in a row (Word writes lists as styled <p>s). */
  private wordLists: ListKind[] = [];

  private open(context: Context): Line {
    if (!this.current) {
      this.current = { type: context.list.length ? 'p' : context.type, list: context.list, runs: [] };
      this.lines.push(this.current);
    }
    return this.current;
  }

  /** Ends the current line: what follows starts a new one. */
  close() {
    this.current = null;
  }

  /** Inside a list item, a block boundary is a line break. */
  private softBreak(context: Context) {
    const line = this.current;
    if (!line || !line.runs.length) return;
    if (lastVisible(line.runs) !== '\n') line.runs.push({ text: '\n', marks: sortMarks(context.marks), href: context.href });
  }

  private push(text: string, context: Context) {
    this.open(context).runs.push({ text, marks: sortMarks(context.marks), ...(context.href ? { href: context.href } : {}) });
  }

  text(raw: string, context: Context) {
    const data = raw.replace(ZERO_WIDTH, '');
    if (!data) return;
    if (context.pre) {
      const text = keepSpaces(data.replace(/\r\n?/g, '\n').replace(/\t/g, '    '));
      if (!this.current && !text.trim()) return;
      this.push(text, context);
      return;
    }
    let text = data.replace(/[ \t\n\r\f]+/g, ' ');
    if (/^ *$/.test(text) && !this.current) return; // whitespace between blocks
    const before = this.current ? lastVisible(this.current.runs) : undefined;
    if (text.startsWith(' ') && (before === undefined || before === ' ' || before === '\n')) text = text.slice(1);
    if (text) this.push(text, context);
  }

  lineBreak(context: Context) {
    this.push('\n', context);
  }

  walk(node: Node, context: Context) {
    if (node.nodeType === 3) {
      this.text((node as Text).data, context);
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 11 && node.nodeType !== 9) return; // comments (Word's conditionals), processing instructions
    if (node.nodeType !== 1) {
      this.children(node, context);
      return;
    }
    const element = node as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED.has(tag) || (tag.includes(':') && tag !== 'o:p')) return; // Word's <v:shape>, <w:…>; <o:p> holds text
    const styles = styleOf(element);
    if (hidden(styles)) return;

    if (tag === 'br') {
      this.lineBreak(context);
      return;
    }
    if (tag === 'ul' || tag === 'ol') {
      this.wordLists = [];
      this.close();
      this.children(element, { ...context, list: [...context.list, tag], inItem: false, type: 'p' });
      this.close();
      return;
    }
    if (tag === 'li') {
      this.close();
      const list = context.list.length ? context.list : ['ul' as const];
      this.open({ ...context, list });
      this.children(element, { ...context, list, inItem: true, type: 'p' });
      this.close();
      return;
    }

    const marks = new Set(context.marks);
    const tagMark = TAG_MARKS[tag];
    if (tagMark) marks.add(tagMark);
    let href = context.href;
    if (tag === 'a') {
      const raw = element.getAttribute('href');
      const candidate = raw === null ? '' : completeHref(raw);
      if (candidate && linkProblem(candidate) === null) href = candidate;
    }

    const wordList = this.wordListItem(element, styles, context);
    if (wordList) {
      this.close();
      const itemContext: Context = { ...context, marks, href, list: wordList, inItem: true, type: 'p' };
      this.open(itemContext);
      this.children(element, itemContext);
      this.close();
      return;
    }

    if (BLOCKS.has(tag)) {
      const heading = HEADINGS[tag];
      const blockType: BlockType = heading ?? (context.type !== 'p' ? context.type : 'p');
      styledMarks(styles, marks, blockType !== 'p');
      const blockContext: Context = { ...context, marks, href, type: blockType, pre: context.pre || tag === 'pre' };
      if (context.inItem) {
        this.softBreak(context);
        this.children(element, blockContext);
        this.softBreak(context);
        return;
      }
      this.wordLists = [];
      this.close();
      this.children(element, blockContext);
      this.close();
      return;
    }

    styledMarks(styles, marks, context.type !== 'p');
    this.children(element, { ...context, marks, href });
  }

  private children(node: Node, context: Context) {
    for (let child = node.firstChild; child; child = child.nextSibling) this.walk(child, context);
  }

  /** A Word list paragraph (style "mso-list:l0 level2 lfo1"): its list path, its bullet or number telling the kind. */
  private wordListItem(element: Element, styles: Map<string, string>, context: Context): ListKind[] | null {
    const msoList = styles.get('mso-list');
    const level = msoList ? /level(\d+)/.exec(msoList) : null;
    if (!level || context.list.length) return null;
    const depth = Math.max(1, Math.min(6, Number(level[1])));
    let marker = '';
    for (const span of Array.from(element.querySelectorAll('[style]'))) {
      if (styleOf(span).get('mso-list') === 'ignore') {
        marker = span.textContent ?? '';
        break;
      }
    }
    const kind: ListKind = /^[\s\u00a0]*(\d+|[a-z]{1,4})[.)]/i.test(marker) ? 'ol' : 'ul';
    const path = this.wordLists.slice(0, depth - 1);
    while (path.length < depth - 1) path.push(kind);
    path.push(kind);
    this.wordLists = path;
    return path;
  }
}

function lastVisible(runs: Run[]): string | undefined {
  for (let r = runs.length - 1; r >= 0; r -= 1) {
    const text = runs[r]!.text;
    for (let c = text.length - 1; c >= 0; c -= 1) if (!MARKERS.test(text[c]!)) return text[c];
  }
  return undefined;
}

/** Spaces before a line break or the end of the line (selection placeholders in between do not count). */
const TRAILING_SPACES = /(?<! ) +(?=[\uE000\uE001]*(?:\n|$))/g; // from the start of a run only: linear time
/** The last line break of a line: the one a browser keeps at the end of a block so that it shows. */
const LAST_BREAK = /\n(?=[\uE000\uE001]*$)/;

/** Removes spaces at the end of a line and before its line breaks, and the one line break a browser keeps at the end of a block. */
function tidyLine(line: Line): Line {
  const text = line.runs.map((run) => run.text).join('');
  const drop: [number, number][] = [];
  for (const match of text.matchAll(TRAILING_SPACES)) drop.push([match.index, match.index + match[0].length]);
  const lastBreak = LAST_BREAK.exec(text);
  if (lastBreak) drop.push([lastBreak.index, lastBreak.index + 1]);
  if (!drop.length) return { ...line, runs: mergeRuns(line.runs) };
  const keep = new Uint8Array(text.length).fill(1);
  for (const [from, to] of drop) keep.fill(0, from, to);
  let position = 0;
  const runs = line.runs.map((run) => {
    let kept = '';
    for (let i = 0; i < run.text.length; i += 1) if (keep[position + i]) kept += run.text[i];
    position += run.text.length;
    return { ...run, text: kept };
  });
  return { ...line, runs: mergeRuns(runs) };
}

/** Takes the selection placeholders out of the document and returns where they were. */
function extractSelection(doc: Doc): Selection | null {
  if (!doc.some((line) => line.runs.some((run) => MARKERS.test(run.text)))) return null;
  let start: number | null = null;
  let end: number | null = null;
  let position = 0;
  doc.forEach((line, index) => {
    if (index > 0) position += 1;
    line.runs = mergeRuns(
      line.runs.map((run) => {
        let text = '';
        for (const char of run.text) {
          if (char === SELECTION_START) start = position;
          else if (char === SELECTION_END) end = position;
          else {
            text += char;
            position += 1;
          }
        }
        return { ...run, text };
      }),
    );
  });
  if (start === null && end === null) return null;
  const a = start ?? end!;
  const b = end ?? start!;
  return { start: Math.min(a, b), end: Math.max(a, b) };
}

const BASE: Context = { marks: new Set(), list: [], type: 'p', inItem: false, pre: false };

/** Reads any HTML tree (the editor, a paste from Word, Google Docs or a web page) into the editor's model. */
export function parseNode(root: Node): { doc: Doc; selection: Selection | null } {
  const builder = new DocBuilder();
  builder.walk(root, BASE);
  const doc = builder.lines.map(tidyLine);
  const selection = extractSelection(doc);
  return { doc, selection };
}

/** Parses an HTML string without running or loading anything in it (DOMParser documents are inert). */
export function parseHtml(html: string): Doc {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return parseNode(document.body).doc;
}

/** Plain text: every non-empty line is a paragraph. */
export function parsePlainText(text: string): Doc {
  return text
    .replace(ZERO_WIDTH, '')
    .split(/\r\n?|\n/)
    .map((line) => keepSpaces(line.replace(/\t/g, '    ').trim()))
    .filter(Boolean)
    .map((text): Line => ({ type: 'p', list: [], runs: [{ text, marks: [] }] }));
}
