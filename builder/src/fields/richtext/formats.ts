import { blockAt, hasMark, linkAt } from './commands';
import { lineElementOf, rangeInside, readCopy, readEditor } from './dom-selection';
import { HEADINGS } from './html-elements';
import type { BlockType, Doc, ListKind, Selection } from './model';

/** What the toolbar shows pressed: the marks, link, line type and list at the selection. */
export interface Formats {
  strong: boolean;
  em: boolean;
  u: boolean;
  link: string | undefined;
  type: BlockType;
  list: ListKind | null;
}

export const NO_FORMATS: Formats = { strong: false, em: false, u: false, link: undefined, type: 'p', list: null };

export const formatsOf = (doc: Doc, selection: Selection): Formats => ({
  strong: hasMark(doc, selection, 'strong'),
  em: hasMark(doc, selection, 'em'),
  u: hasMark(doc, selection, 'u'),
  link: linkAt(doc, selection),
  ...blockAt(doc, selection),
});

/**
 * The formats at the selection, read from the line it is in only (typing moves the caret on every
 * key; reading the whole editor each time would grow with its length). A selection across lines
 * reads the whole editor.
 */
export function formatsAtSelection(root: HTMLElement): Formats | null {
  const range = rangeInside(root);
  if (!range) return null;
  const line = lineElementOf(root, range.startContainer);
  if (!line || lineElementOf(root, range.endContainer) !== line) {
    const { doc, selection } = readEditor(root);
    return selection && formatsOf(doc, selection);
  }
  const { doc, selection } = readCopy(line, range);
  if (!selection) return null;
  const item = line.closest('li');
  const list = item && root.contains(item) ? (item.parentElement?.localName === 'ol' ? 'ol' : 'ul') : null;
  return { ...formatsOf(doc, selection), type: list ? 'p' : (HEADINGS[line.localName] ?? 'p'), list };
}

export const sameFormats = (a: Formats, b: Formats) =>
  a.strong === b.strong && a.em === b.em && a.u === b.u && a.link === b.link && a.type === b.type && a.list === b.list;
