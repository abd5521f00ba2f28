import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, paramValue } from './format';

const octets = (s: string): number => new TextEncoder().encode(s).length;

describe('content lines', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('quotes parameter values with RFC 6868 escapes', () => {
    expect(paramValue('A "B" ^ C\nD')).toBe(`"A ^'B^' ^^ C^nD"`);
  });

  it('folds to at most 75 octets and 65 characters per line, never inside a character, and unfolds to the original', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'ü', '€', '😀', '漢', ' '), maxLength: 400 }), (s) => {
        const line = `DESCRIPTION:${s}`;
        const folded = foldLine(line);
        for (const physical of folded.split('\r\n')) {
          expect(octets(physical)).toBeLessThanOrEqual(75);
          expect([...physical].length).toBeLessThanOrEqual(65);
          expect(physical).not.toMatch(/[\uD800-\uDBFF]$/);
        }
        expect(folded.replace(/\r\n /g, '')).toBe(line);
      }),
    );
  });
});
