import { describe, expect, it } from 'vitest';
import { jsonTextDepth } from './body-limits';

describe('jsonTextDepth', () => {
  it.each([
    ['1', 0],
    ['"x"', 0],
    ['{}', 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['[[]],[[[]]]', 3],
    ['{"a":"[[[[{{{{"}', 1],
    ['{"a":"\\"[[[[", "b":[1]}', 2],
    ['{"a":"\\\\", "b":[[1]]}', 3],
    ['[[[[', 4],
    ['not json', 0],
  ])('%s is %i deep', (text, depth) => {
    expect(jsonTextDepth(text)).toBe(depth);
  });

  it('measures 5,000 levels in one pass, where JSON.parse and a recursive walk would be at risk', () => {
    expect(jsonTextDepth(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`)).toBe(5000);
    expect(jsonTextDepth('['.repeat(200_000))).toBe(200_000);
  });

  it('agrees with the depth of what JSON.parse makes of it', () => {
    const depthOf = (value: unknown): number =>
      value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value as object).map(depthOf)) : 0;
    for (const value of [{ a: [1, 2, { b: 'x]' }] }, [[], [[['{']]]], { 'k"[': { '\\': [null] } }]) {
      expect(jsonTextDepth(JSON.stringify(value))).toBe(depthOf(value));
    }
  });
});
