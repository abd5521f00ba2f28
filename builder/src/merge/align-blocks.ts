import type { Block } from '../store/types';
import { matchBlocks } from './match-blocks';
import type { Side } from './merge-types';
import { sameContent } from './same-content';

/** One entry of the merged page: where it comes from on each side. */
export interface Item {
  base: Block | null;
  mine: Block | null;
  theirs: Block | null;
  baseIndex: number;
  mineIndex: number;
  theirsIndex: number;
}

/** Every block of the three versions, once: the base's with their match on each side, then those theirs added, then those mine added (a block both added alike is one). */
export function alignBlocks(base: readonly Block[], mine: readonly Block[], theirs: readonly Block[]): Item[] {
  const mineMatch = matchBlocks(base, mine, true);
  const theirsMatch = matchBlocks(base, theirs, false);
  const items: Item[] = base.map((block, i) => ({
    base: block,
    mine: mineMatch[i] >= 0 ? mine[mineMatch[i]] : null,
    theirs: theirsMatch[i] >= 0 ? theirs[theirsMatch[i]] : null,
    baseIndex: i,
    mineIndex: mineMatch[i],
    theirsIndex: theirsMatch[i],
  }));
  const mineTaken = new Set(mineMatch);
  const theirsTaken = new Set(theirsMatch);
  const mineAdded: Item[] = [];
  mine.forEach((block, j) => {
    if (!mineTaken.has(j)) mineAdded.push({ base: null, mine: block, theirs: null, baseIndex: -1, mineIndex: j, theirsIndex: -1 });
  });
  theirs.forEach((block, j) => {
    if (theirsTaken.has(j)) return;
    // Both sides added the same block: one block.
    const twin = mineAdded.find((item) => !item.theirs && item.mine!.__component === block.__component && sameContent(item.mine, block));
    if (twin) {
      twin.theirs = block;
      twin.theirsIndex = j;
    } else items.push({ base: null, mine: null, theirs: block, baseIndex: -1, mineIndex: -1, theirsIndex: j });
  });
  items.push(...mineAdded);
  return items;
}

/** The side that removed a block the other side edited (a question for the editor), or null. */
export function removedBy(item: Item): Side | null {
  if (!item.base) return null;
  if (!item.mine && item.theirs && !sameContent(item.base, item.theirs)) return 'mine';
  if (item.mine && !item.theirs && !sameContent(item.base, item.mine)) return 'theirs';
  return null;
}
