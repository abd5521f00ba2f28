import { BASE, DocBuilder } from './doc-builder';
import type { Doc, Line, Selection } from './model';
import { extractSelection } from './selection-markers';
import { keepSpaces, tidyLine, ZERO_WIDTH } from './whitespace';

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
