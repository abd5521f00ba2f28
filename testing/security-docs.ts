import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The security headers docs/security.md states for each kind of answer ("## Security headers"), read
 * from its two tables, so that each server's tests hold the docs and the headers to each other.
 * Values are the text between backticks; a cell without one (`none`) means no such header: null.
 */
const DOC = path.join(__dirname, '..', 'docs', 'security.md');

export type Server = 'site' | 'builder' | 'CMS';

/** `<features off>` and other words in angle brackets, and what the test puts in their place. */
export type Placeholders = Record<string, string>;

function section(markdown: string): string {
  const start = markdown.indexOf('## Security headers');
  if (start < 0) throw new Error('docs/security.md has no "## Security headers" section');
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The rows of the table whose header row starts with `| <first> |`, as arrays of cells. */
function table(text: string, first: string): string[][] {
  const lines = text.split('\n');
  const head = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  if (head < 0) throw new Error(`docs/security.md: no table starting with "| ${first} |" under "## Security headers"`);
  const rows: string[][] = [];
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** The first `code` of a cell, with the placeholders filled in; undefined for a cell without one. */
function value(cell: string, placeholders: Placeholders): string | undefined {
  const start = cell.indexOf('`');
  if (start < 0) return undefined;
  const end = cell.indexOf('`', start + 1);
  let text = cell.slice(start + 1, end);
  for (const [name, replacement] of Object.entries(placeholders)) text = text.split(`<${name}>`).join(replacement);
  if (/<[^>]*>/.test(text)) throw new Error(`docs/security.md: "${text}" has a placeholder the test does not fill`);
  return text;
}

/** The headers the docs say every answer of `server` carries, by lower-case name; null: it sends none. */
export function documentedCommonHeaders(server: Server, placeholders: Placeholders = {}): Record<string, string | null> {
  const rows = table(section(readFileSync(DOC, 'utf8')), 'header');
  const column = { site: 1, builder: 2, CMS: 3 }[server];
  return Object.fromEntries(rows.map((row) => [row[0].toLowerCase(), value(row[column] ?? '', placeholders) ?? null]));
}

/** Only the headers that are sent (the nulls left out). */
export const sent = (headers: Record<string, string | null>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null));

/** The Content-Security-Policy the docs give the answer named `answer` (the first column, as written). */
export function documentedPolicy(answer: string, placeholders: Placeholders = {}): string {
  const rows = table(section(readFileSync(DOC, 'utf8')), 'answer');
  const row = rows.find((cells) => cells[0] === answer);
  if (!row) throw new Error(`docs/security.md: no Content-Security-Policy row "${answer}" (rows: ${rows.map((r) => r[0]).join('; ')})`);
  const policy = value(row[1], placeholders);
  if (!policy) throw new Error(`docs/security.md: the row "${answer}" states no policy`);
  return policy;
}

/** A policy as its directives, each with its sources in order: compare two policies with toEqual. */
export function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.split(/\s+/);
        return [name, sources];
      }),
  );
}
