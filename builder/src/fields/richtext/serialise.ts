import type { Doc, Line, ListKind, Run } from './model';

/**
 * "value": the clean HTML stored in the field — empty lines and trailing line breaks dropped, a lone
 * non-breaking space between words written as a space.
 * "editor": what the editable area shows — every line kept, an empty line or one ending in a line
 * break given the <br> a browser needs to show it.
 */
export type Mode = 'value' | 'editor';

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Rewrites the characters of a line without changing their count, keeping each run's share. */
function mapLineText(runs: Run[], fn: (text: string) => string): Run[] {
  const text = fn(runs.map((run) => run.text).join(''));
  let position = 0;
  return runs.map((run) => {
    const part = text.slice(position, position + run.text.length);
    position += run.text.length;
    return { ...run, text: part };
  });
}

/** Drops leading and trailing whitespace and line breaks of a line. */
function trimRuns(runs: Run[]): Run[] {
  const out = runs.map((run) => ({ ...run }));
  while (out.length && !(out[0]!.text = out[0]!.text.trimStart())) out.shift();
  while (out.length && !(out[out.length - 1]!.text = out[out.length - 1]!.text.trimEnd())) out.pop();
  return out;
}

function valueRuns(line: Line): Run[] {
  // A non-breaking space between two other characters only stopped a browser from collapsing it.
  const runs = mapLineText(line.runs, (text) => text.replace(/(?<=[^\s\u00a0])\u00a0(?=[^\s\u00a0])/g, ' '));
  return trimRuns(runs);
}

/** Inline HTML of runs: links outermost, then strong, em, u, so the same formatting always gives the same markup. */
function inlineHtml(runs: Run[], placeholder: boolean): string {
  let html = '';
  const open: { key: string; close: string }[] = [];
  for (const run of runs) {
    const wanted = [
      ...(run.href !== undefined ? [{ key: `a ${run.href}`, open: `<a href="${escapeAttribute(run.href)}">`, close: '</a>' }] : []),
      ...run.marks.map((mark) => ({ key: mark, open: `<${mark}>`, close: `</${mark}>` })),
    ];
    let common = 0;
    while (common < open.length && common < wanted.length && open[common]!.key === wanted[common]!.key) common += 1;
    while (open.length > common) html += open.pop()!.close;
    for (const tag of wanted.slice(common)) {
      html += tag.open;
      open.push({ key: tag.key, close: tag.close });
    }
    html += run.text.split('\n').map(escapeText).join('<br>');
  }
  while (open.length) html += open.pop()!.close;
  const last = runs[runs.length - 1]?.text;
  if (placeholder && (last === undefined || last.endsWith('\n'))) html += '<br>';
  return html;
}

/** The value HTML of a line's content; lines read again unchanged (LiveReader) are the same objects. */
const valueInline = new WeakMap<Line, string>();

function lineContent(line: Line, mode: Mode): string | null {
  if (mode === 'editor') return inlineHtml(line.runs, true);
  let html = valueInline.get(line);
  if (html === undefined) {
    const runs = valueRuns(line);
    html = runs.length ? inlineHtml(runs, false) : '';
    valueInline.set(line, html);
  }
  return html || null;
}

export function toHtml(doc: Doc, mode: Mode): string {
  let html = '';
  const lists: ListKind[] = [];
  for (const line of doc) {
    const content = lineContent(line, mode);
    if (content === null) continue;
    const path = line.list;
    let common = 0;
    while (common < lists.length && common < path.length && lists[common] === path[common]) common += 1;
    while (lists.length > common) html += `</li></${lists.pop()}>`;
    if (path.length && common === path.length) html += '</li><li>';
    while (lists.length < path.length) {
      const kind = path[lists.length]!;
      html += `<${kind}><li>`;
      lists.push(kind);
    }
    html += path.length ? content : `<${line.type}>${content}</${line.type}>`;
  }
  while (lists.length) html += `</li></${lists.pop()}>`;
  return html;
}
