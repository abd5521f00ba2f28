import { describe, expect, it } from 'vitest';
import { seededRandom } from '../ids';
import { BENCH_VOCABULARY, paragraphs, properName, sentence, zipfWord } from './words';

describe('bench text', () => {
  it("draws words by Zipf's law: the first word often, the last rarely, every one sometimes", () => {
    const random = seededRandom(7);
    const counts = new Map<string, number>();
    for (let i = 0; i < 200_000; i++) {
      const word = zipfWord(random);
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    const first = counts.get(BENCH_VOCABULARY[0]) ?? 0;
    const tenth = counts.get(BENCH_VOCABULARY[9]) ?? 0;
    const last = counts.get(BENCH_VOCABULARY[BENCH_VOCABULARY.length - 1]) ?? 0;
    // 1 / (rank + 5): the first about (10 + 4) / (1 + 4) ≈ 2.8 times the tenth.
    expect(first / tenth).toBeGreaterThan(2.3);
    expect(first / tenth).toBeLessThan(3.3);
    expect(last).toBeGreaterThan(0);
    expect(last).toBeLessThan(tenth);
    expect(counts.size).toBe(BENCH_VOCABULARY.length);
  });

  it('names projects and places from a long tail, most of them rare', () => {
    const random = seededRandom(3);
    const names = new Map<string, number>();
    for (let i = 0; i < 50_000; i++) {
      const name = properName(random);
      names.set(name, (names.get(name) ?? 0) + 1);
    }
    expect(names.size).toBeGreaterThan(10_000);
    expect([...names.values()].filter((n) => n <= 2).length).toBeGreaterThan(names.size / 2);
    for (const name of [...names.keys()].slice(0, 50)) expect(name).toMatch(/^[A-Z][a-z]{5,}$/);
  });

  it('writes sentences and HTML paragraphs, the same for a seed', () => {
    const text = sentence(seededRandom(1), 12);
    expect(text).toMatch(/^[A-Z][^.]*\.$/);
    expect(text.split(' ')).toHaveLength(12);
    const html = paragraphs(seededRandom(1), 4);
    expect(html).toMatch(/^<p>[^<]+<\/p><p>[^<]+<\/p>$/);
    expect(paragraphs(seededRandom(1), 4)).toBe(html);
  });
});
