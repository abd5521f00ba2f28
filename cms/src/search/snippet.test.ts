import { describe, expect, it } from 'vitest';
import { highlight, snippet } from './snippet';

const wanted = (lexemes: string[], prefix: string | null = null) => ({ lexemes: new Set(lexemes), prefix });
const marked = (segments: Array<{ text: string; match?: true }>) => segments.filter((s) => s.match).map((s) => s.text);
const text = (segments: Array<{ text: string }>) => segments.map((s) => s.text).join('');

describe('highlight', () => {
  it('marks every form of the words found, and keeps the text as it is', () => {
    const segments = highlight('Architects love the architect’s new buildings.', wanted(['architect', 'build']), 'english');
    expect(text(segments)).toBe('Architects love the architect’s new buildings.');
    expect(marked(segments)).toEqual(['Architects', 'architect', 'buildings']);
  });

  it('marks the word being typed as a prefix, in Spanish too', () => {
    expect(marked(highlight('Los edificios más altos', wanted([], 'edif'), 'spanish'))).toEqual(['edificios']);
  });
});

describe('snippet', () => {
  const long = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');

  it('gives short texts whole', () => {
    expect(text(snippet('A short text.', wanted(['short']), 'english'))).toBe('A short text.');
  });

  it('cuts a long text around the words found, with "…" where it was cut', () => {
    const segments = snippet(`${long} harbour ${long}`, wanted(['harbour']), 'english', 10);
    expect(marked(segments)).toEqual(['harbour']);
    expect(segments[0].text).toBe('… ');
    expect(segments[segments.length - 1].text).toBe(' …');
    expect(text(segments).split(' ').length).toBeLessThanOrEqual(13);
  });

  it('shows where two texts of the page meet', () => {
    expect(text(snippet('Heading\nParagraph text', wanted(['paragraph']), 'english'))).toBe('Heading · Paragraph text');
  });

  it('takes linear time on a long text', () => {
    const huge = `${'x '.repeat(200_000)}harbour`;
    const started = performance.now();
    expect(marked(snippet(huge, wanted(['harbour']), 'english'))).toEqual(['harbour']);
    console.log(`snippet of 400,000 characters: ${(performance.now() - started).toFixed(0)} ms`);
  });
});
