import type { Block } from '../store/types';
import { META, sameContent } from './same-content';

/** The share of a block's fields (of both sides) that hold the same content. */
function similarity(a: Block, b: Block): number {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !META.has(key));
  if (!keys.length) return 1;
  return keys.filter((key) => sameContent(a[key], b[key])).length / keys.length;
}

/**
 * For each base block, the index of the same block in `other`, or -1 when it is not there (removed).
 * `byKey`: the other side keeps the base's client keys (this tab's work); theirs does not.
 */
export function matchBlocks(base: readonly Block[], other: readonly Block[], byKey: boolean): number[] {
  const match = base.map(() => -1);
  const taken = new Set<number>();
  const pair = (i: number, j: number) => {
    match[i] = j;
    taken.add(j);
  };
  const free = (j: number, i: number) => !taken.has(j) && match[i] < 0 && other[j].__component === base[i].__component;
  if (byKey) {
    const at = new Map(other.map((block, j) => [block.__key, j]));
    base.forEach((block, i) => {
      const j = at.get(block.__key);
      if (j !== undefined && free(j, i)) pair(i, j);
    });
  }
  // The same component id (a CMS that kept it), then the same content, in page order.
  base.forEach((block, i) => {
    if (typeof block.id !== 'number') return;
    const j = other.findIndex((candidate, k) => free(k, i) && candidate.id === block.id);
    if (j >= 0) pair(i, j);
  });
  base.forEach((block, i) => {
    const j = other.findIndex((candidate, k) => free(k, i) && sameContent(candidate, block));
    if (j >= 0) pair(i, j);
  });
  // Then the most similar block of the same component, nearest first on a tie.
  const pairs: { i: number; j: number; score: number }[] = [];
  base.forEach((block, i) => {
    if (match[i] >= 0) return;
    other.forEach((candidate, j) => {
      if (!free(j, i)) return;
      const score = similarity(block, candidate);
      if (score >= 0.5) pairs.push({ i, j, score });
    });
  });
  pairs.sort((a, b) => b.score - a.score || Math.abs(a.i - a.j) - Math.abs(b.i - b.j));
  for (const { i, j } of pairs) if (free(j, i)) pair(i, j);
  return match;
}
