import type { Item } from './align-blocks';
import type { Side } from './merge-types';

const sameList = (a: readonly Item[], b: readonly Item[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** The order of the merged page's blocks, and whether it is theirs (taken without asking) or both sides' orders are a question. */
export interface MergedOrder {
  blocks: Item[];
  /** Both sides reordered the blocks they share, differently: each side's order, for the editor to choose. */
  asked: { mine: Item[]; theirs: Item[] } | null;
  theirOrder: boolean;
}

/**
 * The blocks both sides kept, as the side that reordered them has them (the editor's choice when
 * both did, differently); then the blocks only one side has, after the block they follow on that side.
 */
export function mergeOrder(kept: readonly Item[], choices: Readonly<Record<string, Side>>): MergedOrder {
  const common = kept.filter((item) => item.mine && item.theirs);
  const byBase = [...common].sort((a, b) => a.baseIndex - b.baseIndex);
  const byMine = [...common].sort((a, b) => a.mineIndex - b.mineIndex);
  const byTheirs = [...common].sort((a, b) => a.theirsIndex - b.theirsIndex);
  let order: Item[];
  let theirOrder = false;
  let asked: MergedOrder['asked'] = null;
  if (sameList(byMine, byTheirs) || sameList(byTheirs, byBase)) order = byMine;
  else if (sameList(byMine, byBase)) {
    order = byTheirs;
    theirOrder = true;
  } else {
    order = choices.order === 'theirs' ? byTheirs : byMine;
    asked = { mine: byMine, theirs: byTheirs };
  }
  // Theirs first, then mine: at the same place, my block comes first. A block after the last one
  // both sides have stays at the end.
  const blocks = [...order];
  for (const side of ['theirs', 'mine'] as const) {
    const index = side === 'mine' ? 'mineIndex' : 'theirsIndex';
    const sequence = kept.filter((item) => item[side]).sort((a, b) => a[index] - b[index]);
    let lastShared = -1;
    sequence.forEach((item, position) => {
      if (blocks.includes(item)) lastShared = position;
    });
    let last = -1;
    sequence.forEach((item, position) => {
      const at = blocks.indexOf(item);
      if (at >= 0) last = at;
      else if (lastShared >= 0 && position > lastShared) blocks.push(item);
      else blocks.splice(++last, 0, item);
    });
  }
  return { blocks, asked, theirOrder };
}
