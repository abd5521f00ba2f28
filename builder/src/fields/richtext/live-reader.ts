import type { Doc, Line } from './model';
import { parseNode } from './parse';

/** Top-level elements whose lines do not depend on their neighbours. */
const SELF_CONTAINED = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'blockquote',
  'pre',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'nav',
  'address',
  'figure',
  'dl',
  'hr',
]);

const selfContained = (node: Node | null) => node === null || (node.nodeType === 1 && SELF_CONTAINED.has((node as Element).localName));

/**
 * Reads the live editor on every input without re-reading all of it: the lines of each top-level
 * block are kept until a mutation inside that block (seen by a MutationObserver) marks it changed,
 * so a keystroke costs the parse of the block being typed in. Anything else at the top level (text
 * or inline elements straight in the editor) falls back to reading everything.
 */
export class LiveReader {
  private readonly lines = new WeakMap<Node, Line[]>();
  private readonly changed = new Set<Node>();
  private readonly observer: MutationObserver;

  constructor(private readonly root: HTMLElement) {
    this.observer = new MutationObserver((records) => this.note(records));
    this.observer.observe(root, { childList: true, characterData: true, attributes: true, subtree: true });
  }

  private note(records: MutationRecord[]) {
    for (const record of records) {
      let node: Node | null = record.target;
      while (node && node.parentNode !== this.root) node = node.parentNode;
      if (node) this.changed.add(node); // a change to the editor's own child list adds new, unread nodes
    }
  }

  read(): Doc {
    this.note(this.observer.takeRecords());
    const doc: Line[] = [];
    for (let child = this.root.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3 && !(child as Text).data.trim() && selfContained(child.previousSibling) && selfContained(child.nextSibling)) continue;
      if (child.nodeType === 8) continue;
      if (!selfContained(child)) {
        this.changed.clear();
        return parseNode(this.root).doc;
      }
      let lines = this.changed.has(child) ? undefined : this.lines.get(child);
      if (!lines) {
        lines = parseNode(child).doc;
        this.lines.set(child, lines);
      }
      doc.push(...lines);
    }
    this.changed.clear();
    return doc;
  }

  disconnect() {
    this.observer.disconnect();
  }
}
