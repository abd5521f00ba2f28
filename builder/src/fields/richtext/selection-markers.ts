import { mergeRuns, type Doc, type Run, type Selection } from './model';

/** Placeholders for the selection's ends while a copy of the editor is read (private-use characters). */
export const SELECTION_START = '\uE000';
export const SELECTION_END = '\uE001';
const MARKERS = /[\uE000\uE001]/;

/** The last character of the runs that is text, not a selection placeholder. */
export function lastVisible(runs: Run[]): string | undefined {
  for (let r = runs.length - 1; r >= 0; r -= 1) {
    const text = runs[r]!.text;
    for (let c = text.length - 1; c >= 0; c -= 1) if (!MARKERS.test(text[c]!)) return text[c];
  }
  return undefined;
}

/** Takes the selection placeholders out of the document and returns where they were. */
export function extractSelection(doc: Doc): Selection | null {
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
