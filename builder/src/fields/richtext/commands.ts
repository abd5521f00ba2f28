import {
  emptyLine,
  lineLength,
  lineStarts,
  locate,
  mergeRuns,
  sortMarks,
  splitRuns,
  type BlockType,
  type Doc,
  type Line,
  type ListKind,
  type Mark,
  type Run,
  type Selection,
} from './model';

/** A command's result: the new document and where the selection goes. */
export interface Edit {
  doc: Doc;
  selection: Selection;
}

const clone = (doc: Doc): Doc => doc.map((line) => ({ ...line, list: [...line.list], runs: line.runs.map((run) => ({ ...run, marks: [...run.marks] })) }));

/** Indexes of the lines a selection touches. */
function touchedLines(doc: Doc, selection: Selection): number[] {
  if (!doc.length) return [];
  const first = locate(doc, selection.start).line;
  const last = locate(doc, selection.end).line;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Calls `fn` on the runs of every line inside [start, end), cutting runs at the edges first. */
function mapRange(doc: Doc, selection: Selection, fn: (run: Run) => Run): Doc {
  const out = clone(doc);
  const starts = lineStarts(out);
  out.forEach((line, index) => {
    const from = Math.max(0, selection.start - starts[index]!);
    const to = Math.min(lineLength(line), selection.end - starts[index]!);
    if (to <= from) return;
    const [before, rest] = splitRuns(line.runs, from);
    const [inside, after] = splitRuns(rest, to - from);
    line.runs = mergeRuns([...before, ...inside.map(fn), ...after]);
  });
  return out;
}

/** The runs inside a selection (line breaks excluded), or the run just before a caret. */
function runsIn(doc: Doc, selection: Selection): Run[] {
  const found: Run[] = [];
  if (selection.start === selection.end) {
    const { line, column } = locate(doc, selection.start);
    const runs = doc[line]?.runs ?? [];
    const [before, after] = splitRuns(runs, column);
    const run = before[before.length - 1] ?? after[0];
    return run && run.text !== '\n' ? [run] : [];
  }
  mapRange(doc, selection, (run) => {
    if (run.text.replace(/\n/g, '')) found.push(run);
    return run;
  });
  return found;
}

export function hasMark(doc: Doc, selection: Selection, mark: Mark): boolean {
  const runs = runsIn(doc, selection);
  return runs.length > 0 && runs.every((run) => run.marks.includes(mark));
}

/** Bold, italic or underline over a selection: removed when all of it has the mark, added otherwise. */
export function toggleMark(doc: Doc, selection: Selection, mark: Mark): Edit {
  const remove = hasMark(doc, selection, mark);
  const next = mapRange(doc, selection, (run) =>
    run.text === '\n' ? run : { ...run, marks: remove ? run.marks.filter((m) => m !== mark) : sortMarks([...run.marks, mark]) },
  );
  return { doc: next, selection };
}

/** The block type of the line at the start of the selection ('li' inside a list). */
export function blockAt(doc: Doc, selection: Selection): { type: BlockType; list: ListKind | null } {
  const line = doc[locate(doc, selection.start).line];
  if (!line) return { type: 'p', list: null };
  return { type: line.type, list: line.list[line.list.length - 1] ?? null };
}

/** Paragraph or heading for every touched line (taken out of lists); a heading applied to headings of that level turns them back into paragraphs. */
export function setBlockType(doc: Doc, selection: Selection, type: BlockType): Edit {
  const next = doc.length ? clone(doc) : [emptyLine()];
  const lines = touchedLines(next, selection);
  const already = type !== 'p' && lines.every((i) => next[i]!.type === type && !next[i]!.list.length);
  for (const i of lines) next[i] = { ...next[i]!, type: already ? 'p' : type, list: [] };
  return { doc: next, selection };
}

/** Bulleted or numbered list for every touched line; lines already in such a list become paragraphs. */
export function toggleList(doc: Doc, selection: Selection, kind: ListKind): Edit {
  const next = doc.length ? clone(doc) : [emptyLine()];
  const lines = touchedLines(next, selection);
  const already = lines.every((i) => next[i]!.list[next[i]!.list.length - 1] === kind);
  for (const i of lines) {
    const line = next[i]!;
    const list = already ? line.list.slice(0, -1) : line.list.length ? [...line.list.slice(0, -1), kind] : [kind];
    next[i] = { ...line, type: 'p', list };
  }
  return { doc: next, selection };
}

/**
 * The extent of the link at an offset: all of its neighbouring runs with the same address. "before"
 * finds a link ending at or crossing the offset, "after" one starting at or crossing it.
 */
function linkExtentAt(doc: Doc, offset: number, side: 'before' | 'after' | 'either'): Selection | null {
  const { line, column } = locate(doc, offset);
  const target = doc[line];
  if (!target) return null;
  let position = 0;
  const spans = target.runs.map((run) => {
    const span = { from: position, to: position + run.text.length, href: run.href };
    position = span.to;
    return span;
  });
  const ending = () => spans.findIndex((s) => s.href !== undefined && s.from < column && column <= s.to);
  const starting = () => spans.findIndex((s) => s.href !== undefined && s.from <= column && column < s.to);
  let index = side === 'after' ? starting() : ending();
  if (index < 0 && side === 'either') index = starting();
  if (index < 0) return null;
  const href = spans[index]!.href;
  let first = index;
  let last = index;
  while (first > 0 && spans[first - 1]!.href === href) first -= 1;
  while (last < spans.length - 1 && spans[last + 1]!.href === href) last += 1;
  const lineStart = lineStarts(doc)[line]!;
  return { start: lineStart + spans[first]!.from, end: lineStart + spans[last]!.to };
}

/** The address of the link at the caret or at the start of the selection, if any. */
export function linkAt(doc: Doc, selection: Selection): string | undefined {
  const extent = linkExtentAt(doc, selection.start, selection.start === selection.end ? 'either' : 'after');
  if (!extent) return undefined;
  const { line, column } = locate(doc, extent.start);
  return splitRuns(doc[line]!.runs, column)[1][0]?.href;
}

/**
 * Links the selected text to `href`. A caret inside a link changes that link's address; a caret
 * elsewhere inserts the address itself as linked text.
 */
export function setLink(doc: Doc, selection: Selection, href: string): Edit {
  if (selection.start === selection.end) {
    const extent = linkExtentAt(doc, selection.start, 'either');
    if (extent) return { doc: mapRange(doc, extent, (run) => ({ ...run, href })), selection };
    return insertDoc(doc, selection, [{ type: 'p', list: [], runs: [{ text: href, marks: [], href }] }]);
  }
  return { doc: mapRange(doc, selection, (run) => (run.text === '\n' ? run : { ...run, href })), selection };
}

/** Removes the whole link(s) at the caret or touched by the selection. */
export function removeLink(doc: Doc, selection: Selection): Edit {
  const collapsed = selection.start === selection.end;
  const first = linkExtentAt(doc, selection.start, collapsed ? 'either' : 'after');
  const last = collapsed ? first : linkExtentAt(doc, selection.end, 'before');
  const range = { start: Math.min(first?.start ?? selection.start, selection.start), end: Math.max(last?.end ?? selection.end, selection.end) };
  return { doc: mapRange(doc, range, ({ href: _href, ...run }) => run), selection };
}

/** Bold, italic, underline and links removed, headings made paragraphs; a caret clears its whole line. Lists stay. */
export function clearFormatting(doc: Doc, selection: Selection): Edit {
  let range = selection;
  if (selection.start === selection.end && doc.length) {
    const { line } = locate(doc, selection.start);
    const start = lineStarts(doc)[line]!;
    range = { start, end: start + lineLength(doc[line]!) };
  }
  const next = mapRange(doc, range, (run) => ({ text: run.text, marks: [] }));
  for (const i of touchedLines(next, range)) if (!next[i]!.list.length) next[i] = { ...next[i]!, type: 'p' };
  return { doc: next, selection };
}

/** Deletes the selected text, joining the first and last touched lines. */
export function deleteRange(doc: Doc, selection: Selection): Doc {
  if (selection.start === selection.end || !doc.length) return doc;
  const out = clone(doc);
  const a = locate(out, selection.start);
  const b = locate(out, selection.end);
  const [keep] = splitRuns(out[a.line]!.runs, a.column);
  const [, rest] = splitRuns(out[b.line]!.runs, b.column);
  const joined: Line = { ...out[a.line]!, runs: mergeRuns([...keep, ...rest]) };
  out.splice(a.line, b.line - a.line + 1, joined);
  return out;
}

/**
 * Pastes a document at the selection (replacing it). The first pasted line joins the line at the
 * caret, the last one takes the rest of it; inside a list, pasted paragraphs become items of it.
 */
export function insertDoc(doc: Doc, selection: Selection, pasted: Doc): Edit {
  if (!pasted.length) return { doc: deleteRange(doc, selection), selection: { start: selection.start, end: selection.start } };
  const base = deleteRange(doc.length ? doc : [emptyLine()], selection);
  const { line, column } = locate(base, selection.start);
  const target = base[line]!;
  const [before, after] = splitRuns(target.runs, column);
  const fragment = clone(pasted).map((l) => (target.list.length && !l.list.length && l.type === 'p' ? { ...l, list: [...target.list] } : l));
  const inserted = fragment.reduce((sum, l) => sum + lineLength(l), 0) + fragment.length - 1;
  let lines: Line[];
  if (fragment.length === 1) {
    lines = [{ ...target, runs: mergeRuns([...before, ...fragment[0]!.runs, ...after]) }];
  } else {
    const first = fragment[0]!;
    const last = fragment[fragment.length - 1]!;
    const head: Line = before.length ? { ...target, runs: mergeRuns([...before, ...first.runs]) } : first;
    const tail: Line = { ...last, runs: mergeRuns([...last.runs, ...after]) };
    lines = [head, ...fragment.slice(1, -1), tail];
  }
  const out = [...base.slice(0, line), ...lines, ...base.slice(line + 1)];
  const caret = selection.start + inserted;
  return { doc: out, selection: { start: caret, end: caret } };
}
