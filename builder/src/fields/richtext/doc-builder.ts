import { completeHref, linkProblem } from './allowed';
import { BLOCKS, DROPPED, HEADINGS, TAG_MARKS } from './html-elements';
import { hidden, styledMarks, styleOf } from './inline-styles';
import { sortMarks, type BlockType, type Line, type ListKind, type Mark } from './model';
import { lastVisible } from './selection-markers';
import { keepSpaces, ZERO_WIDTH } from './whitespace';

/** What applies where the walk is: the marks and link around it, the lists it is in, the kind of line. */
export interface Context {
  marks: ReadonlySet<Mark>;
  href?: string;
  list: ListKind[];
  type: BlockType;
  /** Inside a list item, blocks are separated by line breaks instead of starting new lines. */
  inItem: boolean;
  pre: boolean;
}

/** The context at the root of a document. */
export const BASE: Context = { marks: new Set(), list: [], type: 'p', inItem: false, pre: false };

/** Walks an HTML tree and writes the editor's lines: one per block, list item or Word list paragraph. */
export class DocBuilder {
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
