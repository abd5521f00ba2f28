import type { Doc, Selection } from './model';
import { parseNode } from './parse';
import { SELECTION_END, SELECTION_START } from './selection-markers';

/** The DOM selection when both of its ends are inside `root`. */
export function rangeInside(root: HTMLElement): Range | null {
  const selection = root.ownerDocument.getSelection();
  if (!selection || !selection.rangeCount) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.startContainer) && root.contains(range.endContainer) ? range : null;
}

function pathFrom(root: Node, node: Node): number[] {
  const path: number[] = [];
  for (let current = node; current !== root; current = current.parentNode!) {
    path.unshift(Array.prototype.indexOf.call(current.parentNode!.childNodes, current));
  }
  return path;
}

const follow = (root: Node, path: number[]) => path.reduce<Node>((node, index) => node.childNodes[index]!, root);

function insertMarker(container: Node, offset: number, marker: string) {
  if (container.nodeType === 3) {
    const text = container as Text;
    text.data = text.data.slice(0, offset) + marker + text.data.slice(offset);
  } else {
    container.insertBefore(container.ownerDocument!.createTextNode(marker), container.childNodes[offset] ?? null);
  }
}

/**
 * Reads the editor into the model, with the selection as linear offsets when it is inside. A copy is
 * read, with placeholder characters at the selection's ends, so that the offsets come out of the
 * very same parse as the text (whitespace rules included) and the live DOM is left alone.
 */
export function readEditor(root: HTMLElement): { doc: Doc; selection: Selection | null } {
  return readCopy(root, rangeInside(root));
}

/** Reads `container` (the editor or one of its lines) with the placeholders of `range`, which must lie inside it. */
export function readCopy(container: Node, range: Range | null): { doc: Doc; selection: Selection | null } {
  if (!range) return parseNode(container);
  const copy = container.cloneNode(true);
  const start = { node: follow(copy, pathFrom(container, range.startContainer)), offset: range.startOffset };
  const end = { node: follow(copy, pathFrom(container, range.endContainer)), offset: range.endOffset };
  insertMarker(end.node, end.offset, SELECTION_END);
  insertMarker(start.node, start.offset, SELECTION_START);
  return parseNode(copy);
}

const BLOCK_TAGS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote']);

/** The block element (a line) holding a node inside the editor, if any. */
export function lineElementOf(root: HTMLElement, node: Node): Element | null {
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    if (current.nodeType === 1 && BLOCK_TAGS.has((current as Element).localName)) return current as Element;
  }
  return null;
}

const LINE_SELECTOR = 'p, h2, h3, h4, li';

/** The text nodes and <br>s of a line, in order, not descending into nested lists. */
function leavesOf(line: Element): Node[] {
  const leaves: Node[] = [];
  const visit = (node: Node) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3 || (child.nodeType === 1 && (child as Element).localName === 'br')) leaves.push(child);
      else if (child.nodeType === 1 && !['ul', 'ol'].includes((child as Element).localName)) visit(child);
    }
  };
  visit(line);
  return leaves;
}

/** A DOM position for a linear offset in an editor rendered by toHtml(…, 'editor'). */
export function domPoint(root: HTMLElement, offset: number): { node: Node; offset: number } {
  const lines = Array.from(root.querySelectorAll(LINE_SELECTOR));
  let remaining = Math.max(0, offset);
  for (const [index, line] of lines.entries()) {
    const leaves = leavesOf(line);
    const placeholder = leaves[leaves.length - 1];
    const hasPlaceholder = placeholder?.nodeType === 1;
    const length = leaves.reduce((sum, leaf) => sum + (leaf.nodeType === 3 ? (leaf as Text).data.length : leaf === placeholder && hasPlaceholder ? 0 : 1), 0);
    if (remaining <= length || index === lines.length - 1) {
      for (const leaf of leaves) {
        if (leaf.nodeType === 3) {
          const size = (leaf as Text).data.length;
          if (remaining <= size) return { node: leaf, offset: remaining };
          remaining -= size;
        } else {
          if (remaining === 0 || leaf === placeholder)
            return { node: leaf.parentNode!, offset: Array.prototype.indexOf.call(leaf.parentNode!.childNodes, leaf) };
          remaining -= 1;
        }
      }
      const last = leaves[leaves.length - 1];
      if (last?.nodeType === 3) return { node: last, offset: (last as Text).data.length };
      return { node: line, offset: line.childNodes.length };
    }
    remaining -= length + 1;
  }
  return { node: root, offset: root.childNodes.length };
}

/** Puts the DOM selection at linear offsets of an editor rendered by toHtml(…, 'editor'). */
export function placeSelection(root: HTMLElement, selection: Selection) {
  const start = domPoint(root, selection.start);
  const end = selection.end === selection.start ? start : domPoint(root, selection.end);
  const range = root.ownerDocument.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  const domSelection = root.ownerDocument.getSelection();
  domSelection?.removeAllRanges();
  domSelection?.addRange(range);
}
