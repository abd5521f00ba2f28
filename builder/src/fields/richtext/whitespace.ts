import { mergeRuns, type Line } from './model';

// Alternatives, not a class: a zero-width joiner inside a class reads as joining its neighbours.
export const ZERO_WIDTH = /\u200b|\u200c|\u200d|\ufeff/g;
/** Runs of spaces that must show (preformatted or plain text): all but the last become non-breaking. */
export const keepSpaces = (text: string) => text.replace(/ {2,}/g, (spaces) => `${'\u00a0'.repeat(spaces.length - 1)} `);

/** Spaces before a line break or the end of the line (selection placeholders in between do not count). */
const TRAILING_SPACES = /(?<! ) +(?=[\uE000\uE001]*(?:\n|$))/g; // from the start of a run only: linear time
/** The last line break of a line: the one a browser keeps at the end of a block so that it shows. */
const LAST_BREAK = /\n(?=[\uE000\uE001]*$)/;

/** Removes spaces at the end of a line and before its line breaks, and the one line break a browser keeps at the end of a block. */
export function tidyLine(line: Line): Line {
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
