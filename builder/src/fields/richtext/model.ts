/**
 * The editor's document model: a flat list of lines (paragraphs, headings, list items), each a list
 * of text runs carrying marks and an optional link. A line break inside a line is the character
 * "\n". Positions are linear offsets: the characters of each line, plus one between lines.
 */
export type Mark = 'strong' | 'em' | 'u';
export type BlockType = 'p' | 'h2' | 'h3' | 'h4';
export type ListKind = 'ul' | 'ol';

export interface Run {
  text: string;
  /** Sorted in MARK_ORDER, no duplicates. */
  marks: Mark[];
  href?: string;
}

export interface Line {
  /** Ignored for list items, which are plain paragraphs inside their lists. */
  type: BlockType;
  /** The kinds of the lists this line is an item of, outermost first; empty for a paragraph or heading. */
  list: ListKind[];
  runs: Run[];
}

export type Doc = Line[];

export interface Selection {
  start: number;
  end: number;
}

export const MARK_ORDER: readonly Mark[] = ['strong', 'em', 'u'];

export const sortMarks = (marks: Iterable<Mark>): Mark[] => {
  const set = new Set(marks);
  return MARK_ORDER.filter((mark) => set.has(mark));
};

export const sameFormat = (a: Run, b: Run) => a.href === b.href && a.marks.join() === b.marks.join();

export const lineLength = (line: Line) => line.runs.reduce((sum, run) => sum + run.text.length, 0);

export const lineText = (line: Line) => line.runs.map((run) => run.text).join('');

export const docLength = (doc: Doc) => doc.reduce((sum, line) => sum + lineLength(line), 0) + Math.max(0, doc.length - 1);

export const emptyLine = (type: BlockType = 'p', list: ListKind[] = []): Line => ({ type, list, runs: [] });

/** Adjacent runs with the same marks and link become one; empty runs go. */
export function mergeRuns(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    if (!run.text) continue;
    const last = out[out.length - 1];
    if (last && sameFormat(last, run)) out[out.length - 1] = { ...last, text: last.text + run.text };
    else out.push(run);
  }
  return out;
}

/** Start offset of every line. */
export function lineStarts(doc: Doc): number[] {
  const starts: number[] = [];
  let position = 0;
  for (const line of doc) {
    starts.push(position);
    position += lineLength(line) + 1;
  }
  return starts;
}

/** The line holding a linear offset and the column inside it (clamped to the document). */
export function locate(doc: Doc, offset: number): { line: number; column: number } {
  let position = 0;
  for (let index = 0; index < doc.length; index += 1) {
    const length = lineLength(doc[index]!);
    if (offset <= position + length || index === doc.length - 1) return { line: index, column: Math.max(0, Math.min(length, offset - position)) };
    position += length + 1;
  }
  return { line: 0, column: 0 };
}

/** The runs of a line cut into the part before `column` and the part after. */
export function splitRuns(runs: Run[], column: number): [Run[], Run[]] {
  const before: Run[] = [];
  const after: Run[] = [];
  let position = 0;
  for (const run of runs) {
    const end = position + run.text.length;
    if (end <= column) before.push(run);
    else if (position >= column) after.push(run);
    else {
      before.push({ ...run, text: run.text.slice(0, column - position) });
      after.push({ ...run, text: run.text.slice(column - position) });
    }
    position = end;
  }
  return [before, after];
}
