/** RFC 5545 TEXT escaping: backslash, semicolon, comma and line breaks. Input is already cleaned (LF only, no controls). */
export function escapeText(s: string): string {
  return s.replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

/** A quoted parameter value; RFC 6868 encodes ^, " and line breaks. */
export function paramValue(s: string): string {
  return `"${s.replace(/\^/g, '^^').replace(/"/g, "^'").replace(/\n/g, '^n')}"`;
}

const MAX_OCTETS = 75;
/** The spec's fold width in characters; the octet limit wins when both apply. */
const MAX_CHARS = 65;

/** Folds one content line so that every physical line has at most 75 octets and 65 characters, never splitting a character. */
export function foldLine(line: string): string {
  let out = '';
  let bytes = 0;
  let chars = 0;
  for (const ch of line) {
    // UTF-8 octets: 1 below U+0080, 2 below U+0800, 3 for the rest of the BMP (one UTF-16 unit), 4 above (two)
    const cp = ch.codePointAt(0)!;
    const n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : ch.length + 2;
    if (bytes + n > MAX_OCTETS || chars >= MAX_CHARS) {
      out += '\r\n ';
      bytes = 1;
      chars = 1;
    }
    out += ch;
    bytes += n;
    chars++;
  }
  return out;
}

/** Joins content lines into a calendar file: folded, CRLF-terminated. */
export const joinLines = (lines: string[]): string => lines.map(foldLine).join('\r\n') + '\r\n';
