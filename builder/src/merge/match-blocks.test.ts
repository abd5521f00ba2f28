import { describe, expect, it } from 'vitest';
import type { Block } from '../store/types';
import { matchBlocks } from './match-blocks';

const hero = (key: string, title: string, extra: Record<string, unknown> = {}, id?: number): Block => ({
  __key: key,
  __component: 'blocks.hero',
  title,
  text: `${key} text`,
  button: 'Go',
  ...(id === undefined ? {} : { id }),
  ...extra,
});
/** Theirs as the builder reads it back after another tab saved: new component ids, new client keys. */
const reloaded = (blocks: Block[]): Block[] =>
  blocks.map((block, index) => ({ ...JSON.parse(JSON.stringify(block)), __key: `t${index}`, id: 1000 + index }) as Block);

const BASE = { blocks: [hero('a', 'A', {}, 1), hero('b', 'B', {}, 2), hero('c', 'C', {}, 3)] };

describe('matchBlocks', () => {
  it('matches mine by client key and theirs by content after a save gave them new ids', () => {
    const theirs = reloaded([BASE.blocks[2], BASE.blocks[0], BASE.blocks[1]]);
    expect(matchBlocks(BASE.blocks, theirs, false)).toEqual([1, 2, 0]);
    expect(matchBlocks(BASE.blocks, [BASE.blocks[1], BASE.blocks[0]], true)).toEqual([1, 0, -1]);
  });

  it('matches an edited block to the most similar one of the same component, and a mostly rewritten one to none', () => {
    const theirs = reloaded([hero('x', 'A', { text: 'changed' }), hero('y', 'Q', { text: 'R', button: 'S' })]);
    expect(matchBlocks(BASE.blocks, theirs, false)).toEqual([0, -1, -1]);
  });

  it('matches a block whose component id the CMS kept, whatever its content', () => {
    const theirs = [hero('x', 'Z', { text: 'Z', button: 'Z' }, 2)];
    expect(matchBlocks(BASE.blocks, theirs, false)).toEqual([-1, 0, -1]);
  });
});
